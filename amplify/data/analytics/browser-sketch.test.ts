import { addToSketch, emptySketch, estimateDistinct, mergeSketch, RANK_BITS, sketchBitOf, sketchBitsOf, sketchRegistersOf } from './browser-sketch';

/** A sketch as PostgreSQL prints it, with the browsers' bits set (what the local store ORs together). */
function sketchOf(ids: readonly string[], registers: number): string {
  const bits = new Uint8Array(registers * RANK_BITS);
  for (const id of ids) bits[sketchBitOf(id, registers)] = 1;
  return bits.join('');
}

const browsers = (count: number, prefix = 'browser') => Array.from({ length: count }, (_, index) => `${prefix}-${index}`);

describe('the browser sketch', () => {
  it('places a browser at one bit of a register, the same bit every time', () => {
    for (const registers of [sketchRegistersOf('active'), sketchRegistersOf('brief')]) {
      const bit = sketchBitOf('0f8fad5b-d9cb-469f-a165-70867728950e', registers);
      expect(bit).toBe(sketchBitOf('0f8fad5b-d9cb-469f-a165-70867728950e', registers));
      expect(bit).toBeGreaterThanOrEqual(0);
      expect(bit).toBeLessThan(registers * RANK_BITS);
    }
  });

  it('counts an empty sketch as none and a few browsers nearly exactly (linear counting)', () => {
    expect(estimateDistinct(sketchOf([], 2048), 2048)).toBe(0);
    expect(estimateDistinct(sketchOf(['only-one'], 2048), 2048)).toBe(1);
    expect(estimateDistinct(sketchOf(browsers(25), 2048), 2048)).toBe(25);
    // 25 of 256 registers taken: m·ln(m / empty) = 26.3 when no two browsers share one.
    expect(Math.abs(estimateDistinct(sketchOf(browsers(25), 256), 256) - 25)).toBeLessThanOrEqual(1);
  });

  it('estimates many browsers within four standard errors, and merging is OR', () => {
    const registers = sketchRegistersOf('active');
    const first = browsers(60_000, 'first');
    const second = [...browsers(30_000, 'first'), ...browsers(60_000, 'second')];
    const secondSketch = sketchOf(second, registers);
    const merged = [...sketchOf(first, registers)].map((bit, index) => (bit === '1' || secondSketch[index] === '1' ? '1' : '0'));
    const estimate = estimateDistinct(merged.join(''), registers);
    // 120,000 distinct: 60,000 of the first, 60,000 of the second (30,000 of which came twice).
    expect(Math.abs(estimate - 120_000) / 120_000).toBeLessThan(4 * (1.04 / Math.sqrt(registers)));
    const keyEstimate = estimateDistinct(sketchOf(browsers(5_000, 'key'), 256), 256);
    expect(Math.abs(keyEstimate - 5_000) / 5_000).toBeLessThan(4 * (1.04 / Math.sqrt(256)));
  });

  it('keeps the same bits as bytes (the AWS items), merged by OR', () => {
    const registers = sketchRegistersOf('brief');
    const bytes = emptySketch(registers);
    for (const id of browsers(300)) addToSketch(bytes, id, registers);
    expect(sketchBitsOf(bytes)).toBe(sketchOf(browsers(300), registers));
    const more = emptySketch(registers);
    for (const id of browsers(400).slice(200)) addToSketch(more, id, registers);
    expect(mergeSketch(bytes, more)).toBe(true);
    expect(mergeSketch(bytes, more)).toBe(false);
    expect(sketchBitsOf(bytes)).toBe(sketchOf(browsers(400), registers));
  });

  it('refuses a sketch of another size', () => {
    expect(() => estimateDistinct('0101', 2048)).toThrow(/2048 registers/);
  });
});
