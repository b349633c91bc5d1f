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

export function toStringMap(value: unknown): Record<string, string> {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  if (!parsed || typeof parsed !== 'object') return {};
  return Object.fromEntries(
    Object.entries(parsed as Record<string, unknown>).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}
