import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const ALGORITHM = 'scrypt';
const SALT_BYTES = 16;
const KEY_BYTES = 32;
/** 2^15 × 8 costs 32 MiB and roughly 0.1 s here; the parameters travel in each hash, so they can be raised later. */
const DEFAULT_COST = { N: 2 ** 15, r: 8, p: 1 };
const MAX_COST_LOG2 = 20;

interface ParsedHash {
  cost: { N: number; r: number; p: number };
  salt: Buffer;
  key: Buffer;
}

function deriveKey(secret: string, salt: Buffer, cost: ParsedHash['cost'], length: number): Promise<Buffer> {
  // Node's default 32 MiB ceiling is exactly the default cost; leave headroom for the struct overhead.
  const options: ScryptOptions = { ...cost, maxmem: 256 * cost.N * cost.r };
  return new Promise((resolve, reject) => {
    scrypt(secret.normalize('NFC'), salt, length, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

function isSmallInteger(value: number, max: number): boolean {
  return Number.isInteger(value) && value >= 1 && value <= max;
}

function parseHash(stored: string): ParsedHash | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== ALGORITHM) return null;
  const [, N, r, p, salt, key] = parts;
  const cost = { N: Number(N), r: Number(r), p: Number(p) };
  const powerOfTwo =
    isSmallInteger(cost.N, 2 ** MAX_COST_LOG2) && (cost.N & (cost.N - 1)) === 0 && cost.N > 1;
  if (!powerOfTwo || !isSmallInteger(cost.r, 32) || !isSmallInteger(cost.p, 16)) return null;
  const saltBytes = Buffer.from(salt, 'base64');
  const keyBytes = Buffer.from(key, 'base64');
  if (saltBytes.length < SALT_BYTES || keyBytes.length < KEY_BYTES) return null;
  return { cost, salt: saltBytes, key: keyBytes };
}

/** `scrypt$N$r$p$salt$key`, base64 parts, with a fresh salt for every hash. */
export async function hashSecret(secret: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await deriveKey(secret, salt, DEFAULT_COST, KEY_BYTES);
  const { N, r, p } = DEFAULT_COST;
  return [ALGORITHM, N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** Constant-time check of a secret against a hashSecret result; a malformed hash never matches. */
export async function verifySecret(secret: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const key = await deriveKey(secret, parsed.salt, parsed.cost, parsed.key.length);
  return timingSafeEqual(key, parsed.key);
}
