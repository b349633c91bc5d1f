import { isIP } from 'node:net';
import { GraphQLError, GraphQLScalarType, Kind, type ValueNode } from 'graphql';

const DATE = /^(\d{4})-(\d{2})-(\d{2})(Z|[+-]\d{2}:\d{2}(:\d{2})?)?$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2}(:\d{2})?)?$/;
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2}(:\d{2})?)$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[\d\s().-]{4,20}$/;

function isCalendarDate(year: string, month: string, day: string): boolean {
  // setUTCFullYear, not Date.UTC, which reads years 0–99 as 1900–1999 (and refused 0001–0099).
  const date = new Date(0);
  date.setUTCFullYear(Number(year), Number(month) - 1, Number(day));
  return (
    Number(year) >= 1 &&
    date.getUTCFullYear() === Number(year) &&
    date.getUTCMonth() === Number(month) - 1 &&
    date.getUTCDate() === Number(day)
  );
}

/** A string scalar that accepts only values `isValid` approves, in variables and in literals. */
function stringScalar(
  name: string,
  description: string,
  isValid: (value: string) => boolean,
): GraphQLScalarType {
  const check = (value: unknown): string => {
    if (typeof value !== 'string' || !isValid(value)) {
      throw new GraphQLError(`Invalid ${name} value: ${JSON.stringify(value)}. Expected ${description}.`);
    }
    return value;
  };
  return new GraphQLScalarType({
    name,
    description,
    serialize: (value) => (typeof value === 'string' ? value : String(value)),
    parseValue: check,
    parseLiteral: (ast: ValueNode) => check(ast.kind === Kind.STRING ? ast.value : undefined),
  });
}

const AWSDate = stringScalar('AWSDate', 'an ISO 8601 date, YYYY-MM-DD', (value) => {
  const match = DATE.exec(value);
  return match !== null && isCalendarDate(match[1], match[2], match[3]);
});
const AWSTime = stringScalar('AWSTime', 'an ISO 8601 time, hh:mm:ss.sss', (value) => TIME.test(value));
const AWSDateTime = stringScalar(
  'AWSDateTime',
  'an ISO 8601 date and time with an offset, YYYY-MM-DDThh:mm:ss.sssZ',
  (value) => {
    const match = DATE_TIME.exec(value);
    return match !== null && isCalendarDate(match[1], match[2], match[3]);
  },
);
const AWSEmail = stringScalar(
  'AWSEmail',
  'an e-mail address',
  (value) => EMAIL.test(value) && value.length <= 254,
);
const AWSPhone = stringScalar('AWSPhone', 'a phone number', (value) => PHONE.test(value));
const AWSIPAddress = stringScalar(
  'AWSIPAddress',
  'an IPv4 or IPv6 address',
  (value) => isIP(value.replace(/\/\d+$/, '')) !== 0,
);
const AWSURL = stringScalar('AWSURL', 'a URL with a scheme, such as https://example.com/page', (value) => {
  try {
    return /^[a-z][a-z0-9+.-]*:/i.test(value) && Boolean(new URL(value).protocol);
  } catch {
    return false;
  }
});

/** JSON travels as a string, as with AppSync; stored as the parsed value. */
const AWSJSON = new GraphQLScalarType({
  name: 'AWSJSON',
  description: 'A JSON document, sent as a string',
  serialize: (value) => (typeof value === 'string' ? value : JSON.stringify(value)),
  parseValue: (value) => parseJsonText(value),
  parseLiteral: (ast) => parseJsonText(ast.kind === Kind.STRING ? ast.value : undefined),
});

function parseJsonText(value: unknown): string {
  if (typeof value !== 'string')
    throw new GraphQLError('Invalid AWSJSON value: expected a string holding JSON.');
  try {
    JSON.parse(value);
  } catch {
    throw new GraphQLError(`Invalid AWSJSON value: ${JSON.stringify(value.slice(0, 80))} is not JSON.`);
  }
  return value;
}

/** Seconds since the epoch, a whole number. */
const AWSTimestamp = new GraphQLScalarType({
  name: 'AWSTimestamp',
  description: 'Seconds since 1970-01-01T00:00:00Z',
  serialize: (value) => Number(value),
  parseValue: (value) => checkTimestamp(value),
  parseLiteral: (ast) => checkTimestamp(ast.kind === Kind.INT ? Number(ast.value) : undefined),
});

function checkTimestamp(value: unknown): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value))
    throw new GraphQLError('Invalid AWSTimestamp value: expected whole seconds.');
  return value;
}

export const AWS_SCALARS: Record<string, GraphQLScalarType> = {
  AWSDate,
  AWSTime,
  AWSDateTime,
  AWSTimestamp,
  AWSEmail,
  AWSJSON,
  AWSURL,
  AWSPhone,
  AWSIPAddress,
};
