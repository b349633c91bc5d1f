import { stringify } from 'csv-stringify/sync';
import { csvHeader, csvLines, jsonClosing, jsonOpening, jsonRecords, latestChangeOf, rowLayout, toDownloadRow } from './encode-open-data';
import { expectedCell, hostileRecords, HOSTILE_TEXTS, pageOf, parseCsv } from './hostile-records.test-helper';
import { OPEN_DATA_SETS, type OpenDataSet } from './open-data-sets';
import type { OpenDataRow } from './read-open-data';

const origin = 'https://bans.example.org';

/** Records as a page's rows, and the layout that reads them. */
function rowsOf(set: OpenDataSet, records: OpenDataRow[], at = origin) {
  const page = pageOf(records);
  return { layout: rowLayout(set, page.columns, at), rows: page.rows };
}
/** The CSV lines of `records` (as a page of the data API holds them). */
const csvOf = (set: OpenDataSet, records: OpenDataRow[]) => {
  const { layout, rows } = rowsOf(set, records);
  return csvLines(layout, rows);
};
/** The JSON file's records of `records`. */
const jsonOf = (set: OpenDataSet, records: OpenDataRow[]) => {
  const { layout, rows } = rowsOf(set, records);
  return jsonRecords(layout, rows);
};
/** Each record as the download lists it. */
const downloadRows = (set: OpenDataSet, records: OpenDataRow[], at = origin) => {
  const { layout, rows } = rowsOf(set, records, at);
  return rows.map((row) => toDownloadRow(layout, row));
};

describe.each(OPEN_DATA_SETS)('the $name files, encoded', (set) => {
  const records = downloadRows(set, hostileRecords(set, HOSTILE_TEXTS.length * 2));
  const header = set.fields.map((field) => field.name);

  it('hold the same values in the CSV as in the JSON, whatever the text (quotes, commas, CR, LF, formulas, unicode)', () => {
    // Written in two pieces, as the download writes the header and then each page.
    const csv = csvHeader(set) + csvOf(set, records.slice(0, 7)) + csvOf(set, records.slice(7));
    const json = JSON.parse(
      jsonOpening(set, origin, null, '2026-01-01T00:00:00.000Z') +
        jsonOf(set, records.slice(0, 7)) +
        ',' +
        jsonOf(set, records.slice(7)) +
        jsonClosing(records.length, null, '2026-11-20T10:00:00.000Z'),
    ) as {
      records: Record<string, unknown>[];
    };
    const [headerCells, ...rows] = parseCsv(csv);
    expect(headerCells).toEqual(header);
    expect(rows).toHaveLength(json.records.length);
    json.records.forEach((record, index) => {
      expect(Object.keys(record)).toEqual(header);
      expect(rows[index]).toEqual(header.map((name) => expectedCell(record[name])));
    });
  });

  it('quotes every cell holding a quote, comma, CR or LF, and ends each record with CRLF', () => {
    const line = csvOf(set, hostileRecords(set, 1).map((record) => ({ ...record, evidence: 'first\nsecond', id: 'a\rb' })));
    expect(line).toContain('"first\nsecond"');
    expect(line.startsWith('"a\rb",')).toBe(true);
    expect(line.endsWith('\r\n')).toBe(true);
    expect(parseCsv(line)).toHaveLength(1);
  });

  it('writes byte for byte what csv-stringify wrote with the options the download used before its own encoder', () => {
    const asBefore = (rows: typeof records, withHeader: boolean) =>
      stringify(
        rows.map((row) => set.fields.map((field) => row[field.name])),
        { header: withHeader, columns: header, escape_formulas: true, cast: { boolean: (value) => String(value) }, record_delimiter: 'windows', quote_record_delimiter: true },
      );
    const odd = records.map((row, index) => ({ ...row, id: HOSTILE_TEXTS[index % HOSTILE_TEXTS.length], evidence: ['', '-', '0', 'a\r', '"a"'][index % 5] }));
    // The permalinks made again from the odd ids, as the download makes them.
    expect(csvHeader(set) + csvOf(set, odd)).toBe(asBefore(downloadRows(set, odd), true));
    expect(csvHeader(set)).toBe(asBefore([], true));
    expect(csvOf(set, odd.slice(3))).toBe(asBefore(downloadRows(set, odd.slice(3)), false));
  });

  it('makes each permalink as the URL parser does, for plain ids and any other', () => {
    for (const id of ['3f1c-9a_B', '..', '.', 'a/b', 'a b?#', 'é', '%2e%2e', ...HOSTILE_TEXTS]) {
      const [row] = downloadRows(set, hostileRecords(set, 1).map((record) => ({ ...record, id })), `${origin}/base`);
      expect(row.permalink).toBe(new URL(set.permalink(id), `${origin}/base/`).toString());
    }
    expect(downloadRows(set, [{ id: 'x1' }], 'http://other.example:8080')[0].permalink).toBe(`http://other.example:8080${set.permalink('x1')}`);
  });

  it('writes each JSON record as JSON.stringify writes the record, whatever columns the page has and in whatever order', () => {
    const hostile = hostileRecords(set, HOSTILE_TEXTS.length * 2);
    // The data API's columns reversed, one field missing (null) and one it does not publish (left out).
    const page = pageOf(hostile.map((record) => ({ unknown: 'x', ...Object.fromEntries(Object.entries(record).reverse().filter(([name]) => name !== 'evidence')) })));
    const layout = rowLayout(set, page.columns, origin);
    const expected = page.rows.map((row) => JSON.stringify(toDownloadRow(layout, row))).join(',');
    expect(jsonRecords(layout, page.rows)).toBe(expected);
    expect(Object.keys(JSON.parse(`[${expected}]`)[0] as object)).toEqual(header);
    expect((JSON.parse(`[${expected}]`) as OpenDataRow[]).every((record) => record.evidence === null && !('unknown' in record))).toBe(true);
    expect(latestChangeOf(layout, page.rows, null)).toBe(hostile.map((record) => String(record.updatedAt)).sort().at(-1));
    expect(latestChangeOf(layout, page.rows, '9999-01-01')).toBe('9999-01-01');
    expect(jsonRecords(layout, [])).toBe('');
  });

  it('keeps a formula from running in a spreadsheet', () => {
    const [cells] = parseCsv(csvOf(set, hostileRecords(set, 1).map((record) => ({ ...record, evidence: '=1+1\n=2+2' }))));
    expect(cells[header.indexOf('evidence')]).toBe("'=1+1\n=2+2");
  });
});

describe('the JSON file’s next since', () => {
  const nextOf = (latestChange: string | null, generatedAt: string) => (JSON.parse(`{"records":[${jsonClosing(0, latestChange, generatedAt)}`) as { next: { since: string } | null }).next;

  it('is the latest change seen, but never later than the start of the day the file was made', () => {
    expect(nextOf('2026-11-19T22:00:00.000Z', '2026-11-20T10:00:00.000Z')).toEqual({ since: '2026-11-19T22:00:00.000Z' });
    // An anonymised record changed later today shows today's 00:00 (plus a millisecond a write): the next download must reach it.
    expect(nextOf('2026-11-20T09:59:00.000Z', '2026-11-20T10:00:00.000Z')).toEqual({ since: '2026-11-20T00:00:00.000Z' });
    expect(nextOf(null, '2026-11-20T10:00:00.000Z')).toBeNull();
  });
});
