import type { AuthRule, DataModel, ModelOperation } from '../declaration/data-model';
import { ownerValueOf, ownerValuesOf, type Actor } from './actor';

/** Rows an owner rule lets this caller touch: those whose `field` holds one of `values`. */
export interface OwnerCondition {
  field: string;
  values: string[];
  /** What a create by this caller stores in `field`. */
  valueToStore: string;
}

/**
 * The one answer the authorization layer gives, à la Payload: no, yes, or yes for the rows an
 * owner rule leaves (turned into SQL by the store).
 */
export type Access = { kind: 'denied' } | { kind: 'all' } | { kind: 'owned'; owners: OwnerCondition[] };

const DENIED: Access = { kind: 'denied' };
const ALL: Access = { kind: 'all' };

/** What `actor` may do with `operation` on `model`, from the model's declared rules only. */
export function decideAccess(model: DataModel, operation: ModelOperation, actor: Actor): Access {
  const owners: OwnerCondition[] = [];
  for (const rule of model.rules) {
    if (!rule.operations.includes(operation) || !isRuleForCaller(rule, actor)) continue;
    if (rule.strategy !== 'owner') return ALL;
    const condition = ownerConditionFor(rule, actor);
    if (condition) owners.push(condition);
  }
  return owners.length > 0 ? { kind: 'owned', owners } : DENIED;
}

/** Whether a rule speaks about this kind of caller at all (provider and strategy). */
function isRuleForCaller(rule: AuthRule, actor: Actor): boolean {
  switch (actor.mode) {
    case 'apiKey':
      return rule.provider === 'apiKey' && rule.strategy === 'public';
    case 'userPool':
      if (rule.provider !== 'userPools') return false;
      if (rule.strategy === 'private' || rule.strategy === 'owner') return true;
      if (rule.strategy === 'groups')
        return (rule.groups ?? []).some((group) => groupsOf(actor, rule).includes(group));
      return false;
    case 'iam':
      // Gen 2: allow.guest() is public/iam (unauthenticated identities), allow.authenticated('identityPool')
      // is private/iam (authenticated ones); no other rule admits identity-pool credentials.
      if (rule.provider !== 'iam') return false;
      if (rule.strategy === 'public') return actor.role === 'unauthenticated';
      if (rule.strategy === 'private') return actor.role === 'authenticated';
      return false;
  }
}

function groupsOf(actor: Extract<Actor, { mode: 'userPool' }>, rule: AuthRule): string[] {
  const claim = rule.groupClaim ?? 'cognito:groups';
  if (claim === 'cognito:groups') return actor.groups;
  const value = Object.hasOwn(actor.claims, claim) ? actor.claims[claim] : undefined;
  return Array.isArray(value) ? value.map(String) : typeof value === 'string' ? [value] : [];
}

function ownerConditionFor(rule: AuthRule, actor: Actor): OwnerCondition | null {
  const claims = rule.identityClaims ?? ['sub', 'username'];
  const valueToStore = ownerValueOf(actor, claims);
  if (valueToStore === null || !rule.ownerField) return null;
  return { field: rule.ownerField, values: ownerValuesOf(actor, claims), valueToStore };
}

/** Whether a stored record passes an `owned` answer. */
export function isOwnedBy(record: Record<string, unknown>, owners: OwnerCondition[]): boolean {
  return owners.some((owner) => {
    const stored = record[owner.field];
    if (Array.isArray(stored)) return stored.some((value) => owner.values.includes(String(value)));
    return typeof stored === 'string' && owner.values.includes(stored);
  });
}
