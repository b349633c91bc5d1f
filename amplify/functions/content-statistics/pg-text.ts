/**
 * The few PostgreSQL text rules the local statistics SQL relies on, written for items scanned from
 * DynamoDB, so the AWS answers match the local ones value for value (the local store's database
 * is created with collation "C" and ctype C.UTF-8, data_records.id is COLLATE "C").
 */

/** `doc->>'field'`: a string as it is, anything else as jsonb prints it, a missing or null value as null. */
export function textOf(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  return typeof value === 'string' ? value : jsonbText(value);
}

/** jsonb's text form: `[1, 2]`, `{"a": 1}` with keys shortest first, then by bytes. */
function jsonbText(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(jsonbText).join(', ')}]`;
  if (value !== null && typeof value === 'object') {
    const keys = Object.keys(value).sort((a, b) => Buffer.byteLength(a) - Buffer.byteLength(b) || compareC(a, b));
    return `{${keys.map((key) => `${JSON.stringify(key)}: ${jsonbText((value as Record<string, unknown>)[key])}`).join(', ')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** `(CASE WHEN jsonb_typeof(doc->'field') = 'number' THEN … END)`: a number, or null for anything else. */
export function numberOf(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** `trim(text)`: PostgreSQL trims spaces only, never tabs or line breaks (unlike String.prototype.trim). */
export function pgTrim(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && text.charCodeAt(start) === 0x20) start += 1;
  while (end > start && text.charCodeAt(end - 1) === 0x20) end -= 1;
  return text.slice(start, end);
}

/**
 * `lower(text)` under a UTF-8 ctype: each character lower-cased on its own (no final-sigma rule,
 * and 'İ' becomes 'i', where String.prototype.toLowerCase gives 'i̇').
 */
export function pgLower(text: string): string {
  if (/^[\x00-\x7f]*$/.test(text)) return text.toLowerCase();
  let lowered = '';
  for (const character of text) {
    const lower = character.toLowerCase();
    lowered += String.fromCodePoint(lower.codePointAt(0) ?? 0);
  }
  return lowered;
}

/**
 * `lower(text COLLATE "C")`: the C collation's ctype lower-cases A–Z only ('É' stays 'É'), where
 * `lower(text)` under the database's default collation (pgLower) lower-cases every letter.
 */
export function pgLowerC(text: string): string {
  return text.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());
}

/**
 * The characters `\s` matches in a PostgreSQL regular expression under the database's ctype
 * C.UTF-8, as the embedded store (PGlite, musl's iswspace) has them: tab to carriage return,
 * space, U+0085, U+2000–U+2006, U+2008–U+200A, U+2028, U+2029, U+205F and U+3000; not U+00A0,
 * U+1680, U+2007, U+202F or U+FEFF. (A PostgreSQL server on glibc, ctype C.UTF-8, matches U+1680
 * and not U+0085: the only two characters on which the local stores themselves disagree.)
 */
export function isPgRegexSpace(code: number): boolean {
  return (
    (code >= 0x09 && code <= 0x0d) || code === 0x20 || code === 0x85 || (code >= 0x2000 && code <= 0x200a && code !== 0x2007) ||
    code === 0x2028 || code === 0x2029 || code === 0x205f || code === 0x3000
  );
}

/** `left(text, n)`: the first n characters (code points, not UTF-16 units). */
export function pgLeft(text: string, count: number): string {
  let taken = '';
  let index = 0;
  for (const character of text) {
    if (index === count) break;
    taken += character;
    index += 1;
  }
  return taken;
}

/**
 * Comparison under COLLATE "C": by UTF-8 bytes, which is by code points (JavaScript's `<` compares
 * UTF-16 units and puts astral characters before U+E000–U+FFFF; localeCompare follows a locale).
 */
export function compareC(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  for (let index = 0; index < length; index += 1) {
    const x = a.charCodeAt(index);
    const y = b.charCodeAt(index);
    if (x === y) continue;
    // Only where a surrogate meets a unit above the surrogates does the UTF-16 order differ.
    if (x >= 0xd800 && y >= 0xd800) {
      const highX = x >= 0xd800 && x <= 0xdfff ? 0x10000 : x;
      const highY = y >= 0xd800 && y <= 0xdfff ? 0x10000 : y;
      if (highX !== highY) return highX < highY ? -1 : 1;
    }
    return x < y ? -1 : 1;
  }
  return a.length === b.length ? 0 : a.length < b.length ? -1 : 1;
}
