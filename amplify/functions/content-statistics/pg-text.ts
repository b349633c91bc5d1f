import { compareCodePoints } from '../../data/record-facts/code-point-order';

/**
 * How the local SQL reads a document's field as text (`doc->>'field'`), for the fields the
 * statistics still read from the document itself: status, category, profile id, and the dates
 * and updatedAt the lists are ordered by. Every normalised value (a platform lower-cased, a year,
 * a brief's or stream's choices, a stream's chart position, a sorted title or name) is a record
 * fact instead (amplify/data/record-facts), computed once and used by both backends.
 */

/** `doc->>'field'`: a string as it is, anything else as jsonb prints it, a missing or null value as null. */
export function textOf(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  return typeof value === 'string' ? value : jsonbText(value);
}

/** jsonb's text form: `[1, 2]`, `{"a": 1}` with keys shortest first, then by bytes. */
function jsonbText(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(jsonbText).join(', ')}]`;
  if (value !== null && typeof value === 'object') {
    const keys = Object.keys(value).sort((a, b) => Buffer.byteLength(a) - Buffer.byteLength(b) || compareCodePoints(a, b));
    return `{${keys.map((key) => `${JSON.stringify(key)}: ${jsonbText((value as Record<string, unknown>)[key])}`).join(', ')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** `(CASE WHEN jsonb_typeof(doc->'field') = 'number' THEN … END)`: a number, or null for anything else. */
export function numberOf(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}
