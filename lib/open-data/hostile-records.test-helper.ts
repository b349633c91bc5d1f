import { parse } from 'csv-parse/sync';
import type { OpenDataSet } from './open-data-sets';
import type { OpenDataPage, OpenDataRow } from './read-open-data';

/** Text a creator may type that CSV must carry whole: separators, line ends, formulas, unicode. */
export const HOSTILE_TEXTS = [
  'two\nlines',
  'carriage\rreturn',
  'windows\r\nline',
  '\r\nleading line end',
  'trailing line end\n',
  'a, comma',
  'a "quoted" word',
  '"',
  '""',
  ',',
  "'already quoted",
  '=HYPERLINK("http://evil.example","click")',
  '+1+2',
  '-2+3',
  '@SUM(A1)',
  '\tcell',
  '\rcell',
  '＝1+1',
  'Zoë ✓ 😀 日本語 ‮reversed',
  '  spaced  ',
  'last"\r\n"field,',
];

/** `count` records of `set` whose text fields cycle through HOSTILE_TEXTS, with every other field kind set or null. */
export function hostileRecords(set: OpenDataSet, count: number): OpenDataRow[] {
  return Array.from({ length: count }, (_, index) => {
    const row: OpenDataRow = {};
    set.fields.forEach((field, column) => {
      const text = HOSTILE_TEXTS[(index + column) % HOSTILE_TEXTS.length];
      if (field.name === 'id') row.id = `r${index}`;
      else if (field.name === 'updatedAt' || field.name === 'createdAt')
        row[field.name] = new Date(Date.UTC(2026, 0, 1, 0, index)).toISOString();
      else if (field.type === 'boolean') row[field.name] = [true, false, null][index % 3];
      else if (field.type === 'number') row[field.name] = [12.5, -3, 0, null][index % 4];
      else if (field.type !== 'url') row[field.name] = index % 5 === 4 ? null : text;
    });
    return row;
  });
}

const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/**
 * A JSON record's value as its CSV cell must read once parsed: null empty, booleans and numbers as
 * JSON writes them, text as it is but with a quote mark before a start a spreadsheet would run.
 */
export function expectedCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string') return String(value);
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/**
 * A CSV body read by a real RFC 4180 parser: every record as an array of cells. A CR or LF outside
 * quotes ends a record, as Excel and Python's csv read it (csv-parse alone would take the first
 * line's CRLF as the only delimiter and forgive an unquoted LF that other readers do not).
 */
export function parseCsv(text: string): string[][] {
  return parse(text, {
    record_delimiter: ['\r\n', '\n', '\r'],
    relax_column_count: false,
    relax_quotes: false,
  }) as string[][];
}

/**
 * Records as the data API answers a page of them: each record a row of its values under the
 * columns (every key the records hold, in the order first met), a key a record lacks null.
 */
export function pageOf(records: readonly OpenDataRow[], cursor: string | null = null): OpenDataPage {
  const columns = [...new Set(records.flatMap((record) => Object.keys(record)))];
  return { columns, rows: records.map((record) => columns.map((column) => (Object.hasOwn(record, column) ? record[column] : null))), cursor };
}
