import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { requestHeader } from '../http/request-header';
import { ownValue } from '../own-property';
import {
  canonicalHeaderValue,
  canonicalPath,
  canonicalQuery,
  createStringToSign,
  hmac,
  parseRawQuery,
  plainCanonicalQuery,
  sha256Hex,
  SIGV4_ALGORITHM,
  type PathEncoding,
} from './canonical-request';
import { SigV4Error, type SigV4FailureReason } from './sigv4-error';
import { sharedSigningKeyCache, type SigningKeyCache } from './signing-key-cache';

const AUTHORIZATION_PATTERN =
  /^AWS4-HMAC-SHA256 +Credential=([^,\s]+), *SignedHeaders=([^,\s]+), *Signature=([0-9a-f]{64})$/;
const AMZ_DATE_PATTERN = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/;
/** AWS refuses signatures more than 15 minutes from its clock. */
const MAX_SKEW_MS = 15 * 60 * 1000;
/** Presigned URLs live at most seven days. */
const MAX_PRESIGNED_SECONDS = 7 * 24 * 3600;

export interface SigV4RequestExpectation {
  service: string;
  region: string;
  /**
   * The secret for an access key id (and the session token sent with it), or null when the key is
   * unknown. It may throw its own error to refuse, e.g. for expired credentials.
   */
  findSecret: (accessKeyId: string, sessionToken: string | undefined) => string | null;
  now: Date;
  /** Default 'double' (AWS JSON and REST services); S3 is 's3'. */
  pathEncoding?: PathEncoding;
  /** Accept a signature in the query string (presigned URLs), as S3 does. */
  isPresignAllowed?: boolean;
  /** The body, hashed when the client sent no x-amz-content-sha256 (services other than S3). */
  body?: Buffer;
  /** Where derived signing keys are kept; default the process's (tests pass their own). */
  signingKeys?: SigningKeyCache;
}

export interface VerifiedSigV4Request {
  accessKeyId: string;
  sessionToken?: string;
  location: 'header' | 'query';
  /** The payload hash the signature covers: a hex digest, UNSIGNED-PAYLOAD or a STREAMING-… mode. */
  payloadHash: string;
  signature: string;
  amzDate: string;
  signingDate: Date;
  /** `<yyyymmdd>/<region>/<service>/aws4_request` */
  scope: string;
  /** Chunk and trailer signatures of a streamed body chain from this key (shared with later requests: read only). */
  signingKey: Buffer;
  /** When a presigned URL stops working. */
  expiresAt?: Date;
}

interface SignatureParts {
  location: 'header' | 'query';
  credential: string;
  /** As the request lists them (`host;x-amz-date`), and split. */
  signedHeaderList: string;
  signedHeaders: string[];
  signature: string;
  amzDate: string;
  sessionToken?: string;
  expiresSeconds?: number;
  payloadHash?: string;
}

const fail = (reason: SigV4FailureReason, type: string, message: string) => new SigV4Error(type, message, reason);

/**
 * Verifies a SigV4 signature in the Authorization header or, when allowed, in the query string
 * (a presigned URL): recomputes the canonical request from the raw path, query and the signed
 * headers and compares signatures. The body itself is not read: the payload hash the client
 * signed is returned for the caller to hold the body to (S3 streams bodies of any size).
 */
