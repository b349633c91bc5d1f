import { ownValue } from '../../core/own-property';
import type { AuthRule } from '../declaration/data-model';
import type { Actor } from './actor';
import { isRuleForCaller, ownerConditionFor } from './match-rule';

/** Rows an owner rule lets this caller touch: those whose `field` holds one of `values`. */
export interface OwnerCondition {
  field: string;
  values: string[];
  /** What a create by this caller stores in `field`. */
  valueToStore: string;
}

/**
 * The one answer the authorization layer gives, à la Payload: no, yes, or yes for the rows an
 * owner rule leaves (turned into SQL by the store, or checked per record).
 */
export type Access = { kind: 'denied' } | { kind: 'all' } | { kind: 'owned'; owners: OwnerCondition[] };

export const DENIED: Access = { kind: 'denied' };
export const ALL: Access = { kind: 'all' };

/** What a set of rules grants this caller: any rule but an owner rule admits them everywhere. */
export function accessThrough(rules: readonly AuthRule[], actor: Actor): Access {
  const owners: OwnerCondition[] = [];
  for (const rule of rules) {
    if (!isRuleForCaller(rule, actor)) continue;
    if (rule.strategy !== 'owner') return ALL;
    const condition = ownerConditionFor(rule, actor);
    if (condition) owners.push(condition);
  }
  return owners.length > 0 ? { kind: 'owned', owners } : DENIED;
}

/** Whether a stored record passes an `owned` answer. */
export function isOwnedBy(record: Record<string, unknown>, owners: OwnerCondition[]): boolean {
  return owners.some((owner) => {
    // Only the record's own fields: an owner field named `constructor` finds nothing.
    const stored = ownValue(record, owner.field);
    if (Array.isArray(stored)) return stored.some((value) => owner.values.includes(String(value)));
    return typeof stored === 'string' && owner.values.includes(stored);
  });
}
