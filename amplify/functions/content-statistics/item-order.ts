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

/**
 * A sort key's page-start prefix (figure-lists.ts keeps a counter per prefix in each list
 * partition): its first characters, as many as a rule decides from those characters alone. So no
 * prefix is a proper prefix of another (the longer one's key would have stopped at the same place),
 * each prefix's keys are one run of the order, and the runs come in their prefixes' order: a Query
 * from `sk >= prefix` starts exactly at the prefix's first entry. A key ending before the rule
 * stops is its own prefix (keys are prefix-free). Any rule is exact; a rule only decides how many
 * entries a prefix holds, and how many prefixes a list has.
 */
export type PrefixRule = (sk: string) => string;

/** One code of a key read from `at`: where it ends (exclusive), and whether the prefix stops there. */
type PrefixStep = (sk: string, at: number) => { end: number; stop: boolean };

/** A rule reading codes in turn until one stops the prefix (or the steps end). */
export function prefixRule(...steps: PrefixStep[]): PrefixRule {
  return (sk) => {
    let at = 0;
    for (const step of steps) {
      const { end, stop } = step(sk, at);
      at = end;
      if (stop || at >= sk.length) break;
    }
    return sk.slice(0, Math.min(at, sk.length));
  };
}

/** An expression's null ('0' or '2', one character): read on, the next code decides. */
const nullCode = (at: number) => ({ end: at + 1, stop: false });

/**
 * A descending text (TEXT inverted: two characters a byte, ended by 'f', the inverted '!' at a byte
 * boundary) to its first `bytes` bytes or its end, then stop: a date 'YYYY-MM-DD' to the month is 7.
 */
export const descendingTextTo = (bytes: number): PrefixStep => (sk, at) => {
  if (sk[at] !== '1') return nullCode(at);
  let end = at + 1;
  for (let byte = 0; byte < bytes && end < sk.length; byte += 1) {
    if (sk[end] === 'f') return { end: end + 1, stop: true };
    end += 2;
  }
  return { end, stop: true };
};

/** A number (NUMBER, sixteen hex characters) whole, read on; or to its first `hex` characters (sign and exponent: 3), then stop. */
export const numberCode = (hex?: number): PrefixStep => (sk, at) => {
  if (sk[at] !== '1') return nullCode(at);
  return hex === undefined ? { end: at + 17, stop: false } : { end: at + 1 + hex, stop: true };
};

/** A whole number (WHOLE_NUMBER: six digits of length, then the digits) whole, then stop. */
export const wholeNumberCode: PrefixStep = (sk, at) => {
  if (sk[at] !== '1') return nullCode(at);
  const length = Number(sk.slice(at + 1, at + 7));
  return { end: at + 7 + (Number.isInteger(length) ? length : 0), stop: true };
};

/** A boolean (one character), read on. */
export const booleanCode: PrefixStep = (sk, at) => (sk[at] !== '1' ? nullCode(at) : { end: at + 2, stop: false });

/** An ascending text's (or id's) first `characters` code points, then stop. */
export const ascendingTextTo = (characters: number): PrefixStep => (sk, at) => {
  if (sk[at] !== '1') return nullCode(at);
  let end = at + 1;
  for (let count = 0; count < characters && end < sk.length; count += 1) end += (sk.codePointAt(end) as number) > 0xffff ? 2 : 1;
  return { end, stop: true };
};

/** A descending id's first byte (two characters), then stop: undated records spread over 16 prefixes when ids are UUIDs. */
export const descendingIdByte: PrefixStep = (sk, at) => ({ end: at + 1 + 2, stop: true });
