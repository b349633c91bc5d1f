import { OPEN_DATA_LICENCE, type OpenDataSet } from './open-data-sets';
import type { OpenDataRow, OpenDataValue } from './read-open-data';
import { dayOf } from '@/amplify/data/creator-records/anonymous-records';

/** An id that a URL keeps as it is (no dot segment, nothing to escape): its permalink is the origin's base and the path. */
const PLAIN_ID = /^[A-Za-z0-9_-]{1,200}$/;
let originBase: { origin: string; base: string } | undefined;

/**
 * The record's permalink, absolute. A download makes one per record: parsing a URL for each cost
 * more than the rest of the row, so a plain id (every id the stores write) is appended to the
 * origin's base, parsed once, and only another id goes through the URL parser.
 */
function permalinkOf(set: OpenDataSet, id: string, origin: string): string {
  if (!PLAIN_ID.test(id)) return new URL(set.permalink(id), `${origin}/`).toString();
  if (originBase?.origin !== origin) originBase = { origin, base: new URL('/', `${origin}/`).toString().slice(0, -1) };
  return `${originBase.base}${set.permalink(id)}`;
}

/** A field's place in a page's rows: its column, or none (the field is null), or the permalink (made from the id). */
const NONE = -1;
const PERMALINK = -2;

/**
 * How a page's rows become the download's records: for each of the set's fields in order, the
 * column of the page (as the data API named them) it is read from, and the id's and updatedAt's.
 * Made once a page, from its columns: a field the page has no column for is null, as is a value a
 * row lacks.
 */
export type RowLayout = {
  set: OpenDataSet;
  origin: string;
  at: readonly number[];
  id: number;
  updatedAt: number;
  /** Each field's key as the JSON records write it: `{"id":`, `,"permalink":`, … */
  keys: readonly string[];
};

export function rowLayout(set: OpenDataSet, columns: readonly string[], origin: string): RowLayout {
  const columnOf = (name: string) => columns.indexOf(name);
  return {
    set,
    origin,
    at: set.fields.map((field) => (field.name === 'permalink' ? PERMALINK : columnOf(field.name))),
    id: columnOf('id'),
    updatedAt: columnOf('updatedAt'),
    keys: set.fields.map((field, index) => `${index ? ',' : '{'}${JSON.stringify(field.name)}:`),
  };
}

/** The value of the layout's `index`-th field in `row`. */
function valueAt(layout: RowLayout, row: readonly OpenDataValue[], index: number): OpenDataValue {
  const at = layout.at[index];
  if (at === PERMALINK) return permalinkOf(layout.set, String(layout.id === NONE ? undefined : row[layout.id]), layout.origin);
  return at === NONE ? null : (row[at] ?? null);
}

/** A row as the download lists it: the set's fields in order, the permalink made absolute. */
export function toDownloadRow(layout: RowLayout, row: readonly OpenDataValue[]): OpenDataRow {
  const record: OpenDataRow = {};
  for (let index = 0; index < layout.at.length; index++) record[layout.set.fields[index].name] = valueAt(layout, row, index);
  return record;
}

/** The latest updatedAt among `rows`, or `latest` when none is later. */
export function latestChangeOf(layout: RowLayout, rows: readonly (readonly OpenDataValue[])[], latest: string | null): string | null {
  if (layout.updatedAt === NONE) return latest;
  for (const row of rows) {
    const value = row[layout.updatedAt];
    if (typeof value === 'string' && (latest === null || value > latest)) latest = value;
  }
  return latest;
}

/**
 * The rows as the JSON file's records, separated by commas: each the object JSON.stringify would
 * write of toDownloadRow's record (its keys in the set's order, absent values null), written key by
 * key: making each record an object to stringify it cost twice as much (issue 50).
 */
export function jsonRecords(layout: RowLayout, rows: readonly (readonly OpenDataValue[])[]): string {
  let text = '';
  for (let rowIndex = 0; rowIndex < rows.length; rowIndex++) {
    const row = rows[rowIndex];
    let record = rowIndex ? ',' : '';
    for (let index = 0; index < layout.keys.length; index++) {
      const value = valueAt(layout, row, index);
      record += `${layout.keys[index]}${value === null ? 'null' : JSON.stringify(value)}`;
    }
    text += `${record}}`;
  }
  return text;
}

/** A text cell's first characters that a spreadsheet reads as a formula (OWASP's CSV injection list, with their full-width forms). */
const FORMULA_STARTS = new Set(['=', '+', '-', '@', '\t', '\r', '\uFF1D', '\uFF0B', '\uFF0D', '\uFF20']);
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell: absent as empty, booleans as true/false, numbers as JavaScript writes them. */
function csvCell(value: OpenDataRow[string] | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value !== 'string') return String(value);
  const text = FORMULA_STARTS.has(value[0]) ? `'${value}` : value;
  return NEEDS_QUOTES.test(value) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The CSV file's header line: the set's field names. */
export function csvHeader(set: OpenDataSet): string {
  return `${set.fields.map((field) => csvCell(field.name)).join(',')}\r\n`;
}

/**
 * CSV (RFC 4180) lines, each ended by CRLF: booleans as true/false, absent values empty, a text cell
 * that a spreadsheet would run as a formula (=, +, -, @, tab, CR and their full-width forms)
 * prefixed with a quote mark, and every cell holding a quote, comma, CR or LF quoted (a lone CR or
 * LF too: a two-line text is one cell). What csv-stringify wrote with escape_formulas and
 * quote_record_delimiter (encode-open-data.test.ts compares the two), at a fraction of its cost:
 * it normalised its options for every cell, the largest part of a CSV page's encoding.
 */
export function csvLines(layout: RowLayout, rows: readonly (readonly OpenDataValue[])[]): string {
  let text = '';
  for (const row of rows) {
    let line = '';
    for (let index = 0; index < layout.at.length; index++) line += `${index ? ',' : ''}${csvCell(valueAt(layout, row, index))}`;
    text += `${line}\r\n`;
  }
  return text;
}

/** The JSON document's opening, up to its records array. */
export function jsonOpening(set: OpenDataSet, origin: string, since: string | null, generatedAt: string): string {
  const head = {
    dataset: set.name,
    title: set.title,
    licence: OPEN_DATA_LICENCE,
    schema: new URL('/data/schema.json', `${origin}/`).toString(),
    since,
    generatedAt,
  };
  return `${JSON.stringify(head).slice(0, -1)},"records":[`;
}

/**
 * The JSON document's close: how many records it holds and where an incremental download goes on
 * from: `since` the latest change it saw (records changed at that instant come again), but never
 * later than the start of the day it was made, since an anonymised record's changes carry their
 * day, not their moment (amplify/data/creator-records/anonymous-records.ts): a change to one later
 * that day must still be in the next download.
 */
export function jsonClosing(count: number, latestChange: string | null, generatedAt: string): string {
  const today = dayOf(generatedAt);
  const since = latestChange && latestChange > today ? today : latestChange;
  return `],"count":${count},"next":${JSON.stringify(since ? { since } : null)}}\n`;
}
