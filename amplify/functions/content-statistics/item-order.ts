import type { Item } from './item-filters';
import { compareCodePoints } from '../../data/record-facts/code-point-order';

/**
 * The local lists' ORDER BY clauses as sort keys: one string per item whose order under COLLATE
 * "C" (UTF-8 bytes, the order DynamoDB keeps a sort key in) is the ORDER BY's. The same key sorts
 * a scanned list here and orders figures-aggregator's list entries (shared/figure-lists.ts), so
 * the order is written once. PostgreSQL puts nulls last ascending and first descending unless told
 * otherwise; text compares as COLLATE "C".
 */
export type SortKey = (item: Item) => string;
type Direction = 'ASC' | 'DESC';
type Nulls = 'NULLS FIRST' | 'NULLS LAST';

/**
 * How a value of one kind becomes a string in the value's order. `hex` is prefix-free over
 * HEX_ALPHABET (so a descending key inverts it character by character); `ascending` may be any
 * prefix-free code (text keeps its characters, so long titles stay short keys).
 */
type Codec<T> = { hex: (value: T) => string; ascending?: (value: T) => string };

/** A prefix-free code's characters, lowest first: '!' ends a text, below every digit. */
const HEX_ALPHABET = '!0123456789abcdef';
const invert = (code: string) => code.replace(/[!0-9a-f]/g, (character) => HEX_ALPHABET[HEX_ALPHABET.length - 1 - HEX_ALPHABET.indexOf(character)]);

/** Text as COLLATE "C" orders it: its UTF-8 bytes, then '!' (a shorter text first). */
export const TEXT: Codec<string> = {
  hex: (value) => `${Buffer.from(value, 'utf8').toString('hex')}!`,
  // The text itself with U+0000–U+0002 escaped to two characters starting U+0002, ended by U+0001.
  ascending: (value) => `${value.replace(/[\u0000-\u0002]/g, (character) => `\u0002${String.fromCharCode(character.charCodeAt(0) + 1)}`)}\u0001`,
};

/** A finite number (PostgreSQL numeric compared as JavaScript numbers): its IEEE 754 bits, sign flipped so bytes order as values. */
export const NUMBER: Codec<number> = {
  hex: (value) => {
    const bytes = Buffer.alloc(8);
    bytes.writeDoubleBE(value === 0 ? 0 : value);
    if (bytes[0] & 0x80) for (let index = 0; index < 8; index += 1) bytes[index] ^= 0xff;
    else bytes[0] ^= 0x80;
    return bytes.toString('hex');
  },
};

/** A whole number written without leading zeros (any length): its length in six digits, then its digits. */
export const WHOLE_NUMBER: Codec<string> = { hex: (digits) => `${String(digits.length).padStart(6, '0')}${digits}` };

/** false before true. */
export const BOOLEAN: Codec<boolean> = { hex: (value) => (value ? '1' : '0') };

/** Any ORDER BY expression: its value for an item (null for SQL's NULL) and the codec of its kind. */
export function expression<T>(valueOf: (item: Item) => T | null, codec: Codec<T>, direction: Direction = 'ASC', nulls?: Nulls): SortKey {
  const nullsFirst = (nulls ?? (direction === 'ASC' ? 'NULLS LAST' : 'NULLS FIRST')) === 'NULLS FIRST';
  return (item) => {
    const value = valueOf(item);
    if (value === null) return nullsFirst ? '0' : '2';
    return `1${direction === 'DESC' ? invert(codec.hex(value)) : (codec.ascending ?? codec.hex)(value)}`;
  };
}

/** The id column (COLLATE "C"), never null: the last key of every order, so each page is stable. */
export const id = (direction: Direction = 'ASC') => expression((item) => String(item.id), TEXT, direction);

/**
 * DynamoDB's longest sort key, in bytes. A key longer than that is cut before its last part (the
 * id, kept whole so each record's key stays its own): two values alike for their first ~900 bytes
 * may then order differently from the SQL (docs/deploy-aws.md).
 */
export const MAX_SORT_KEY_BYTES = 1024;

function cutToBytes(text: string, bytes: number): string {
  let cut = '';
  let used = 0;
  for (const character of text) {
    used += Buffer.byteLength(character);
    if (used > bytes) break;
    cut += character;
  }
  return cut;
}

/** ORDER BY first, then, …, id: the keys' codes one after another (each prefix-free, so the first that differs decides). */
export function orderBy(...keys: SortKey[]): SortKey {
  const last = keys.length - 1;
  return (item) => {
    const codes = keys.map((key) => key(item));
    const head = codes.slice(0, last).join('');
    const room = MAX_SORT_KEY_BYTES - Buffer.byteLength(codes[last]);
    return (Buffer.byteLength(head) > room ? cutToBytes(head, room) : head) + codes[last];
  };
}

/** Items in a sort key's order. */
export function sortBy<T extends Item>(items: T[], key: SortKey): T[] {
  return items
    .map((item) => ({ item, key: key(item) }))
    .sort((a, b) => compareCodePoints(a.key, b.key))
    .map(({ item }) => item);
}
