import { carriedBytes, jsonBytes, OPEN_DATA_PAGE_BYTES, openDataPageRows } from './open-data-page-bytes';
import { OPEN_BAN_COLUMNS, OPEN_SHADOWBAN_COLUMNS, openDataRecordOf, toOpenBanRow, toOpenShadowbanRow } from './open-data-records';
import { LONGEST, longestBanFields, longestReportFields, SCRIPTS, textOfLength, type Script } from './longest-records.test-helper';

/** A row of exactly `bytes` bytes as the answer carries it: ["…"] is 6 bytes around its text (each quote escaped). */
const weighing = (bytes: number, unit = 'a') => [unit.repeat((bytes - 6) / Buffer.byteLength(unit))];
/** How many of `rows` a page keeps, and its text. */
const pageOf = (rows: unknown[], limit: number, bound?: number) => openDataPageRows(rows.length, limit, (index) => rows[index], bound);
/** The bytes of a page's rows as the answer carries them. */
const pageBytes = (rows: unknown[]) => carriedBytes(JSON.stringify(rows));

describe('the byte bound of an open data page', () => {
  it('keeps rows up to exactly the bound, as their JSON array carried in the answer', () => {
    // Three rows of 100 bytes: [a,b,c] is 1 + 3 × (100 + 1) = 304 bytes.
    const rows = [weighing(100), weighing(100), weighing(100), weighing(100)];
    expect(pageBytes(rows.slice(0, 3))).toBe(304);
    expect(pageOf(rows, 10, 304).length).toBe(3);
    expect(pageOf(rows, 10, 304).rows).toBe(JSON.stringify(rows.slice(0, 3)));
  });

  it('leaves out the row that would take the page one byte over', () => {
    const rows = [weighing(100), weighing(100), weighing(100)];
    expect(pageOf(rows, 10, 303).length).toBe(2);
    expect(pageOf(rows, 10, 203).length).toBe(2);
    expect(pageOf(rows, 10, 202).length).toBe(1);
  });

  it('ends at `limit` rows when they weigh less than the bound', () => {
    const rows = Array.from({ length: 200 }, () => weighing(50));
    expect(pageOf(rows, 7).length).toBe(7);
    expect(pageOf(rows, 1_000).length).toBe(200);
    expect(pageOf([], 1_000)).toEqual({ rows: '[]', length: 0 });
  });

  it('weighs JSON text as the answer carries it: escaped once more, in UTF-8 bytes', () => {
    const texts = ['plain', 'a "quoted" word', 'back\\slash', 'two\nlines', '\u0001\u001f', 'lone \ud800 and \udfff surrogates', 'Zoë ✓ 😀 日本語', '\u2028\u2029', '\u007f'];
    for (const value of [...texts, texts, { key: texts }, 12.5, null, true]) {
      const json = JSON.stringify(value);
      expect([value, carriedBytes(json)]).toEqual([value, Buffer.byteLength(JSON.stringify(json)) - 2]);
    }
  });

  it('makes no candidate past the row that ends the page', () => {
    const made: number[] = [];
    const page = openDataPageRows(1_000, 1_000, (index) => (made.push(index), weighing(100)), 10 * 101 + 1);
    expect(page.length).toBe(10);
    expect(Math.max(...made)).toBe(10);
  });

  it.each(Object.entries(SCRIPTS) as [Script, string][])('counts %s text in UTF-8 bytes as carried, not characters', (script) => {
    const text = textOfLength(1_000, script);
    expect(jsonBytes(text)).toBe(Buffer.byteLength(JSON.stringify(text)));
    // Escaped twice: once as the row's JSON, once as the answer's string.
    expect(carriedBytes(JSON.stringify(text))).toBe(Buffer.byteLength(JSON.stringify(JSON.stringify(text))) - 2);
    const weight = carriedBytes(JSON.stringify([text]));
    // Two rows of this text fit in twice their weight and three brackets and commas, not one byte less.
    const rows = [[text], [text], [text]];
    expect(pageOf(rows, 10, 2 * weight + 3).length).toBe(2);
    expect(pageOf(rows, 10, 2 * weight + 2).length).toBe(1);
    if (script !== 'ascii') expect(weight).toBeGreaterThan(text.length + 6);
  });

  it('keeps a single row heavier than the bound alone, so a page always moves on', () => {
    const huge = weighing(OPEN_DATA_PAGE_BYTES * 2);
    expect(pageOf([huge, weighing(100)], 1_000).length).toBe(1);
    expect(pageOf([weighing(100), huge, weighing(100)], 1_000).length).toBe(1);
    expect(pageOf([huge], 1_000).length).toBe(1);
  });

  it.each(Object.keys(SCRIPTS) as Script[])('holds a record at every field\'s longest (%s) many times over', (script) => {
    const creator = textOfLength(LONGEST.username, 'ascii');
    const id = textOfLength(200, 'ascii');
    const stamp = '2026-01-31T12:00:00.000Z';
    const ban = toOpenBanRow(id, { ...longestBanFields(script), platformId: textOfLength(LONGEST.platformId, 'ascii'), appealStatus: 'PENDING', dateOfBan: '2026-01-01', isActive: true, createdAt: stamp, updatedAt: stamp }, creator);
    const report = toOpenShadowbanRow(id, { ...longestReportFields(script), platform: 'YOUTUBE', appealStatus: 'PENDING', date: '2026-01-01', createdAt: stamp, updatedAt: stamp }, creator);
    for (const [columns, row] of [[OPEN_BAN_COLUMNS, ban], [OPEN_SHADOWBAN_COLUMNS, report]] as const) {
      const record = openDataRecordOf(columns, row);
      // Every text field is there, at the rules' length.
      expect(record.evidence).toHaveLength(LONGEST.evidence);
      expect(String(record.evidenceSha256).split(' ')).toHaveLength(LONGEST.hashes);
      // At most ~62 KB (control characters, 7 bytes each as carried): a page of the bound holds seven or more.
      expect(carriedBytes(JSON.stringify(row)) * 7).toBeLessThan(OPEN_DATA_PAGE_BYTES);
    }
  });
});