export function verifySigV4Request(req: IncomingMessage, expected: SigV4RequestExpectation): VerifiedSigV4Request {
  const target = requestTarget(req.url);
  const queryStart = target.indexOf('?');
  const rawPath = queryStart < 0 ? target : target.slice(0, queryStart);
  const rawQuery = queryStart < 0 ? '' : target.slice(queryStart + 1);
  const authorization = req.headers.authorization;
  let parts: SignatureParts;
  let queryText: string;
  if (authorization === undefined) {
    const query = parseQuery(rawQuery);
    parts = readQueryParts(query, expected.isPresignAllowed ?? false);
    queryText = canonicalQuery(query);
  } else {
    // A plain query (the SDK's ?x-id=…) is its own canonical form, worked out without a parsed copy.
    queryText = plainCanonicalQuery(rawQuery) ?? canonicalQuery(parseQuery(rawQuery));
    parts = readHeaderParts(req, authorization);
  }
  const [accessKeyId, shortDate, region, service, terminator, extra] = parts.credential.split('/');
  if (!accessKeyId || !shortDate || !region || !service || terminator !== 'aws4_request' || extra !== undefined) {
    throw fail('malformed', 'IncompleteSignatureException', `The credential ${parts.credential} is malformed.`);
  }
  const secret = expected.findSecret(accessKeyId, parts.sessionToken);
  if (secret === null) throw fail('unknown-key', 'UnrecognizedClientException', 'The security token included in the request is invalid.');

  const signingDate = parseAmzDate(parts.amzDate);
  if (!signingDate) throw fail('malformed', 'IncompleteSignatureException', 'The request date is missing or malformed.');
  const expiresAt = checkTime(signingDate, parts.expiresSeconds, expected.now);
  if (shortDate !== parts.amzDate.slice(0, 8) || region !== expected.region || service !== expected.service) {
    throw fail(
      'wrong-scope',
      'InvalidSignatureException',
      `Credential should be scoped to ${parts.amzDate.slice(0, 8)}/${expected.region}/${expected.service}, not ${shortDate}/${region}/${service}.`,
    );
  }

  const path = canonicalPath(rawPath, expected.pathEncoding ?? 'double');
  if (path === null) throw fail('malformed', 'IncompleteSignatureException', 'The path holds a broken percent-escape.');
  const payloadHash = parts.payloadHash ?? (expected.body ? sha256Hex(expected.body) : undefined);
  if (payloadHash === undefined) {
    throw fail('missing-payload-hash', 'IncompleteSignatureException', 'Missing required header for this request: x-amz-content-sha256.');
  }
  // Built as one text, each header's value as the request holds it where it needs no trimming (no copies of a session token).
  let canonicalHeaders = '';
  for (const name of parts.signedHeaders) canonicalHeaders += `${name}:${canonicalHeaderValue(signedHeaderValues(req, name))}\n`;
  const canonicalRequest = `${req.method ?? 'GET'}\n${path}\n${queryText}\n${canonicalHeaders}\n${parts.signedHeaderList}\n${payloadHash}`;
  const scope = `${shortDate}/${region}/${service}/aws4_request`;
  const signingKey = (expected.signingKeys ?? sharedSigningKeyCache).signingKeyFor(secret, shortDate, region, service);
  // Both 32 bytes: the signature was checked to be 64 hex digits.
  const computed = hmac(signingKey, createStringToSign(parts.amzDate, scope, canonicalRequest));
  if (!timingSafeEqual(computed, Buffer.from(parts.signature, 'hex'))) {
    throw fail('mismatch', 'InvalidSignatureException', 'The request signature we calculated does not match the signature you provided.');
  }
  return {
    accessKeyId,
    sessionToken: parts.sessionToken,
    location: parts.location,
    payloadHash,
    signature: parts.signature,
    amzDate: parts.amzDate,
    signingDate,
    scope,
    signingKey,
    expiresAt,
  };
}

function parseQuery(rawQuery: string): Record<string, string[]> {
  const query = parseRawQuery(rawQuery);
  if (!query) throw fail('malformed', 'IncompleteSignatureException', 'The query string holds a broken percent-escape.');
  return query;
}

/** The request target without a scheme and host (an absolute-form target names them; origin-form, the usual, starts with `/`). */
function requestTarget(url: string | undefined): string {
  if (url === undefined) return '/';
  return url.startsWith('/') ? url : url.replace(/^[a-z]+:\/\/[^/]*/i, '');
}

/** True when the request carries a signature of either kind (unsigned requests are someone else's decision). */
export function hasSigV4Signature(req: IncomingMessage): boolean {
  return req.headers.authorization !== undefined || /[?&]X-Amz-Signature=/i.test(req.url ?? '');
}

