import type { Item } from './item-filters';
import { compareC, numberOf, textOf } from './pg-text';

/**
 * The local lists' ORDER BY clauses as comparators over scanned items. PostgreSQL puts nulls last
 * ascending and first descending unless told otherwise; text compares as COLLATE "C" (bytes).
 */
export type Compare = (a: Item, b: Item) => number;
type Direction = 'ASC' | 'DESC';
type Nulls = 'NULLS FIRST' | 'NULLS LAST';

function orderKey<T>(valueOf: (item: Item) => T | null, compare: (a: T, b: T) => number, direction: Direction, nulls?: Nulls): Compare {
  const nullsFirst = (nulls ?? (direction === 'ASC' ? 'NULLS LAST' : 'NULLS FIRST')) === 'NULLS FIRST';
  return (a, b) => {
    const x = valueOf(a);
    const y = valueOf(b);
    if (x === null || y === null) return x === y ? 0 : (x === null) === nullsFirst ? -1 : 1;
    return direction === 'ASC' ? compare(x, y) : compare(y, x);
  };
}

/** Any ORDER BY expression: its value for an item (null for SQL's NULL) and how two values compare. */
export const expression = <T>(valueOf: (item: Item) => T | null, compare: (a: T, b: T) => number, direction: Direction = 'ASC', nulls?: Nulls) =>
  orderKey(valueOf, compare, direction, nulls);

/** `(doc->>'field') COLLATE "C"`. */
export const text = (field: string, direction: Direction = 'ASC', nulls?: Nulls) => orderKey((item) => textOf(item[field]), compareC, direction, nulls);

/** `(CASE WHEN jsonb_typeof(doc->'field') = 'number' THEN (doc->>'field')::numeric END)`. */
export const numeric = (field: string, direction: Direction = 'ASC', nulls?: Nulls) => orderKey((item) => numberOf(item[field]), (x, y) => x - y, direction, nulls);

/** The id column (COLLATE "C"), never null: the last key of every order, so each page is stable. */
export const id = (direction: Direction = 'ASC') => orderKey((item) => String(item.id), compareC, direction);

/** ORDER BY first, then, …: the first key that tells two items apart decides. */
export function orderBy(...keys: Compare[]): Compare {
  return (a, b) => {
    for (const key of keys) {
      const order = key(a, b);
      if (order !== 0) return order;
    }
    return 0;
  };
}
