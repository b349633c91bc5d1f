import type { DataModel } from '../declaration/data-model';
import type { Actor } from './actor';
import { accessThrough, ALL, isOwnedBy, type Access, type OwnerCondition } from './access';
import { isRuleForCaller, ownerConditionFor } from './match-rule';
import { canRoleDo, modelRolesOf } from './model-roles';

/**
 * Field-level rules, as AppSync's auth transformer applies them once a caller is in: which fields
 * they may read (field resolvers), and which they may set in a create or an update.
 */

/** Whether reads of `fieldName` are checked per caller at all (a field the rules leave to everyone who may read the model is not). */
export function isFieldProtected(model: DataModel, fieldName: string): boolean {
  return modelRolesOf(model).protectedFields.has(fieldName);
}

/**
 * Who may read `fieldName` of the records they reach: everyone, nobody, or the records an owner
 * rule gives them (decided per record). Asked once per field and caller; reads of a get, a list,
 * an index query or a related record are alike, as in AppSync.
 */
export function decideFieldRead(model: DataModel, fieldName: string, actor: Actor): Access {
  const allowed = modelRolesOf(model).protectedFields.get(fieldName);
  return allowed
    ? accessThrough(
        allowed.map((role) => role.rule),
        actor,
      )
    : ALL;
}

/** What a role lets a caller set: every field, or these. */
export type FieldGrant = 'all' | ReadonlySet<string>;

/** Which fields a create or an update by this caller may set (the rows it may touch are `decideAccess`'s answer). */
export interface WriteGrant {
  /** Through the roles that admit the caller whoever owns the record (API key, a group, any signed-in user…). */
  fields: FieldGrant | null;
  /** Through each owner rule that admits the caller: only on records they own. */
  owned: { owner: OwnerCondition; fields: FieldGrant }[];
}

export function decideWriteGrant(model: DataModel, operation: 'create' | 'update', actor: Actor): WriteGrant {
  const roles = modelRolesOf(model);
  let fields: FieldGrant | null = null;
  const owned: WriteGrant['owned'] = [];
  for (const role of roles.roles) {
    if (!canRoleDo(roles, role, operation) || !isRuleForCaller(role.rule, actor)) continue;
    const grant: FieldGrant = canRoleDo(roles, role, operation, true)
      ? 'all'
      : new Set(roles.fieldNames.filter((field) => role.operationsByField.get(field)?.has(operation)));
    if (role.rule.strategy !== 'owner') fields = joinGrants(fields, grant);
    else {
      const owner = ownerConditionFor(role.rule, actor);
      if (owner) owned.push({ owner, fields: grant });
    }
  }
  return { fields, owned };
}

/**
 * The fields of an input the caller may not set, in input order: none when a role admitting them
 * may set every field. `record` is the record as it will be owned (a create's, with its owner
 * filled in; an update's, as stored). An update may always name the record's key.
 */
export function findDeniedInputFields(
  model: DataModel,
  grant: WriteGrant,
  inputFields: readonly string[],
  record: Record<string, unknown>,
  operation: 'create' | 'update',
): string[] {
  let grants = grant.fields;
  for (const { owner, fields } of grant.owned)
    if (isOwnedBy(record, [owner])) grants = joinGrants(grants, fields);
  if (grants === 'all') return [];
  const allowed = grants ?? new Set<string>();
  return inputFields.filter(
    (field) => !allowed.has(field) && !(operation === 'update' && field === model.primaryKey),
  );
}

function joinGrants(left: FieldGrant | null, right: FieldGrant): FieldGrant {
  if (left === 'all' || right === 'all') return 'all';
  return left ? new Set([...left, ...right]) : right;
}
