import { randomInt } from 'node:crypto';
import { hashSecret, verifySecret } from './password-hash';

const CODE_DIGITS = 6;
const CODE_PATTERN = /^\d{6}$/;

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

export function hashOneTimeCode(code: string): Promise<string> {
  return hashSecret(code);
}

export function isCodeExpired(expiresAt: Date, now: Date): boolean {
  return now.getTime() >= expiresAt.getTime();
}

export async function issueOneTimeCode(options: { now: Date; ttlMs: number }): Promise<IssuedCode> {
  const code = generateOneTimeCode();
  return {
    code,
    codeHash: await hashOneTimeCode(code),
    expiresAt: new Date(options.now.getTime() + options.ttlMs),
  };
}

/**
 * 'mismatch' and 'expired' map to CodeMismatchException and ExpiredCodeException. Expiry is
 * checked first: an expired code is useless whatever was typed, and the answer then says
 * nothing about whether the guess was right.
 */
export async function checkOneTimeCode(input: {
  code: string;
  codeHash: string;
  expiresAt: Date;
  now: Date;
}): Promise<CodeCheck> {
  if (isCodeExpired(input.expiresAt, input.now)) return 'expired';
  const code = input.code.trim();
  if (!CODE_PATTERN.test(code)) return 'mismatch';
  return (await verifySecret(code, input.codeHash)) ? 'valid' : 'mismatch';
}
