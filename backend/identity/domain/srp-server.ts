import { randomBytes, timingSafeEqual } from 'node:crypto';
import { hashHex, hashUtf8 } from './sha256';
import { parseHexInteger, toFixedHex, toPaddedHex } from './padded-hex';
import { SRP_GENERATOR, SRP_MULTIPLIER, SRP_PRIME, SRP_PRIME_HEX_LENGTH } from './srp-group';
import { powModPrime } from './srp-mod-pow';
import { deriveSessionKey } from './srp-session-key';
import { decodeSecretBlock } from './srp-secret-block';
import { computeClaimSignature, matchClaimSignature } from './srp-claim-signature';

const SALT_BYTES = 16;
/** 256 random bits give b the 128-bit strength of the 3072-bit group (NIST SP 800-56A). */
const PRIVATE_EXPONENT_BYTES = 32;
/** Generous room for leading zeros; an honest value never exceeds N's 768 hex digits. */
const MAX_INTEGER_HEX_LENGTH = 2 * SRP_PRIME_HEX_LENGTH;

export interface SrpVerifier {
  /** Hex exactly as generated, and sent to the client verbatim as SALT. */
  salt: string;
  /** v = g^x mod N as 768 lower-case hex digits. */
  verifier: string;
}

export interface SrpChallenge {
  /** Server secret; keep it server-side with A and B until the claim arrives. */
  b: string;
  /** Sent to the client as SRP_B. */
  B: string;
}

export interface PasswordClaim {
  poolName: string;
  userIdForSrp: string;
  /** Not needed for the check (the server works from v), accepted so a stored record can be spread in. */
  salt?: string;
  verifier: string;
  A: string;
  b: string;
  B: string;
  /** PASSWORD_CLAIM_SECRET_BLOCK as the client sent it. */
  secretBlock: string;
  /** TIMESTAMP exactly as the client sent it. */
  timestamp: string;
  /** PASSWORD_CLAIM_SIGNATURE. */
  claimSignature: string;
}

function readInteger(hex: unknown): bigint | null {
  return parseHexInteger(hex, MAX_INTEGER_HEX_LENGTH);
}

function randomPositiveInteger(bytes: number): bigint {
  for (;;) {
    const value = BigInt(`0x${randomBytes(bytes).toString('hex')}`);
    if (value > 0n) return value;
  }
}

/**
 * x = H(padHex(salt) ‖ H(poolName ‖ userIdForSrp ‖ ":" ‖ password)). The salt goes in as the
 * padHex of its integer value, as the client parses SALT, so a stored salt starting with 00
 * or with a high bit is re-encoded exactly as the client will.
 */
function computePasswordExponent(
  poolName: string,
  userIdForSrp: string,
  password: string,
  salt: bigint,
): bigint {
  const identityHash = hashUtf8(`${poolName}${userIdForSrp}:${password}`);
  return BigInt(`0x${hashHex(toPaddedHex(salt) + identityHash)}`);
}

/** The verifier for a given salt; createVerifier picks the salt. */
export function computeVerifier(
  poolName: string,
  userIdForSrp: string,
  password: string,
  salt: string,
): SrpVerifier {
  const saltValue = readInteger(salt);
  if (saltValue === null) throw new TypeError('salt must be hex');
  const exponent = computePasswordExponent(poolName, userIdForSrp, password, saltValue);
  return {
    salt,
    verifier: toFixedHex(powModPrime(SRP_GENERATOR, exponent), SRP_PRIME_HEX_LENGTH),
  };
}

/**
 * Makes the record to store when a password is set. `userIdForSrp` must never change for the
 * user (it is baked into v), and `poolName` is the part of the pool id after the first '_'.
 */
export function createVerifier(poolName: string, userIdForSrp: string, password: string): SrpVerifier {
  return computeVerifier(poolName, userIdForSrp, password, randomBytes(SALT_BYTES).toString('hex'));
}

/** Recomputes v from a plain password (USER_PASSWORD_AUTH, ChangePassword) and compares. */
export function verifyPlainPassword(input: {
  poolName: string;
  userIdForSrp: string;
  salt: string;
  verifier: string;
  password: string;
}): boolean {
  const stored = readInteger(input.verifier);
  if (stored === null || readInteger(input.salt) === null) return false;
  const { verifier } = computeVerifier(input.poolName, input.userIdForSrp, input.password, input.salt);
  return timingSafeEqual(
    Buffer.from(verifier, 'hex'),
    Buffer.from(toFixedHex(stored % SRP_PRIME, SRP_PRIME_HEX_LENGTH), 'hex'),
  );
}

/** B = (k·v + g^b) mod N for a fresh b, redrawn in the vanishing case B ≡ 0. */
export function startSrpChallenge(verifier: string): SrpChallenge {
  const v = readInteger(verifier);
  if (v === null) throw new TypeError('verifier must be hex');
  for (;;) {
    const b = randomPositiveInteger(PRIVATE_EXPONENT_BYTES);
    const B = (SRP_MULTIPLIER * v + powModPrime(SRP_GENERATOR, b)) % SRP_PRIME;
    if (B !== 0n) return { b: b.toString(16), B: B.toString(16) };
  }
}

/**
 * Checks PASSWORD_CLAIM_SIGNATURE. Any malformed input, a degenerate A and a wrong signature
 * all give false, so the caller answers every failure with the same NotAuthorizedException.
 * TIMESTAMP freshness is a separate policy (see isSrpTimestampFresh).
 */
export function verifyPasswordClaim(claim: PasswordClaim): boolean {
  const A = readInteger(claim.A);
  const b = readInteger(claim.b);
  const B = readInteger(claim.B);
  const v = readInteger(claim.verifier);
  const secretBlock = decodeSecretBlock(claim.secretBlock);
  if (A === null || b === null || B === null || v === null || secretBlock === null) return false;
  if (typeof claim.timestamp !== 'string' || typeof claim.poolName !== 'string') return false;
  if (typeof claim.userIdForSrp !== 'string') return false;
  // A ≡ 0 would force S = 0 whatever the password; the client never sends A ≥ N either.
  if (A % SRP_PRIME === 0n || A >= SRP_PRIME) return false;

  const u = BigInt(`0x${hashHex(toPaddedHex(A) + toPaddedHex(B))}`);
  if (u === 0n) return false;

  const S = powModPrime((A * powModPrime(v, u)) % SRP_PRIME, b);
  const expected = computeClaimSignature({
    poolName: claim.poolName,
    userIdForSrp: claim.userIdForSrp,
    secretBlock,
    timestamp: claim.timestamp,
    sessionKey: deriveSessionKey(S, u),
  });
  return matchClaimSignature(expected, claim.claimSignature);
}
