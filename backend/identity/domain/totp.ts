import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** RFC 6238 as authenticator apps implement it: HMAC-SHA1, 30-second steps, 6 digits. */
const STEP_SECONDS = 30;
const DIGITS = 6;
/** One step either way absorbs clock drift and the seconds it takes to type a code. */
const DRIFT_STEPS = 1;
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function encodeBase32(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let output = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      output += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) output += BASE32[(value << (5 - bits)) & 31];
  return output;
}

export function decodeBase32(text: string): Buffer | null {
  const clean = text.replace(/=+$/, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const character of clean) {
    const index = BASE32.indexOf(character);
    if (index < 0) return null;
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** A 160-bit secret, base32 as authenticator apps expect it (the SecretCode Cognito returns). */
export function generateTotpSecret(): string {
  return encodeBase32(randomBytes(20));
}

export function totpStep(now: Date): number {
  return Math.floor(now.getTime() / 1000 / STEP_SECONDS);
}

export function computeTotpCode(secret: string, step: number): string {
  const key = decodeBase32(secret);
  if (!key) throw new TypeError('secret must be base32');
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = mac[mac.length - 1] & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** DIGITS).padStart(DIGITS, '0');
}

/**
 * Returns the time step the code belongs to, or null. A step at or before `lastUsedStep` is
 * refused, so a code that was accepted once cannot be replayed.
 */
export function matchTotpCode(input: {
  secret: string;
  code: string;
  now: Date;
  lastUsedStep: number | null;
}): number | null {
  if (!/^\d{6}$/.test(input.code)) return null;
  const current = totpStep(input.now);
  const received = Buffer.from(input.code);
  let matched: number | null = null;
  for (let step = current - DRIFT_STEPS; step <= current + DRIFT_STEPS; step += 1) {
    const isMatch = timingSafeEqual(Buffer.from(computeTotpCode(input.secret, step)), received);
    if (isMatch && matched === null) matched = step;
  }
  if (matched === null) return null;
  return input.lastUsedStep !== null && matched <= input.lastUsedStep ? null : matched;
}
