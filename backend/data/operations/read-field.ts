import type { DataModel } from '../declaration/data-model';
import { isOwnedBy } from '../policy/decide-access';
import { notAuthorized } from './data-api-error';
import type { DataRequestContext } from './request-context';

/**
 * A field whose rules do not let every reader of the model read it (AppSync's field resolver):
 * refused with "Not Authorized to access <field> on type <Model>" unless the caller may read it,
 * which the rules decide once per field in a request and, for an owner rule, per record.
 */
export function checkFieldRead(
  ctx: DataRequestContext,
  model: DataModel,
  fieldName: string,
  record: Record<string, unknown>,
): void {
  const access = ctx.fieldReadOf(model.name, fieldName);
  if (access.kind === 'all' || (access.kind === 'owned' && isOwnedBy(record, access.owners))) return;
  throw notAuthorized(fieldName, model.name);
}

/**
 * Whether a guarded field answers null because the record is what a mutation answered with:
 * AppSync does so for every caller while the model has subscriptions, since subscribers receive
 * that same answer.
 */
export function isHiddenInMutationAnswer(
  ctx: DataRequestContext,
  model: DataModel,
  record: Record<string, unknown>,
): boolean {
  return !model.areSubscriptionsDisabled && ctx.mutationResults.has(record);
}
