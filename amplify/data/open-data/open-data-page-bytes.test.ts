import { jsonBytes, OPEN_DATA_PAGE_BYTES, openDataPageLength } from './open-data-page-bytes';
import { toOpenBanRecord, toOpenShadowbanReport } from './open-data-records';
import { LONGEST, longestBanFields, longestReportFields, SCRIPTS, textOfLength, type Script } from './longest-records.test-helper';

/** A record of exactly `bytes` bytes as JSON: {"t":"…"} is 8 bytes around its text. */
const weighing = (bytes: number, unit = 'a') => ({ t: unit.repeat((bytes - 8) / Buffer.byteLength(unit)) });
/** The bytes of `records` as the page's JSON array. */
const arrayBytes = (records: unknown[]) => Buffer.byteLength(JSON.stringify(records));

describe('the byte bound of an open data page', () => {
  it('keeps records up to exactly the bound, as their JSON array', () => {
    // Three records of 100 bytes: [a,b,c] is 1 + 3 × (100 + 1) = 304 bytes.
    const records = [weighing(100), weighing(100), weighing(100), weighing(100)];
    expect(arrayBytes(records.slice(0, 3))).toBe(304);
    expect(openDataPageLength(records, 10, 304)).toBe(3);
    expect(arrayBytes(records.slice(0, openDataPageLength(records, 10, 304)))).toBeLessThanOrEqual(304);
  });

  it('leaves out the record that would take the page one byte over', () => {
    const records = [weighing(100), weighing(100), weighing(100)];
    expect(openDataPageLength(records, 10, 303)).toBe(2);
    expect(openDataPageLength(records, 10, 203)).toBe(2);
    expect(openDataPageLength(records, 10, 202)).toBe(1);
  });

  it('ends at `limit` records when they weigh less than the bound', () => {
    const records = Array.from({ length: 20 }, () => weighing(50));
    expect(openDataPageLength(records, 7)).toBe(7);
    expect(openDataPageLength(records, 1_000)).toBe(20);
    expect(openDataPageLength([], 1_000)).toBe(0);
  });

  it.each(Object.entries(SCRIPTS) as [Script, string][])('counts %s text in UTF-8 bytes, not characters', (script) => {
    const text = textOfLength(1_000, script);
    expect(jsonBytes(text)).toBe(Buffer.byteLength(JSON.stringify(text)));
    const weight = jsonBytes({ t: text });
    // Two records of this text fit in twice their weight and three brackets and commas, not one byte less.
    const records = [{ t: text }, { t: text }, { t: text }];
    expect(openDataPageLength(records, 10, 2 * weight + 3)).toBe(2);
    expect(openDataPageLength(records, 10, 2 * weight + 2)).toBe(1);
    if (script !== 'ascii') expect(weight).toBeGreaterThan(text.length + 8);
  });

  it('keeps a single record heavier than the bound alone, so a page always moves on', () => {
    const huge = weighing(OPEN_DATA_PAGE_BYTES * 2);
    expect(openDataPageLength([huge, weighing(100)], 1_000)).toBe(1);
    expect(openDataPageLength([weighing(100), huge, weighing(100)], 1_000)).toBe(1);
    expect(openDataPageLength([huge], 1_000)).toBe(1);
  });

  it.each(Object.keys(SCRIPTS) as Script[])('holds a record at every field\'s longest (%s) many times over', (script) => {
    const creator = textOfLength(LONGEST.username, 'ascii');
    const id = textOfLength(200, 'ascii');
    const stamp = '2026-01-31T12:00:00.000Z';
    const ban = toOpenBanRecord(id, { ...longestBanFields(script), platformId: textOfLength(LONGEST.platformId, 'ascii'), appealStatus: 'PENDING', dateOfBan: '2026-01-01', isActive: true, createdAt: stamp, updatedAt: stamp }, creator);
    const report = toOpenShadowbanReport(id, { ...longestReportFields(script), platform: 'YOUTUBE', appealStatus: 'PENDING', date: '2026-01-01', createdAt: stamp, updatedAt: stamp }, creator);
    for (const record of [ban, report]) {
      // Every text field is there, at the rules' length.
      expect(record.evidence).toHaveLength(LONGEST.evidence);
      expect(record.evidenceSha256?.split(' ')).toHaveLength(LONGEST.hashes);
      // At most ~55 KB (6-byte control characters): a page of the bound holds eight or more.
      expect(jsonBytes(record) * 8).toBeLessThan(OPEN_DATA_PAGE_BYTES);
    }
  });
});
