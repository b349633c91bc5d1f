import { stringify } from 'csv-stringify/sync';
import { OPEN_DATA_LICENCE, type OpenDataSet } from './open-data-sets';
import type { OpenDataRow } from './read-open-data';
import { dayOf } from '@/amplify/data/creator-records/anonymous-records';

/** A record as the download lists it: the set's fields in order, the permalink made absolute. */
export function toDownloadRow(set: OpenDataSet, record: OpenDataRow, origin: string): OpenDataRow {
  const row: OpenDataRow = {};
  for (const field of set.fields) {
    if (field.name === 'permalink') row.permalink = new URL(set.permalink(String(record.id)), `${origin}/`).toString();
    else row[field.name] = Object.hasOwn(record, field.name) ? (record[field.name] ?? null) : null;
  }
  return row;
}

/**
 * CSV (RFC 4180) lines: booleans as true/false, absent values empty, a text cell that a
 * spreadsheet would run as a formula (=, +, -, @ …) prefixed with a quote mark, and every cell
 * holding a quote, comma, CR or LF quoted. With CRLF as its record delimiter csv-stringify quotes a
 * lone CR or LF only when told to: a two-line text was written as two rows.
 */
export function csvLines(set: OpenDataSet, rows: OpenDataRow[], withHeader: boolean): string {
  return stringify(
    rows.map((row) => set.fields.map((field) => row[field.name])),
    {
      header: withHeader,
      columns: set.fields.map((field) => field.name),
      escape_formulas: true,
      cast: { boolean: (value) => String(value) },
      record_delimiter: 'windows',
      quote_record_delimiter: true,
    },
  );
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
