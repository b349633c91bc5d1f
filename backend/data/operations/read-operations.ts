import type { DataIndex, DataModel } from '../declaration/data-model';
import { isOwnedBy } from '../policy/decide-access';
import { accessCondition } from '../store/access-sql';
import { compileFilter, isNumericField, sortExpression, type FilterInput } from '../store/compile-filter';
import { compileKeyCondition } from '../store/compile-key-condition';
import { listPage, pageSizeOf, type Page } from '../store/list-page';
import type { RecordDocument } from '../store/record-store';
import { badRequest, notAuthorized } from './data-api-error';
import { refuseUnreadableFilterFields } from './filter-field-access';
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
  const record = await ctx.loaders.loadById(model.name, id);
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
  refuseUnreadableFilterFields(ctx, model, args.filter, access);
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
  refuseUnreadableFilterFields(ctx, model, args.filter, access);
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

export function checkedLimit(limit: number | null | undefined): number {
  if (limit !== null && limit !== undefined && limit < 1) throw badRequest('limit must be 1 or more.');
  return pageSizeOf(limit);
}

export function fieldOf(model: DataModel, name: string) {
  const field = model.fields.find((candidate) => candidate.name === name);
  if (!field) throw new Error(`${model.name}.${name} is not declared.`);
  return field;
}
