import { randomBytes } from 'node:crypto';
import { checkOneTimeCode, generateOneTimeCode, hashOneTimeCode, isCodeExpired, issueOneTimeCode } from './one-time-codes';
import { hashSecret } from './password-hash';

const NOW = new Date('2026-03-03T09:05:01Z');
const KEY = randomBytes(32);
const minutes = (count: number): number => count * 60_000;

describe('generateOneTimeCode', () => {
  it('makes six digits, leading zeros included', () => {
    const codes = Array.from({ length: 2000 }, generateOneTimeCode);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(codes.some((code) => code.startsWith('0'))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(1990);
  });
});

describe('isCodeExpired', () => {
  it('expires at the expiry instant', () => {
    expect(isCodeExpired(new Date(NOW.getTime() + 1), NOW)).toBe(false);
    expect(isCodeExpired(NOW, NOW)).toBe(true);
  });
});

describe('checkOneTimeCode', () => {
  it('accepts the issued code before expiry, trimmed', async () => {
    const issued = issueOneTimeCode({ now: NOW, ttlMs: minutes(10), key: KEY });
    expect(issued.expiresAt).toEqual(new Date(NOW.getTime() + minutes(10)));
    expect(issued.codeHash).toMatch(/^hmac-sha256\$/);
    expect(issued.codeHash).not.toContain(issued.code);
    await expect(checkOneTimeCode({ ...issued, now: NOW, key: KEY })).resolves.toBe('valid');
    await expect(checkOneTimeCode({ ...issued, code: ` ${issued.code} `, now: NOW, key: KEY })).resolves.toBe('valid');
  });

  it('salts each hash, and a hash is worthless under another key', async () => {
    const first = hashOneTimeCode('012345', KEY);
    expect(hashOneTimeCode('012345', KEY)).not.toBe(first);
    const expiresAt = new Date(NOW.getTime() + minutes(1));
    await expect(checkOneTimeCode({ code: '012345', codeHash: first, expiresAt, now: NOW, key: randomBytes(32) })).resolves.toBe('mismatch');
  });

  it('refuses a wrong or malformed code, and a malformed hash', async () => {
    const codeHash = hashOneTimeCode('012345', KEY);
    const expiresAt = new Date(NOW.getTime() + minutes(1));
    const check = (code: string, hash = codeHash) => checkOneTimeCode({ code, codeHash: hash, expiresAt, now: NOW, key: KEY });
    await expect(check('012346')).resolves.toBe('mismatch');
    await expect(check('12345')).resolves.toBe('mismatch');
    await expect(check('')).resolves.toBe('mismatch');
    for (const broken of ['hmac-sha256$', 'hmac-sha256$AAAA$BBBB', `${codeHash}$x`, 'constructor', '']) await expect(check('012345', broken)).resolves.toBe('mismatch');
  });

  it('still checks a code stored before, as an scrypt hash', async () => {
    const codeHash = await hashSecret('777123');
    const expiresAt = new Date(NOW.getTime() + minutes(1));
    await expect(checkOneTimeCode({ code: '777123', codeHash, expiresAt, now: NOW, key: KEY })).resolves.toBe('valid');
    await expect(checkOneTimeCode({ code: '777124', codeHash, expiresAt, now: NOW, key: KEY })).resolves.toBe('mismatch');
  });

  it('reports expiry whatever was typed', async () => {
    const codeHash = hashOneTimeCode('654321', KEY);
    const expiresAt = new Date(NOW.getTime() - 1);
    await expect(checkOneTimeCode({ code: '654321', codeHash, expiresAt, now: NOW, key: KEY })).resolves.toBe('expired');
    await expect(checkOneTimeCode({ code: '000000', codeHash, expiresAt, now: NOW, key: KEY })).resolves.toBe('expired');
  });
});
