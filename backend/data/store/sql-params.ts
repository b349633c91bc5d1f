/** Collects $n parameters while SQL text is built, so values never enter the text. */
export class SqlParams {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** A field of the JSONB document as SQL (names are checked against the declaration before use). */
export function jsonPath(field: string): string {
  return `doc->'${field.replace(/'/g, "''")}'`;
}

export function textPath(field: string): string {
  return `(doc->>'${field.replace(/'/g, "''")}')`;
}

/** Numbers compare as numbers; anything else stored under a number field (never written by us) is NULL. */
export function numericPath(field: string): string {
  return `(CASE WHEN jsonb_typeof(${jsonPath(field)}) = 'number' THEN ${textPath(field)}::numeric END)`;
}

/** DynamoDB orders strings by their UTF-8 bytes, which is what the C collation does. */
export function stringPath(field: string): string {
  return `${textPath(field)} COLLATE "C"`;
}
