import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { verifySecret } from './password-hash';

const CODE_DIGITS = 6;
const CODE_PATTERN = /^\d{6}$/;
const ALGORITHM = 'hmac-sha256';
const SALT_BYTES = 16;

/**
 * Codes are stored as a keyed hash (HMAC-SHA256 under a server secret kept in the database, with a
 * salt per code): a code has a million values, a short life and a few tries, so a slow hash only
 * cost ~93 ms of CPU per sign-up; without the key, a stolen hash cannot be checked against the
 * million values at all. Hashes stored before (scrypt) are still checked as they were.
 */
export type CodeKey = Buffer;

export interface IssuedCode {
  /** Goes to the user (e-mail) and nowhere else. */
  code: string;
  /** What to store. */
  codeHash: string;
  expiresAt: Date;
}

export type CodeCheck = 'valid' | 'expired' | 'mismatch';

/** A uniformly random 6-digit code, leading zeros kept. */
export function generateOneTimeCode(): string {
  return String(randomInt(0, 10 ** CODE_DIGITS)).padStart(CODE_DIGITS, '0');
}

const macOf = (key: CodeKey, salt: Buffer, code: string) => createHmac('sha256', key).update(salt).update(code).digest();

/** `hmac-sha256$salt$mac`, base64 parts. */
export function hashOneTimeCode(code: string, key: CodeKey): string {
  const salt = randomBytes(SALT_BYTES);
  return [ALGORITHM, salt.toString('base64'), macOf(key, salt, code).toString('base64')].join('$');
}

export function isCodeExpired(expiresAt: Date, now: Date): boolean {
  return now.getTime() >= expiresAt.getTime();
}

export function issueOneTimeCode(options: { now: Date; ttlMs: number; key: CodeKey }): IssuedCode {
  const code = generateOneTimeCode();
  return {
    code,
    codeHash: hashOneTimeCode(code, options.key),
    expiresAt: new Date(options.now.getTime() + options.ttlMs),
  };
}

/** Constant-time check against a stored hash; a malformed one never matches. */
async function matches(code: string, codeHash: string, key: CodeKey): Promise<boolean> {
  const parts = codeHash.split('$');
  if (parts[0] !== ALGORITHM) return verifySecret(code, codeHash);
  if (parts.length !== 3) return false;
  const salt = Buffer.from(parts[1], 'base64');
  const stored = Buffer.from(parts[2], 'base64');
  const mac = macOf(key, salt, code);
  return salt.length === SALT_BYTES && stored.length === mac.length && timingSafeEqual(mac, stored);
}

/**
 * 'mismatch' and 'expired' map to CodeMismatchException and ExpiredCodeException. Expiry is
 * checked first: an expired code is useless whatever was typed, and the answer then says
 * nothing about whether the guess was right.
 */
export async function checkOneTimeCode(input: { code: string; codeHash: string; expiresAt: Date; now: Date; key: CodeKey }): Promise<CodeCheck> {
  if (isCodeExpired(input.expiresAt, input.now)) return 'expired';
  const code = input.code.trim();
  if (!CODE_PATTERN.test(code)) return 'mismatch';
  return (await matches(code, input.codeHash, input.key)) ? 'valid' : 'mismatch';
}
