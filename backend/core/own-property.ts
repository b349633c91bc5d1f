/**
 * Lookups by names that come from a request. A plain object answers `constructor`, `__proto__`,
 * `toString` … from Object.prototype, so a name a client chose could select code or data nobody
 * declared; these helpers only ever see own properties.
 */

/** The value `record` itself holds under `name`, never one it inherits. */
export function ownValue<T>(record: Readonly<Record<string, T>>, name: string): T | undefined {
  return Object.hasOwn(record, name) ? record[name] : undefined;
}

/** An empty record without a prototype: any name may be written to it and read back as written. */
export function emptyRecord<T>(): Record<string, T> {
  return Object.create(null) as Record<string, T>;
}

/** A frozen lookup table from a literal: `table.get(name)` answers only the names written here. */
export function lookupTable<T>(entries: Readonly<Record<string, T>>): ReadonlyMap<string, T> {
  return new Map(Object.entries(entries));
}
