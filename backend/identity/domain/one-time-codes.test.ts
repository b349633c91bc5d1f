import {
  checkOneTimeCode,
  generateOneTimeCode,
  hashOneTimeCode,
  isCodeExpired,
  issueOneTimeCode,
} from './one-time-codes';

const NOW = new Date('2026-03-03T09:05:01Z');
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
    const issued = await issueOneTimeCode({ now: NOW, ttlMs: minutes(10) });
    expect(issued.expiresAt).toEqual(new Date(NOW.getTime() + minutes(10)));
    expect(issued.codeHash).not.toContain(issued.code);
    await expect(checkOneTimeCode({ ...issued, now: NOW })).resolves.toBe('valid');
    await expect(checkOneTimeCode({ ...issued, code: ` ${issued.code} `, now: NOW })).resolves.toBe('valid');
  });

  it('refuses a wrong or malformed code', async () => {
    const codeHash = await hashOneTimeCode('012345');
    const expiresAt = new Date(NOW.getTime() + minutes(1));
    await expect(checkOneTimeCode({ code: '012346', codeHash, expiresAt, now: NOW })).resolves.toBe(
      'mismatch',
    );
    await expect(checkOneTimeCode({ code: '12345', codeHash, expiresAt, now: NOW })).resolves.toBe(
      'mismatch',
    );
    await expect(checkOneTimeCode({ code: '', codeHash, expiresAt, now: NOW })).resolves.toBe('mismatch');
  });

  it('reports expiry whatever was typed', async () => {
    const codeHash = await hashOneTimeCode('654321');
    const expiresAt = new Date(NOW.getTime() - 1);
    await expect(checkOneTimeCode({ code: '654321', codeHash, expiresAt, now: NOW })).resolves.toBe(
      'expired',
    );
    await expect(checkOneTimeCode({ code: '000000', codeHash, expiresAt, now: NOW })).resolves.toBe(
      'expired',
    );
  });
});
