/**
 * How much one open data page may weigh, and where a page ends: the rule both ports apply (the
 * local backend's SQL page and the AWS function's Query page), so their pages and cursors stay
 * equal. Plain: no imports, no I/O.
 *
 * Why this number: on AWS a page is the contentStatistics function's answer, which Lambda caps at
 * 6 MB (synchronous) and AppSync at 1 MB once its resolver has it (AWS support's figure for
 * "Transformation too large": a 4.3 MB Lambda answer fails). The stricter is AppSync's. A page's
 * rows travel as one JSON text inside the answer's JSON (an AWSJSON string: each quote and
 * backslash escaped once more), and are counted as they travel there, in UTF-8 bytes (a character
 * of another script is 2–4 bytes, a control character 7 once escaped twice, never 1), and kept under
 * half of 1 MB: whatever the service counts (UTF-8 bytes, characters, or UTF-16's two bytes a
 * character, as a Java service may), the page is under 1 MB with room for the GraphQL envelope
 * (the field names, the columns, the cursor: well under 1 KB). Typical bans weigh ~470 bytes as
 * rows, so a page of 1,000 fits; 1,000 bans at every field's longest (~12 KB each in ASCII) would
 * be ~12 MB, which is why pages are cut by weight, not count.
 */
export const OPEN_DATA_PAGE_BYTES = 480 * 1024;

/** A value's weight as JSON: its UTF-8 bytes, whatever script its text is in. */
export const jsonBytes = (value: unknown): number => Buffer.byteLength(JSON.stringify(value) ?? '', 'utf8');

/** How many times `character` occurs in `text`. */
function occurrences(text: string, character: string): number {
  let count = 0;
  for (let at = text.indexOf(character); at !== -1; at = text.indexOf(character, at + 1)) count += 1;
  return count;
}

/**
 * The weight of JSON text, as JSON.stringify writes it, carried inside an answer as a string
 * (AWSJSON): its UTF-8 bytes, and one more for each quote and backslash, which the answer's string
 * escapes. Those are the only characters of such text that escaping changes (JSON.stringify leaves
 * no control character or lone surrogate unescaped), so this is what
 * `Buffer.byteLength(JSON.stringify(json)) - 2` counts, without writing the escaped copy. Escaping
 * goes character by character: a page's rows weigh the sum of their parts.
 */
export function carriedBytes(json: string): number {
  return Buffer.byteLength(json, 'utf8') + occurrences(json, '"') + occurrences(json, '\\');
}

/** A page's rows as the JSON text its answer carries (`[row,row,…]`), and how many candidates it holds. */
export type OpenDataPageRows = { rows: string; length: number };

/**
 * A page's rows from its candidates (`count` of them in page order, each made by `rowAt` when its
 * turn comes): at most `limit`, and no more than keep the rows' JSON array (`[r1,r2,…]`), as the
 * answer carries it (carriedBytes), within `bound` bytes. The first row is always kept, whatever it
 * weighs: a page of none would never move on. The page's cursor then points after the last row
 * kept, so the next page starts exactly at the first one left out. A candidate after the one that
 * ends the page is never made. Each row is written as JSON once: the text weighed is the text sent.
 */
export function openDataPageRows(count: number, limit: number, rowAt: (index: number) => unknown, bound: number = OPEN_DATA_PAGE_BYTES): OpenDataPageRows {
  const kept: string[] = [];
  // The opening bracket; each row then brings its bytes and one more (its comma, or the closing bracket).
  let bytes = 1;
  for (let index = 0; index < count && kept.length < limit; index++) {
    const row = JSON.stringify(rowAt(index));
    const withRow = bytes + carriedBytes(row) + 1;
    if (kept.length > 0 && withRow > bound) break;
    bytes = withRow;
    kept.push(row);
  }
  return { rows: `[${kept.join(',')}]`, length: kept.length };
}
