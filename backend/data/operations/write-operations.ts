import { randomUUID } from 'node:crypto';
import { retryingDeadlocks } from '../../core/database/retry-deadlocks';
import type { DataModel } from '../declaration/data-model';
import { isOwnedBy, type Access } from '../policy/decide-access';
import { findDeniedInputFields, type WriteGrant } from '../policy/decide-field-access';
import { compileFilter, type FilterInput } from '../store/compile-filter';
import {
  deleteRecord as deleteStoredRecord,
  findRecord,
  insertRecord,
  replaceRecord,
  type RecordDocument,
} from '../store/record-store';
import { SqlParams } from '../store/sql-params';
import { badRequest, conditionalCheckFailed, notAuthorized, unauthorizedOn } from './data-api-error';
import { refuseUnreadableFilterFields } from './filter-field-access';
import type { DataRequestContext } from './request-context';
import { refuseOversizedKeys } from './key-sizes';
import { refuseInvalidInput } from './validate-input';

type Input = Record<string, unknown>;

/** createX(input, condition): a new record with its id, timestamps and owner filled in as AppSync does. */
export async function createRecord(
  ctx: DataRequestContext,
  model: DataModel,
  input: Input,
  fieldName: string,
): Promise<RecordDocument> {
  const access = ctx.accessTo(model.name, 'create');
  if (access.kind === 'denied') throw notAuthorized(fieldName, 'Mutation');
  refuseInvalidInput(model, input);
  refuseOversizedKeys(model, input, ctx.requestId);
  const now = ctx.now().toISOString();
  const doc: RecordDocument & { id: string } = {
    ...input,
    id: typeof input.id === 'string' ? input.id : randomUUID(),
  };
  doc[model.timestamps.createdAt] = input[model.timestamps.createdAt] ?? now;
  doc[model.timestamps.updatedAt] = input[model.timestamps.updatedAt] ?? now;
  const grant = ctx.writeGrantFor(model.name, 'create');
  fillOwner(doc, access, grant, fieldName);
  // Field rules: every field the input names must be one the caller may create (the owner field
  // the server filled in is not the input's).
  refuseDeniedFields(findDeniedInputFields(model, grant, Object.keys(input), doc, 'create'));
  // The condition of a create is checked against the (absent) existing record, as DynamoDB does:
  // an existing id fails it either way.
  // A deadlock's victim is written again (retry-deadlocks.ts), here and in update and delete.
  if (!(await retryingDeadlocks(() => insertRecord(ctx.db, model.name, doc))))
    throw conditionalCheckFailed(ctx.requestId);
  ctx.mutationResults.add(doc);
  return doc;
}

/** updateX(input, condition): merges the given fields into the record the caller may change. */
export async function updateRecord(
  ctx: DataRequestContext,
  model: DataModel,
  input: Input,
  condition: FilterInput | null | undefined,
  fieldName: string,
): Promise<RecordDocument> {
  const access = ctx.accessTo(model.name, 'update');
  if (access.kind === 'denied') throw notAuthorized(fieldName, 'Mutation');
  refuseUnreadableFilterFields(ctx, model, condition, access);
  refuseInvalidInput(model, input);
  refuseOversizedKeys(model, input, ctx.requestId);
  const grant = ctx.writeGrantFor(model.name, 'update');
  const id = String(input[model.primaryKey]);
  for (const field of model.fields) {
    if (field.isRequired && !field.isArray && input[field.name] === null)
      throw badRequest(`${field.name} is required and cannot be set to null.`);
  }
  return retryingDeadlocks(() =>
    ctx.db.transaction(async (tx) => {
      const existing = await findRecord(tx, model.name, id, { forUpdate: true });
      // AppSync's update auth reads the record first: an owner rule refuses a missing or foreign one.
      if (access.kind === 'owned' && (!existing || !isOwnedBy(existing, access.owners)))
        throw notAuthorized(fieldName, 'Mutation');
      refuseDeniedFields(findDeniedInputFields(model, grant, Object.keys(input), existing ?? {}, 'update'));
      if (!existing) throw conditionalCheckFailed(ctx.requestId);
      const doc: RecordDocument & { id: string } = { ...existing, ...input, id };
      doc[model.timestamps.updatedAt] = input[model.timestamps.updatedAt] ?? ctx.now().toISOString();
      const params = new SqlParams();
      const where = compileFilter(model, condition, params);
      if (!(await replaceRecord(tx, model.name, doc, { where, params: params.values })))
        throw conditionalCheckFailed(ctx.requestId);
      ctx.mutationResults.add(doc);
      return doc;
    }),
  );
}

/** deleteX(input, condition): removes the record the caller may delete and answers it. */
export async function deleteRecord(
  ctx: DataRequestContext,
  model: DataModel,
  input: Input,
  condition: FilterInput | null | undefined,
  fieldName: string,
): Promise<RecordDocument> {
  const access = ctx.accessTo(model.name, 'delete');
  if (access.kind === 'denied') throw notAuthorized(fieldName, 'Mutation');
  refuseUnreadableFilterFields(ctx, model, condition, access);
  refuseOversizedKeys(model, input, ctx.requestId);
  const id = String(input[model.primaryKey]);
  return retryingDeadlocks(() =>
    ctx.db.transaction(async (tx) => {
      const existing = await findRecord(tx, model.name, id, { forUpdate: true });
      if (access.kind === 'owned' && (!existing || !isOwnedBy(existing, access.owners)))
        throw notAuthorized(fieldName, 'Mutation');
      if (!existing) throw conditionalCheckFailed(ctx.requestId);
      const params = new SqlParams();
      const where = compileFilter(model, condition, params);
      const deleted = await deleteStoredRecord(tx, model.name, id, { where, params: params.values });
      if (!deleted) throw conditionalCheckFailed(ctx.requestId);
      ctx.mutationResults.add(deleted);
      return deleted;
    }),
  );
}

/**
 * The owner fields of a new record: the caller's `<sub>::<username>` where the input names none,
 * for every owner rule that admits them (AppSync fills it in under a group's rule too). A value
 * given by a caller whom only owner rules admit must be the caller's own.
 */
function fillOwner(doc: RecordDocument, access: Access, grant: WriteGrant, fieldName: string): void {
  for (const { owner } of grant.owned) {
    const given = doc[owner.field];
    if (given === undefined || given === null) doc[owner.field] = owner.valueToStore;
  }
  if (access.kind !== 'owned') return;
  for (const owner of access.owners) {
    const given = doc[owner.field];
    if (given === undefined || given === null) doc[owner.field] = owner.valueToStore;
    else if (typeof given !== 'string' || !owner.values.includes(given))
      throw notAuthorized(fieldName, 'Mutation');
  }
}

function refuseDeniedFields(deniedFields: string[]): void {
  if (deniedFields.length > 0) throw unauthorizedOn(deniedFields);
}
