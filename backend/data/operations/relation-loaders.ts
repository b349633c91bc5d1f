import DataLoader from 'dataloader';
import type { DataModel, DataRelation } from '../declaration/data-model';
import { findModel } from '../declaration/data-model';
import { isOwnedBy } from '../policy/decide-access';
import { accessCondition } from '../store/access-sql';
import { compileFilter } from '../store/compile-filter';
import { listPage, pageKeyOf, type Page } from '../store/list-page';
import { findRecordsByIds, parseDocument, type RecordDocument } from '../store/record-store';
import { SqlParams, stringPath } from '../store/sql-params';
import { notAuthorized } from './data-api-error';
import { refuseUnreadableFilterFields } from './filter-field-access';
import { checkedLimit, type ListArguments } from './read-operations';
import type { DataRequestContext } from './request-context';

export interface RelationLoaders {
  /** A record by id, batched by model across the request: a page's aliased gets are one query. */
  loadById(modelName: string, id: string): Promise<RecordDocument | null>;
  /** belongsTo / hasOne-by-id: the related record, batched by model across the whole response. */
  loadRelated(
    parentModel: DataModel,
    relation: DataRelation,
    parent: RecordDocument,
  ): Promise<RecordDocument | null>;
  /** hasMany: one page of related records per parent, batched across parents asking the same thing. */
  loadMany(
    parentModel: DataModel,
    relation: DataRelation,
    parent: RecordDocument,
    args: ListArguments,
  ): Promise<Page>;
}

/**
 * Relationship fields and gets without N+1 queries: DataLoader collects the keys every item of a
 * list (or every get of a document) asks for while graphql-js resolves them, then one SQL query
 * answers them all.
 */
export function createRelationLoaders(ctx: DataRequestContext): RelationLoaders {
  const byId = new Map<string, DataLoader<string, RecordDocument | null>>();
  const pages = new Map<string, DataLoader<string, Page>>();

  const loaderById = (modelName: string) => {
    let loader = byId.get(modelName);
    if (!loader) {
      loader = new DataLoader(async (ids: readonly string[]) => {
        const records = await findRecordsByIds(ctx.db, modelName, [...ids]);
        const found = new Map(records.map((record) => [String(record.id), record]));
        return ids.map((id) => found.get(id) ?? null);
      });
      byId.set(modelName, loader);
    }
    return loader;
  };

  return {
    loadById: (modelName, id) => loaderById(modelName).load(id),

    async loadRelated(parentModel, relation, parent) {
      const related = findModel(ctx.models, relation.relatedModel);
      const access = ctx.accessTo(related.name, 'get');
      if (access.kind === 'denied') throw notAuthorized(relation.name, parentModel.name);
      const id = parent[relation.referenceFields[0]];
      if (typeof id !== 'string' || id === '') return null;
      const record = await loaderById(related.name).load(id);
      if (!record || (access.kind === 'owned' && !isOwnedBy(record, access.owners))) return null;
      return record;
    },

    async loadMany(parentModel, relation, parent, args) {
      const related = findModel(ctx.models, relation.relatedModel);
      const access = ctx.accessTo(related.name, 'list');
      if (access.kind === 'denied') throw notAuthorized(relation.name, parentModel.name);
      refuseUnreadableFilterFields(ctx, related, args.filter, access);
      const parentId = String(parent[parentModel.primaryKey]);
      const referenceField = relation.referenceFields[0];
      const direction = args.sortDirection === 'DESC' ? 'DESC' : 'ASC';
      const limit = checkedLimit(args.limit);
      const scope = `${parentModel.name}.${relation.name}:${parentId}:${direction}`;
      const buildWhere = (params: SqlParams) =>
        [accessCondition(access, params), compileFilter(related, args.filter, params)].join(' AND ');
      if (args.nextToken) {
        return listPage(ctx.db, ctx.codec, {
          model: related,
          buildWhere: (params) =>
            `${stringPath(referenceField)} = ${params.add(parentId)} AND ${buildWhere(params)}`,
          sortFields: [],
          direction,
          limit,
          nextToken: args.nextToken,
          scope,
        });
      }
      const key = `${related.name}.${referenceField}:${direction}:${limit}:${JSON.stringify(args.filter ?? null)}`;
      let loader = pages.get(key);
      if (!loader) {
        loader = new DataLoader((parentIds: readonly string[]) =>
          loadPagesForParents(ctx, related, referenceField, [...parentIds], {
            buildWhere,
            direction,
            limit,
            scopeOf: (id) => `${parentModel.name}.${relation.name}:${id}:${direction}`,
          }),
        );
        pages.set(key, loader);
      }
      return loader.load(parentId);
    },
  };
}

async function loadPagesForParents(
  ctx: DataRequestContext,
  related: DataModel,
  referenceField: string,
  parentIds: string[],
  options: {
    buildWhere: (params: SqlParams) => string;
    direction: 'ASC' | 'DESC';
    limit: number;
    scopeOf: (parentId: string) => string;
  },
): Promise<Page[]> {
  const params = new SqlParams();
  const reference = stringPath(referenceField);
  const where = `${reference} = ANY(${params.add(parentIds)}::text[]) AND ${options.buildWhere(params)}`;
  const modelParam = params.add(related.name);
  const limitParam = params.add(options.limit + 1);
  const { rows } = await ctx.db.query<{ doc: string }>(
    `SELECT doc::text AS doc FROM (
       SELECT doc, id, row_number() OVER (PARTITION BY ${reference} ORDER BY id ${options.direction}) AS position
       FROM data_records WHERE model = ${modelParam} AND ${where}
     ) ranked WHERE position <= ${limitParam} ORDER BY id ${options.direction}`,
    params.values,
  );
  const grouped = new Map<string, RecordDocument[]>();
  for (const doc of rows.map(parseDocument)) {
    const parentId = String(doc[referenceField]);
    grouped.set(parentId, [...(grouped.get(parentId) ?? []), doc]);
  }
  return parentIds.map((parentId) => {
    const found = grouped.get(parentId) ?? [];
    const items = found.slice(0, options.limit);
    const last = items[items.length - 1];
    const nextToken =
      found.length > options.limit && last
        ? ctx.codec.encode({ scope: options.scopeOf(parentId), after: pageKeyOf(last, []) })
        : null;
    return { items, nextToken };
  });
}
