import { OPEN_DATA_LICENCE, type OpenDataSet } from './open-data-sets';
import type { OpenDataRow } from './read-open-data';
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

/** A record as the download lists it: the set's fields in order, the permalink made absolute. */
export function toDownloadRow(set: OpenDataSet, record: OpenDataRow, origin: string): OpenDataRow {
  const row: OpenDataRow = {};
  for (const field of set.fields) {
    if (field.name === 'permalink') row.permalink = permalinkOf(set, String(record.id), origin);
    else row[field.name] = Object.hasOwn(record, field.name) ? (record[field.name] ?? null) : null;
  }
  return row;
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

/**
 * CSV (RFC 4180) lines, each ended by CRLF: booleans as true/false, absent values empty, a text cell
 * that a spreadsheet would run as a formula (=, +, -, @, tab, CR and their full-width forms)
 * prefixed with a quote mark, and every cell holding a quote, comma, CR or LF quoted (a lone CR or
 * LF too: a two-line text is one cell). What csv-stringify wrote with escape_formulas and
 * quote_record_delimiter (encode-open-data.test.ts compares the two), at a fraction of its cost:
 * it normalised its options for every cell, the largest part of a CSV page's encoding.
 */
export function csvLines(set: OpenDataSet, rows: OpenDataRow[], withHeader: boolean): string {
  let text = withHeader ? `${set.fields.map((field) => csvCell(field.name)).join(',')}\r\n` : '';
  for (const row of rows) {
    let line = '';
    for (let index = 0; index < set.fields.length; index++) line += `${index ? ',' : ''}${csvCell(row[set.fields[index].name])}`;
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
