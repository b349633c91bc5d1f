import { createHmac, timingSafeEqual } from 'node:crypto';

const SIGNATURE_PATTERN = /^[A-Za-z0-9+/]{43}=$/;

interface ClaimInput {
  poolName: string;
  userIdForSrp: string;
  secretBlock: Buffer;
  timestamp: string;
  sessionKey: Buffer;
}

/** HMAC-SHA256 over poolName ‖ USER_ID_FOR_SRP ‖ secret-block bytes ‖ TIMESTAMP, keyed with K. */
export function computeClaimSignature(input: ClaimInput): Buffer {
  return createHmac('sha256', input.sessionKey)
    .update(input.poolName, 'utf8')
    .update(input.userIdForSrp, 'utf8')
    .update(input.secretBlock)
    .update(input.timestamp, 'utf8')
    .digest();
}

/** The client always sends standard, padded base64 of the 32-byte MAC; anything else is refused. */
export function matchClaimSignature(expected: Buffer, claimSignature: unknown): boolean {
  if (typeof claimSignature !== 'string' || !SIGNATURE_PATTERN.test(claimSignature)) return false;
  const received = Buffer.from(claimSignature, 'base64');
  return received.length === expected.length && timingSafeEqual(received, expected);
}
