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
