import { emptyRecord } from '../../../core/own-property';

/** Drivers differ (pg gives int8 as text, PGlite as number); these read a row's columns uniformly. */
export function toDate(value: unknown): Date {
  return value instanceof Date ? value : new Date(String(value));
}

export function toOptionalDate(value: unknown): Date | null {
  return value === null || value === undefined ? null : toDate(value);
}

export function toOptionalNumber(value: unknown): number | null {
  return value === null || value === undefined ? null : Number(value);
}

/** A JSON object of strings (attributes) without a prototype: no name it lacks reads as present. */
export function toStringMap(value: unknown): Record<string, string> {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  const map = emptyRecord<string>();
  if (!parsed || typeof parsed !== 'object') return map;
  for (const [name, entry] of Object.entries(parsed)) if (typeof entry === 'string') map[name] = entry;
  return map;
}
