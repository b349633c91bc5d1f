import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { Sha256 } from '@aws-crypto/sha256-js';
import { SignatureV4 } from '@smithy/signature-v4';
import { SigV4Error } from './sigv4-error';
import { emptyRecord } from '../own-property';

const AUTHORIZATION_PATTERN =
  /^AWS4-HMAC-SHA256 Credential=([^/\s]+)\/(\d{8})\/([^/\s]+)\/([^/\s]+)\/aws4_request,\s*SignedHeaders=([a-z0-9;-]+),\s*Signature=([0-9a-f]{64})$/;
const AMZ_DATE_PATTERN = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/;
/** AWS refuses signatures more than 15 minutes from its clock. */
const MAX_SKEW_MS = 15 * 60 * 1000;

export interface SigV4Expectation {
  service: string;
  region: string;
  /**
   * The secret for an access key id, or null when the key is unknown. Identity-pool credentials
   * need the session token sent with the key (x-amz-security-token) to find theirs.
   */
  findSecret: (accessKeyId: string, sessionToken: string | undefined) => string | null;
  now: Date;
}

function parseAmzDate(value: string): Date | null {
  const match = AMZ_DATE_PATTERN.exec(value);
  if (!match) return null;
  const [, year, month, day, hours, minutes, seconds] = match.map(Number);
  return new Date(Date.UTC(year, month - 1, day, hours, minutes, seconds));
}

function headerValue(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(',') : value;
}

/**
 * Verifies a SigV4-signed request by signing it again with @smithy/signature-v4 (over exactly
 * the headers the client signed) and comparing the result, then checks the body against the
 * declared payload hash. Returns the access key id.
 */
export async function verifySigV4(req: IncomingMessage, body: Buffer, expected: SigV4Expectation): Promise<string> {
  const authorization = headerValue(req, 'authorization');
  if (!authorization) throw new SigV4Error('MissingAuthenticationTokenException', 'Missing Authentication Token');
  const match = AUTHORIZATION_PATTERN.exec(authorization);
  if (!match) throw new SigV4Error('IncompleteSignatureException', 'The request signature is malformed.');
  const [, accessKeyId, scopeDate, region, service, signedHeaderList] = match;

  const secret = expected.findSecret(accessKeyId, headerValue(req, 'x-amz-security-token'));
  if (secret === null) {
    throw new SigV4Error('UnrecognizedClientException', 'The security token included in the request is invalid.');
  }
  const signingDate = parseAmzDate(headerValue(req, 'x-amz-date') ?? '');
  if (!signingDate || Math.abs(signingDate.getTime() - expected.now.getTime()) > MAX_SKEW_MS) {
    throw new SigV4Error('InvalidSignatureException', 'Signature expired or the request date is missing.');
  }
  const shortDate = signingDate.toISOString().slice(0, 10).replace(/-/g, '');
  if (scopeDate !== shortDate || region !== expected.region || service !== expected.service) {
    throw new SigV4Error('InvalidSignatureException', 'Credential should be scoped to a valid region and service.');
  }

  const signedHeaders = signedHeaderList.split(';');
  // Header and query names are the client's: records without a prototype keep `__proto__` & co. as names.
  const headers = emptyRecord<string>();
  for (const name of signedHeaders) {
    const value = headerValue(req, name);
    if (value === undefined) throw new SigV4Error('InvalidSignatureException', `Signed header ${name} is missing.`);
    headers[name] = value;
  }
  const url = new URL(req.url ?? '/', 'http://signed.invalid');
  const query = emptyRecord<string | string[]>();
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key);
    query[key] = values.length === 1 ? values[0] : values;
  }
  const signer = new SignatureV4({
    service,
    region,
    credentials: { accessKeyId, secretAccessKey: secret },
    sha256: Sha256,
    applyChecksum: signedHeaders.includes('x-amz-content-sha256'),
  });
  const signed = await signer.sign(
    { method: req.method ?? 'POST', protocol: 'http:', hostname: 'signed.invalid', path: url.pathname, query, headers, body },
    { signingDate, signingRegion: region, signingService: service },
  );
  const recomputed = Buffer.from(String(signed.headers.authorization ?? ''));
  const received = Buffer.from(authorization);
  if (recomputed.length !== received.length || !timingSafeEqual(recomputed, received)) {
    throw new SigV4Error(
      'InvalidSignatureException',
      'The request signature we calculated does not match the signature you provided.',
    );
  }
  verifyPayloadHash(req, body);
  return accessKeyId;
}

/**
 * The signature covers x-amz-content-sha256, and the signer trusts that header instead of hashing
 * the body; so the body is checked against it here, or a replayed signature could carry other data.
 */
function verifyPayloadHash(req: IncomingMessage, body: Buffer): void {
  const declared = headerValue(req, 'x-amz-content-sha256');
  if (declared === undefined) return;
  const actual = Buffer.from(createHash('sha256').update(body).digest('hex'));
  const expected = Buffer.from(declared);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) {
    throw new SigV4Error('InvalidSignatureException', "The provided 'x-amz-content-sha256' header does not match what was computed.");
  }
}
