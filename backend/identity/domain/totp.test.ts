import { computeTotpCode, decodeBase32, encodeBase32, generateTotpSecret, matchTotpCode, totpStep } from './totp';

// RFC 6238 appendix B, SHA-1 rows, with the 8-digit values cut to the 6 digits apps show.
const RFC_SECRET = encodeBase32(Buffer.from('12345678901234567890', 'ascii'));
const RFC_VECTORS: [number, string][] = [
  [59, '287082'],
  [1111111109, '081804'],
  [1111111111, '050471'],
  [1234567890, '005924'],
  [2000000000, '279037'],
];

describe('totp', () => {
  it.each(RFC_VECTORS)('matches RFC 6238 at %i seconds', (seconds, code) => {
    expect(computeTotpCode(RFC_SECRET, Math.floor(seconds / 30))).toBe(code);
  });

  it('round-trips base32 and makes 32-character secrets', () => {
    const secret = generateTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(encodeBase32(decodeBase32(secret) as Buffer)).toBe(secret);
    expect(decodeBase32('not base32!')).toBeNull();
  });

  it('accepts the neighbouring steps and refuses replays and strangers', () => {
    const secret = generateTotpSecret();
    const now = new Date('2026-03-03T09:05:01Z');
    const step = totpStep(now);
    const previous = computeTotpCode(secret, step - 1);
    expect(matchTotpCode({ secret, code: previous, now, lastUsedStep: null })).toBe(step - 1);
    expect(matchTotpCode({ secret, code: previous, now, lastUsedStep: step - 1 })).toBeNull();
    expect(matchTotpCode({ secret, code: computeTotpCode(secret, step + 5), now, lastUsedStep: null })).toBeNull();
    expect(matchTotpCode({ secret, code: '12345', now, lastUsedStep: null })).toBeNull();
  });
});