function readQueryParts(query: Record<string, string[]>, isPresignAllowed: boolean): SignatureParts {
  // Presigners hoist x-amz-* headers into the query under the case they were given in.
  const single = (name: string) => Object.entries(query).find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1][0];
  if (!isPresignAllowed || single('X-Amz-Signature') === undefined) {
    throw fail('missing', 'MissingAuthenticationTokenException', 'Missing Authentication Token');
  }
  const expires = single('X-Amz-Expires') ?? '';
  const signature = single('X-Amz-Signature') ?? '';
  if (single('X-Amz-Algorithm') !== SIGV4_ALGORITHM || !/^\d+$/.test(expires) || !/^[0-9a-f]{64}$/.test(signature)) {
    throw fail('malformed', 'IncompleteSignatureException', 'The presigned URL needs X-Amz-Algorithm, X-Amz-Credential, X-Amz-Date, X-Amz-Expires, X-Amz-SignedHeaders and X-Amz-Signature.');
  }
  const signedHeaderList = single('X-Amz-SignedHeaders') ?? '';
  return {
    location: 'query',
    credential: single('X-Amz-Credential') ?? '',
    signedHeaderList,
    signedHeaders: signedHeaderList.split(';'),
    signature,
    amzDate: single('X-Amz-Date') ?? '',
    sessionToken: single('X-Amz-Security-Token'),
    expiresSeconds: Number(expires),
    // Presigned URLs sign no payload unless they say otherwise.
    payloadHash: single('X-Amz-Content-Sha256') ?? 'UNSIGNED-PAYLOAD',
  };
}

function readHeaderParts(req: IncomingMessage, authorization: string): SignatureParts {
  const match = AUTHORIZATION_PATTERN.exec(authorization);
  if (!match) throw fail('malformed', 'IncompleteSignatureException', 'The authorization header is malformed.');
  const dateHeader = requestHeader(req, 'x-amz-date');
  const fallbackDate = requestHeader(req, 'date');
  return {
    location: 'header',
    credential: match[1],
    signedHeaderList: match[2],
    signedHeaders: match[2].split(';'),
    signature: match[3],
    amzDate: dateHeader ?? (fallbackDate ? toAmzDate(fallbackDate) : ''),
    sessionToken: requestHeader(req, 'x-amz-security-token'),
    payloadHash: requestHeader(req, 'x-amz-content-sha256'),
  };
}

/** Refuses a request dated too far from now (header) or a presigned URL out of its lifetime; returns the URL's end. */
function checkTime(signingDate: Date, expiresSeconds: number | undefined, now: Date): Date | undefined {
  const offset = signingDate.getTime() - now.getTime();
  if (expiresSeconds === undefined) {
    if (Math.abs(offset) > MAX_SKEW_MS) {
      throw fail('skewed', 'InvalidSignatureException', 'The difference between the request time and the current time is too large.');
    }
    return undefined;
  }
  if (expiresSeconds < 1 || expiresSeconds > MAX_PRESIGNED_SECONDS) {
    throw fail('malformed', 'IncompleteSignatureException', `X-Amz-Expires must be from 1 to ${MAX_PRESIGNED_SECONDS} seconds.`);
  }
  if (offset > MAX_SKEW_MS) throw fail('not-yet-valid', 'InvalidSignatureException', 'Request is not valid yet');
  const expiresAt = new Date(signingDate.getTime() + expiresSeconds * 1000);
  if (now.getTime() > expiresAt.getTime()) throw fail('expired', 'InvalidSignatureException', 'Request has expired');
  return expiresAt;
}

/** The values of a header the client signed; the name is the client's, so only the request's own headers answer. */
function signedHeaderValues(req: IncomingMessage, name: string): string[] {
  const values = ownValue(req.headersDistinct, name);
  if (!values) throw fail('malformed', 'IncompleteSignatureException', `Signed header ${name} is missing.`);
  return values;
}

function parseAmzDate(value: string): Date | null {
  const match = AMZ_DATE_PATTERN.exec(value);
  if (!match) return null;
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), Number(match[4]), Number(match[5]), Number(match[6])));
}

function toAmzDate(httpDate: string): string {
  const time = Date.parse(httpDate);
  return Number.isNaN(time) ? '' : new Date(time).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}
