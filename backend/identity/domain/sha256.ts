import { createHash } from 'node:crypto';

/** SHA-256 of the bytes a hex string spells, as 64 lower-case hex characters. */
export function hashHex(hex: string): string {
  return createHash('sha256').update(Buffer.from(hex, 'hex')).digest('hex');
}

/** SHA-256 of a string's UTF-8 bytes, as 64 lower-case hex characters. */
export function hashUtf8(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}
