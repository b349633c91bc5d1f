import { emptyRecord, ownValue } from '../../core/own-property';
import type { PoolContext } from '../pool-context';
import { CognitoError, invalidParameter, resourceNotFound } from './errors';
import { MESSAGES } from './messages';

/** A parsed JSON request body. Members are read with ownValue: never one the object inherits. */
export type JsonObject = Record<string, unknown>;

/** AWS names a missing member by its camel-cased field name: `'password'`, `'clientId'`. */
function memberName(field: string): string {
  return field.charAt(0).toLowerCase() + field.slice(1);
}

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function optionalString(input: JsonObject, field: string): string | undefined {
  const value = ownValue(input, field);
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') {
    throw new CognitoError('SerializationException', `Expected a string for ${field}`);
  }
  return value;
}

/** A required string member; absent or empty reads as AWS's "Member must not be null". */
export function requireString(input: JsonObject, field: string): string {
  const value = optionalString(input, field);
  if (value === undefined || value === '') throw invalidParameter(MESSAGES.missingParameter(memberName(field)));
  return value;
}

/** A required entry of AuthParameters or ChallengeResponses. */
export function requireParameter(parameters: Readonly<Record<string, string>>, name: string): string {
  const value = ownValue(parameters, name);
  if (!value) throw invalidParameter(MESSAGES.missingAuthParameter(name));
  return value;
}

export function optionalBoolean(input: JsonObject, field: string): boolean | undefined {
  const value = ownValue(input, field);
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'boolean') throw new CognitoError('SerializationException', `Expected a boolean for ${field}`);
  return value;
}

export function optionalInteger(input: JsonObject, field: string): number | undefined {
  const value = ownValue(input, field);
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    throw new CognitoError('SerializationException', `Expected an integer for ${field}`);
  }
  return value;
}

/**
 * A map of strings such as AuthParameters or ChallengeResponses; non-string values are refused.
 * It has no prototype, so every key the client sent (even `__proto__`) is an ordinary entry and
 * no name it did not send reads as present.
 */
export function readStringMap(input: JsonObject, field: string): Record<string, string> {
  const value = ownValue(input, field);
  const map = emptyRecord<string>();
  if (value === undefined || value === null) return map;
  if (!isJsonObject(value)) throw new CognitoError('SerializationException', `Expected a map for ${field}`);
  for (const [key, entry] of Object.entries(value)) {
    if (typeof entry !== 'string') throw new CognitoError('SerializationException', `Expected a string for ${key}`);
    map[key] = entry;
  }
  return map;
}

export function optionalObject(input: JsonObject, field: string): JsonObject | undefined {
  const value = ownValue(input, field);
  if (value === undefined || value === null) return undefined;
  if (!isJsonObject(value)) throw new CognitoError('SerializationException', `Expected an object for ${field}`);
  return value;
}

export interface AttributeInput {
  name: string;
  value: string;
}

/** A `[{Name, Value}]` list such as UserAttributes. */
export function readAttributeList(input: JsonObject, field: string): AttributeInput[] {
  const value = ownValue(input, field);
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw new CognitoError('SerializationException', `Expected a list for ${field}`);
  return value.map((entry: unknown) => {
    const name = isJsonObject(entry) ? ownValue(entry, 'Name') : undefined;
    if (!isJsonObject(entry) || typeof name !== 'string' || name === '') {
      throw invalidParameter(MESSAGES.missingParameter('name'));
    }
    const attributeValue = ownValue(entry, 'Value') ?? '';
    if (typeof attributeValue !== 'string') {
      throw new CognitoError('SerializationException', `Expected a string value for ${name}`);
    }
    return { name, value: attributeValue };
  });
}

export function readStringList(input: JsonObject, field: string): string[] {
  const value = ownValue(input, field);
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.some((entry) => typeof entry !== 'string')) {
    throw new CognitoError('SerializationException', `Expected a list of strings for ${field}`);
  }
  return value as string[];
}

/** Every public operation names the app client; there is exactly one. */
export function requireClientId(pool: PoolContext, input: JsonObject): string {
  const clientId = requireString(input, 'ClientId');
  if (clientId !== pool.ids.userPoolClientId) throw resourceNotFound(MESSAGES.clientNotFound(clientId));
  return clientId;
}

/** Every admin operation names the pool; there is exactly one. */
export function requireUserPoolId(pool: PoolContext, input: JsonObject): string {
  const userPoolId = requireString(input, 'UserPoolId');
  if (userPoolId !== pool.ids.userPoolId) throw resourceNotFound(MESSAGES.poolNotFound(userPoolId));
  return userPoolId;
}