describe('an open data row', () => {
  it('holds a value for each of its columns, in their order', () => {
    const doc = {
      platformId: 'YouTube', dateOfBan: '2025-01-02', isActive: true, explanation: 'why', dsaRestriction: 'DECISION_ACCOUNT_SUSPENDED', policyCited: 'rule 1', endDate: '2025-02-01',
      statementOfReasons: false, contentUrl: 'https://example.com/a', appealStatus: 'PENDING', verification: 'CORROBORATED', evidence: 'proof', evidenceSha256: ['a'.repeat(64), 'bad'],
      createdAt: '2025-01-03T00:00:00.000Z', updatedAt: '2025-01-04T00:00:00.000Z', owner: 'someone', profileId: 'p1',
    };
    const ban = toOpenBanRow('b1', doc, 'maker');
    expect(ban).toHaveLength(OPEN_BAN_COLUMNS.length);
    expect(openDataRecordOf(OPEN_BAN_COLUMNS, ban)).toEqual({
      id: 'b1', platform: 'youtube', creator: 'maker', dateOfBan: '2025-01-02', isActive: true, explanation: 'why', restrictionCategory: 'DECISION_ACCOUNT', restriction: 'DECISION_ACCOUNT_SUSPENDED',
      policyCited: 'rule 1', endDate: '2025-02-01', statementOfReasons: false, contentUrl: 'https://example.com/a', appealStatus: 'PENDING', verification: 'CORROBORATED', evidence: 'proof',
      evidenceSha256: 'a'.repeat(64), createdAt: '2025-01-03T00:00:00.000Z', updatedAt: '2025-01-04T00:00:00.000Z',
    });
    const report = toOpenShadowbanRow('s1', { ...doc, platform: 'tiktok', date: '2025-01-05', category: 'music', restrictionType: 'search', description: 'hidden', financialImpact: 12.5, dsaRestriction: 'NOT_A_RESTRICTION' }, null);
    expect(report).toHaveLength(OPEN_SHADOWBAN_COLUMNS.length);
    expect(openDataRecordOf(OPEN_SHADOWBAN_COLUMNS, report)).toEqual({
      id: 's1', platform: 'tiktok', creator: null, date: '2025-01-05', category: 'music', restrictionType: 'search', description: 'hidden', financialImpact: 12.5, restrictionCategory: null, restriction: null,
      policyCited: 'rule 1', endDate: '2025-02-01', statementOfReasons: false, contentUrl: 'https://example.com/a', appealStatus: 'PENDING', verification: 'CORROBORATED', evidence: 'proof',
      evidenceSha256: 'a'.repeat(64), createdAt: '2025-01-03T00:00:00.000Z', updatedAt: '2025-01-04T00:00:00.000Z',
    });
  });
});
