/**
 * Between what a form holds (strings as typed, lists with blank rows) and what the Data API takes
 * (trimmed values, null to clear a field, numbers, lists without blanks or repeats).
 */

/** Trimmed text, or null so an update clears the field. */
export function textOrNull(value: string): string | null {
  const text = value.trim();
  return text ? text : null;
}

/** A number typed in a box, or null when the box is empty. Validate first: a bad value is null too. */
export function numberOrNull(value: string): number | null {
  const text = value.trim();
  if (!text) return null;
  const number = Number(text);
  return Number.isFinite(number) ? number : null;
}

/** The filled entries, trimmed, first occurrence kept (compared without regard to case). */
export function cleanList(items: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const item of items) {
    const text = item.trim();
    const key = text.toLowerCase();
    if (!text || seen.has(key)) continue;
    seen.add(key);
    result.push(text);
  }
  return result;
}

/** A record's value as form text. */
export function textOf(value: string | number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}

/** A record's list as form rows (the API may hold nulls inside a list). */
export function listOf(value: readonly (string | null)[] | null | undefined): string[] {
  return (value ?? []).filter((item): item is string => typeof item === 'string');
}
