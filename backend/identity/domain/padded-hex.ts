const HEX_PATTERN = /^[0-9a-fA-F]+$/;

/**
 * Minimal two's-complement big-endian hex of a non-negative integer (Java's
 * BigInteger.toByteArray()): the encoding the Amplify client hashes every SRP integer in.
 * A value whose top bit is set gets a leading 00 byte, so `0x80` becomes `0080`.
 */
export function toPaddedHex(value: bigint): string {
  if (value < 0n) throw new RangeError('SRP integers are never negative');
  let hex = value.toString(16);
  if (hex.length % 2 === 1) hex = `0${hex}`;
  return /^[89a-f]/.test(hex) ? `00${hex}` : hex;
}

/** Lower-case hex, left-padded with zeros to `length` characters. */
export function toFixedHex(value: bigint, length: number): string {
  return value.toString(16).padStart(length, '0');
}

/** Big-endian bytes of a non-negative integer, with no sign byte. */
export function toBytes(value: bigint): Buffer {
  let hex = value.toString(16);
  if (hex.length % 2 === 1) hex = `0${hex}`;
  return Buffer.from(hex, 'hex');
}

/**
 * Reads a hex string as an integer the way the client does (case and leading zeros do not
 * matter). Returns null for anything that is not plain hex or is longer than `maxLength`.
 */
export function parseHexInteger(hex: unknown, maxLength: number): bigint | null {
  if (typeof hex !== 'string' || hex.length > maxLength || !HEX_PATTERN.test(hex)) return null;
  return BigInt(`0x${hex}`);
}
