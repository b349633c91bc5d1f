import { createHash } from 'node:crypto';

/**
 * Distinct browsers over many days, written once for both backends: a HyperLogLog sketch per day
 * and figure (a top list's key, or every browser), mergeable across days, so a year's distinct
 * browsers cost a year of sketches instead of every (day, browser) pair.
 *
 * A browser's id is hashed with MD5 (its first 64 bits; PostgreSQL and Node compute the same), its
 * first `log2(registers)` bits choose a register, and the rank (1 + the leading zeros of the rest,
 * at most 32) is kept as one bit of that register's 32-bit word. So a sketch is a bit string of
 * registers × 32 bits, and merging sketches (a batch's into a day's, the days of a range) is a
 * bitwise OR, which SQL does in place; a register's HyperLogLog value is its highest set bit.
 * Sketches of the same figure always have the same size: `SKETCH_REGISTERS` by dimension.
 *
 * Standard error 1.04 / √registers: 2.3 % for the range's active browsers (2,048 registers, 8 KiB
 * a day), 6.5 % for a top-list key's (256 registers, 1 KiB a day and key). A figure is only
 * estimated when counting exactly would read more than EXACT_DISTINCT_LIMIT rows; the answer then
 * names it in `estimated`, and the page marks it.
 */

export const RANK_BITS = 32;

/** Registers of the sketch kept for a dimension's browsers: the range's active ones, or a key's. */
export function sketchRegistersOf(dimension: string): number {
  return dimension === 'active' ? 2048 : 256;
}

/**
 * Up to this many (day, browser) rows a figure's distinct browsers are counted exactly: the range's
 * active browsers, or a whole top list's (its keys' counts summed bound their browser rows). Past
 * it they are estimated. About 10 ms of reading on PostgreSQL, so small sites and tests stay exact.
 */
export const EXACT_DISTINCT_LIMIT = 10_000;

/** The bit a browser sets in a sketch of `registers` registers (0 is the first bit of the string). */
export function sketchBitOf(endpointId: string, registers: number): number {
  const indexBits = Math.log2(registers);
  const hash = BigInt(`0x${createHash('md5').update(endpointId, 'utf8').digest('hex').slice(0, 16)}`);
  const register = Number(hash >> BigInt(64 - indexBits));
  const rest = hash & ((1n << BigInt(64 - indexBits)) - 1n);
  const restBits = 64 - indexBits;
  const leadingZeros = rest === 0n ? restBits : restBits - rest.toString(2).length;
  return register * RANK_BITS + Math.min(leadingZeros + 1, RANK_BITS) - 1;
}

/**
 * The distinct browsers a sketch holds, as HyperLogLog estimates them (linear counting while many
 * registers are still empty). `bits` is the sketch as '0'/'1' text, PostgreSQL's bit string output.
 */
export function estimateDistinct(bits: string, registers: number): number {
  if (bits.length !== registers * RANK_BITS) throw new Error(`a sketch of ${registers} registers has ${registers * RANK_BITS} bits, not ${bits.length}`);
  let sum = 0;
  let empty = 0;
  for (let register = 0; register < registers; register += 1) {
    const word = bits.slice(register * RANK_BITS, (register + 1) * RANK_BITS);
    const rank = word.lastIndexOf('1') + 1;
    if (rank === 0) empty += 1;
    sum += 2 ** -rank;
  }
  const alpha = registers >= 128 ? 0.7213 / (1 + 1.079 / registers) : registers === 64 ? 0.709 : registers === 32 ? 0.697 : 0.673;
  const raw = (alpha * registers * registers) / sum;
  if (raw <= 2.5 * registers && empty > 0) return Math.round(registers * Math.log(registers / empty));
  return Math.round(raw);
}

/**
 * A sketch as bytes, for stores without bit strings (the AWS aggregator's DynamoDB items): bit `i`
 * of the '0'/'1' text is bit `7 - i % 8` of byte `i / 8`, so the bytes are the text's bits in order.
 */
export function emptySketch(registers: number): Uint8Array {
  return new Uint8Array((registers * RANK_BITS) / 8);
}

/** Sets a browser's bit in a byte sketch of `registers` registers (in place). */
export function addToSketch(sketch: Uint8Array, endpointId: string, registers: number): void {
  const bit = sketchBitOf(endpointId, registers);
  sketch[bit >> 3] |= 0x80 >> (bit & 7);
}

/** ORs `source` into `target` (in place); returns whether `target` changed. */
export function mergeSketch(target: Uint8Array, source: Uint8Array): boolean {
  if (target.length !== source.length) throw new Error(`sketches of ${target.length} and ${source.length} bytes do not merge`);
  let changed = false;
  for (let index = 0; index < target.length; index += 1) {
    const merged = target[index] | source[index];
    if (merged !== target[index]) {
      target[index] = merged;
      changed = true;
    }
  }
  return changed;
}

/** A byte sketch as the '0'/'1' text estimateDistinct reads. */
export function sketchBitsOf(sketch: Uint8Array): string {
  let bits = '';
  for (const byte of sketch) bits += byte.toString(2).padStart(8, '0');
  return bits;
}
