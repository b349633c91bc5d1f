import { randomHex } from './random-hex';

describe('randomHex', () => {
  it('gives the hex of as many bytes as asked, never the same twice across pool refills', () => {
    const seen = new Set<string>();
    for (let index = 0; index < 2000; index++) {
      const hex = randomHex(16);
      expect(hex).toMatch(/^[0-9a-f]{32}$/);
      seen.add(hex);
    }
    expect(seen.size).toBe(2000);
    expect(randomHex(12)).toMatch(/^[0-9a-f]{24}$/);
    expect(randomHex(100)).toMatch(/^[0-9a-f]{200}$/);
  });

  it('uses every byte of its pool (first hex digits spread evenly)', () => {
    const counts = new Map<string, number>();
    for (let index = 0; index < 16_000; index++) {
      const digit = randomHex(1)[0];
      counts.set(digit, (counts.get(digit) ?? 0) + 1);
    }
    expect(counts.size).toBe(16);
    for (const count of counts.values()) expect(count).toBeGreaterThan(700);
  });
});
