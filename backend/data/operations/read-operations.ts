import type { DataIndex, DataModel } from '../declaration/data-model';
import { isOwnedBy } from '../policy/decide-access';
import { accessCondition } from '../store/access-sql';
import { compileFilter, isNumericField, sortExpression, type FilterInput } from '../store/compile-filter';
import { listPage, pageSizeOf, type Page } from '../store/list-page';
import { findRecord, type RecordDocument } from '../store/record-store';
import type { SqlParams } from '../store/sql-params';
import { badRequest, notAuthorized } from './data-api-error';
import type { DataRequestContext } from './request-context';

export interface ListArguments {
  filter?: FilterInput | null;
  limit?: number | null;
  nextToken?: string | null;
  sortDirection?: 'ASC' | 'DESC' | null;
  [key: string]: unknown;
}

/** getX(id): the record, or null when it does not exist or an owner rule hides it. */
export async function getRecord(
  ctx: DataRequestContext,
  model: DataModel,
  id: string,
  fieldName: string,
): Promise<RecordDocument | null> {
  const access = ctx.accessTo(model.name, 'get');
  if (access.kind === 'denied') throw notAuthorized(fieldName, 'Query');
  const record = await findRecord(ctx.db, model.name, id);
  if (!record) return null;
  // AppSync turns an owner rule on a get into a filter, so someone else's record reads as missing.
  if (access.kind === 'owned' && !isOwnedBy(record, access.owners)) return null;
  return record;
}

/** listXs(filter, limit, nextToken): every permitted record in id order. */
export async function listRecords(
  ctx: DataRequestContext,
  model: DataModel,
  args: ListArguments,
  fieldName: string,
): Promise<Page> {
  const access = ctx.accessTo(model.name, 'list');
  if (access.kind === 'denied') throw notAuthorized(fieldName, 'Query');
  return listPage(ctx.db, ctx.codec, {
    model,
    buildWhere: (params) =>
      `${accessCondition(access, params)} AND ${compileFilter(model, args.filter, params)}`,
    sortFields: [],
    direction: 'ASC',
    limit: checkedLimit(args.limit),
    nextToken: args.nextToken,
    scope: `${model.name}.${fieldName}`,
  });
}

/** An index query (listBriefBySlug(slug: …)): the partition's records in sort-key order. */
export async function queryIndex(
  ctx: DataRequestContext,
  model: DataModel,
  index: DataIndex,
  args: ListArguments,
  fieldName: string,
): Promise<Page> {
  const access = ctx.accessTo(model.name, 'list');
  if (access.kind === 'denied') throw notAuthorized(fieldName, 'Query');
  const partitionField = fieldOf(model, index.partitionKey);
  const sortFields = index.sortKeys.map((key) => fieldOf(model, key));
  const direction = args.sortDirection === 'DESC' ? 'DESC' : 'ASC';
  return listPage(ctx.db, ctx.codec, {
    model,
    buildWhere: (params) => {
      const partition = args[index.partitionKey];
      const partitionValue = isNumericField(partitionField)
        ? `${params.add(partition)}::numeric`
        : params.add(String(partition));
      const conditions = [
        `${sortExpression(partitionField)} = ${partitionValue}`,
        accessCondition(access, params),
        compileFilter(model, args.filter, params),
      ];
      const sortKey = sortFields[0];
      const keyCondition = sortKey ? (args[sortKey.name] as FilterInput | null | undefined) : null;
      if (sortKey && keyCondition)
        conditions.push(compileKeyCondition(sortKey.name, isNumericField(sortKey), keyCondition, params));
      return conditions.join(' AND ');
    },
    sortFields,
    direction,
    limit: checkedLimit(args.limit),
    nextToken: args.nextToken,
    scope: `${model.name}.${fieldName}:${JSON.stringify(args[index.partitionKey])}:${direction}`,
  });
}

/** A sort-key condition (ModelStringKeyConditionInput and friends): eq, le, lt, ge, gt, between, beginsWith. */
function compileKeyCondition(
  field: string,
  isNumeric: boolean,
  condition: FilterInput,
  params: SqlParams,
): string {
  const expression = isNumeric
    ? `(CASE WHEN jsonb_typeof(doc->'${field}') = 'number' THEN (doc->>'${field}')::numeric END)`
    : `(doc->>'${field}') COLLATE "C"`;
  const value = (raw: unknown) => (isNumeric ? `${params.add(raw)}::numeric` : params.add(String(raw)));
  const operators: Record<string, string> = { eq: '=', le: '<=', lt: '<', ge: '>=', gt: '>' };
  const parts = Object.entries(condition)
    .filter(([, operand]) => operand !== undefined && operand !== null)
    .map(([operator, operand]) => {
      if (operator in operators) return `${expression} ${operators[operator]} ${value(operand)}`;
      if (operator === 'between') {
        if (!Array.isArray(operand) || operand.length !== 2)
          throw badRequest(`between on ${field} takes exactly two values.`);
        return `${expression} BETWEEN ${value(operand[0])} AND ${value(operand[1])}`;
      }
      if (operator === 'beginsWith') return `starts_with(doc->>'${field}', ${params.add(String(operand))})`;
      throw badRequest(`${operator} is not a key condition.`);
    });
  if (parts.length > 1) throw badRequest(`A key condition on ${field} takes one operator.`);
  return parts[0] ?? 'TRUE';
}

export function checkedLimit(limit: number | null | undefined): number {
  if (limit !== null && limit !== undefined && limit < 1) throw badRequest('limit must be 1 or more.');
  return pageSizeOf(limit);
}

export function fieldOf(model: DataModel, name: string) {
  const field = model.fields.find((candidate) => candidate.name === name);
  if (!field) throw new Error(`${model.name}.${name} is not declared.`);
  return field;
}
