import type { Queryable } from '../../core/database/database';
import type { DataField, DataModel } from '../declaration/data-model';
import { isNumericField, sortExpression } from './compile-filter';
import { InvalidNextTokenError, type NextTokenCodec } from './next-token';
import { selectRecords, type RecordDocument } from './record-store';
import { SqlParams } from './sql-params';

export const DEFAULT_PAGE_SIZE = 100;
export const MAX_PAGE_SIZE = 1000;

export interface PageRequest {
  model: DataModel;
  /** Builds the WHERE conditions (filter, owner rule, key conditions) into the given params. */
  buildWhere: (params: SqlParams) => string;
  /** Sort keys before the id (an index's sort keys; none for a plain list). */
  sortFields: DataField[];
  direction: 'ASC' | 'DESC';
  limit: number;
  nextToken?: string | null;
  /** Binds the token to this query. */
  scope: string;
}

export interface Page {
  items: RecordDocument[];
  nextToken: string | null;
}

/**
 * One page in key order with keyset pagination: the token holds the last row's keys, the next
 * page starts strictly after them, and one extra row read tells whether there is a next page.
 */
export async function listPage(db: Queryable, codec: NextTokenCodec, request: PageRequest): Promise<Page> {
  const params = new SqlParams();
  const conditions = [request.buildWhere(params)];
  const keyExpressions = [...request.sortFields.map((field) => sortExpression(field)), 'id'];
  for (const field of request.sortFields) conditions.push(`(doc ? ${params.add(field.name)})`);
  if (request.nextToken) {
    const { after } = codec.decode(request.nextToken, request.scope);
    if (after.length !== keyExpressions.length) throw new InvalidNextTokenError();
    const placeholders = after.map((value, index) => {
      const field = request.sortFields[index];
      return field && isNumericField(field)
        ? `${params.add(value)}::numeric`
        : `${params.add(String(value))} COLLATE "C"`;
    });
    const comparison = request.direction === 'ASC' ? '>' : '<';
    conditions.push(`(${keyExpressions.join(', ')}) ${comparison} (${placeholders.join(', ')})`);
  }
  const rows = await selectRecords(db, {
    model: request.model.name,
    where: conditions.join(' AND '),
    params: params.values,
    orderBy: keyExpressions.map((expression) => `${expression} ${request.direction}`).join(', '),
    limit: request.limit + 1,
  });
  const items = rows.slice(0, request.limit);
  const hasMore = rows.length > request.limit;
  const last = items[items.length - 1];
  return {
    items,
    nextToken:
      hasMore && last
        ? codec.encode({ scope: request.scope, after: pageKeyOf(last, request.sortFields) })
        : null,
  };
}

export function pageKeyOf(doc: RecordDocument, sortFields: DataField[]): (string | number)[] {
  return [...sortFields.map((field) => doc[field.name] as string | number), String(doc.id)];
}

/** AppSync's default page is 100 records; this API also caps a page at 1000. */
export function pageSizeOf(limit: number | null | undefined): number {
  if (limit === null || limit === undefined) return DEFAULT_PAGE_SIZE;
  return Math.min(limit, MAX_PAGE_SIZE);
}
