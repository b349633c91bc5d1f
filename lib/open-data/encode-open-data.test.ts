import { stringify } from 'csv-stringify/sync';
import { csvLines, jsonClosing, jsonOpening, toDownloadRow } from './encode-open-data';
import { expectedCell, hostileRecords, HOSTILE_TEXTS, parseCsv } from './hostile-records.test-helper';
import { OPEN_DATA_SETS } from './open-data-sets';

const origin = 'https://bans.example.org';

describe.each(OPEN_DATA_SETS)('the $name files, encoded', (set) => {
  const records = hostileRecords(set, HOSTILE_TEXTS.length * 2).map((record) =>
    toDownloadRow(set, record, origin),
  );
  const header = set.fields.map((field) => field.name);

  it('hold the same values in the CSV as in the JSON, whatever the text (quotes, commas, CR, LF, formulas, unicode)', () => {
    // Written in two pieces, as the download writes the header and then each page.
    const csv =
      csvLines(set, [], true) +
      csvLines(set, records.slice(0, 7), false) +
      csvLines(set, records.slice(7), false);
    const json = JSON.parse(
      jsonOpening(set, origin, null, '2026-01-01T00:00:00.000Z') +
        records.map((row) => JSON.stringify(row)).join(',') +
        jsonClosing(records.length, null, '2026-11-20T10:00:00.000Z'),
    ) as {
      records: Record<string, unknown>[];
    };
    const [csvHeader, ...rows] = parseCsv(csv);
    expect(csvHeader).toEqual(header);
    expect(rows).toHaveLength(json.records.length);
    json.records.forEach((record, index) => {
      expect(Object.keys(record)).toEqual(header);
      expect(rows[index]).toEqual(header.map((name) => expectedCell(record[name])));
    });
  });

  it('quotes every cell holding a quote, comma, CR or LF, and ends each record with CRLF', () => {
    const [row] = hostileRecords(set, 1).map((record) =>
      toDownloadRow(set, { ...record, evidence: 'first\nsecond', id: 'a\rb' }, origin),
    );
    const line = csvLines(set, [row], false);
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
    expect(csvLines(set, odd, true)).toBe(asBefore(odd, true));
    expect(csvLines(set, [], true)).toBe(asBefore([], true));
    expect(csvLines(set, odd.slice(3), false)).toBe(asBefore(odd.slice(3), false));
  });

  it('makes each permalink as the URL parser does, for plain ids and any other', () => {
    for (const id of ['3f1c-9a_B', '..', '.', 'a/b', 'a b?#', 'é', '%2e%2e', ...HOSTILE_TEXTS]) {
      const [row] = hostileRecords(set, 1).map((record) => toDownloadRow(set, { ...record, id }, `${origin}/base`));
      expect(row.permalink).toBe(new URL(set.permalink(id), `${origin}/base/`).toString());
    }
    expect(toDownloadRow(set, { id: 'x1' }, 'http://other.example:8080').permalink).toBe(`http://other.example:8080${set.permalink('x1')}`);
  });

  it('keeps a formula from running in a spreadsheet', () => {
    const [row] = hostileRecords(set, 1).map((record) =>
      toDownloadRow(set, { ...record, evidence: '=1+1\n=2+2' }, origin),
    );
    const [cells] = parseCsv(csvLines(set, [row], false));
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
