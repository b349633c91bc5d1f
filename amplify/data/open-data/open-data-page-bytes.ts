/**
 * How much one open data page may weigh, and where a page ends: the rule both ports apply (the
 * local backend's SQL page and the AWS function's Query page), so their pages and cursors stay
 * equal. Plain: no imports, no I/O.
 *
 * Why this number: on AWS a page is the contentStatistics function's answer, which Lambda caps at
 * 6 MB (synchronous) and AppSync at 1 MB once its resolver has it (AWS support's figure for
 * "Transformation too large": a 4.3 MB Lambda answer fails). The stricter is AppSync's. A page's
 * records are counted as UTF-8 JSON bytes (a character of another script is 2–4 bytes, a control
 * character escaped 6, never 1), and kept under half of 1 MB: whatever the service counts (UTF-8
 * bytes, characters, or UTF-16's two bytes a character, as a Java service may), the page is
 * under 1 MB with room for the GraphQL envelope (the field's name, the cursor: a few hundred bytes).
 * Typical records weigh ~670 bytes, so a page holds ~730 of them; 1,000 bans at every field's
 * longest (~12 KB each in ASCII) would be ~12 MB, which is why pages are cut by weight, not count.
 */
export const OPEN_DATA_PAGE_BYTES = 480 * 1024;

/** A value's weight in an answer: its JSON's UTF-8 bytes, whatever script its text is in. */
export const jsonBytes = (value: unknown): number => Buffer.byteLength(JSON.stringify(value) ?? '', 'utf8');

/**
 * A page's records from its candidates (`count` of them in page order, each made by `recordAt` when
 * its turn comes): at most `limit`, and no more than keep the records' JSON array (`[r1,r2,…]`)
 * within `bound` bytes. The first record is always kept, whatever it weighs: a page of none would
 * never move on. The page's cursor then points after the last record kept, so the next page starts
 * exactly at the first one left out. A candidate after the one that ends the page is never made: a
 * typical page keeps ~700 of the 1,000 read, and making the rest cost as much as weighing them.
 */
export function openDataPageRecords<T>(count: number, limit: number, recordAt: (index: number) => T, bound: number = OPEN_DATA_PAGE_BYTES): T[] {
  const records: T[] = [];
  // The opening bracket; each record then brings its bytes and one more (its comma, or the closing bracket).
  let bytes = 1;
  for (let index = 0; index < count && records.length < limit; index++) {
    const record = recordAt(index);
    const withRecord = bytes + jsonBytes(record) + 1;
    if (records.length > 0 && withRecord > bound) break;
    bytes = withRecord;
    records.push(record);
  }
  return records;
}

/** How many of a page's candidates (its records in page order) the page keeps: openDataPageRecords's rule. */
export function openDataPageLength(candidates: readonly unknown[], limit: number, bound: number = OPEN_DATA_PAGE_BYTES): number {
  return openDataPageRecords(candidates.length, limit, (index) => candidates[index], bound).length;
}
