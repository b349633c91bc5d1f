/**
 * CRC-32 (the one gzip and zlib use) of a concatenation from the CRCs of its parts, as zlib's
 * crc32_combine computes it: crc(A‖B) = (crc(A) shifted by |B| zero bytes) xor crc(B). The shift is
 * a multiplication by x^(8·|B|) modulo the CRC polynomial; `shiftFor` prepares it once per length,
 * so combining costs 32 steps instead of reading the bytes again.
 */

/** The CRC-32 polynomial, bit-reflected. */
const POLYNOMIAL = 0xedb88320;
/** x^(2^k) modulo the polynomial, for k = 0…31 (reflected: x^0 is the top bit). */
const POWERS_OF_X = buildPowersOfX();

export type CrcShift = number;

/** The shift past `length` bytes. */
export function shiftFor(length: number): CrcShift {
  let power = 0x80000000;
  let exponent = 3; // 8 bits a byte: x^(8·length) = x^(length·2^3)
  for (let remaining = length; remaining > 0; remaining = Math.floor(remaining / 2), exponent++) {
    if (remaining % 2 === 1) power = multiplyModP(POWERS_OF_X[exponent % 32], power);
  }
  return power;
}

/** crc(A‖B) from crc(A), crc(B) and the shift past |B| bytes. */
export function combineCrc(crcA: number, crcB: number, shiftB: CrcShift): number {
  return (multiplyModP(shiftB, crcA) ^ crcB) >>> 0;
}

/** a·b modulo the polynomial, in GF(2), bit-reflected (zlib's multmodp). */
function multiplyModP(a: number, b: number): number {
  let mask = 0x80000000;
  let product = 0;
  let factor = b >>> 0;
  for (;;) {
    if ((a & mask) !== 0) {
      product ^= factor;
      if ((a & (mask - 1)) === 0) break;
    }
    mask >>>= 1;
    if (mask === 0) break;
    factor = factor & 1 ? (factor >>> 1) ^ POLYNOMIAL : factor >>> 1;
  }
  return product >>> 0;
}

function buildPowersOfX(): number[] {
  const powers = [0x40000000]; // x^1
  for (let k = 1; k < 32; k++) powers.push(multiplyModP(powers[k - 1], powers[k - 1]));
  return powers;
}
