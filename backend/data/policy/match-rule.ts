import type { AuthRule } from '../declaration/data-model';
import { ownerValueOf, ownerValuesOf, type Actor } from './actor';
import type { OwnerCondition } from './access';

/** Whether a rule speaks about this kind of caller at all (provider and strategy). */
export function isRuleForCaller(rule: AuthRule, actor: Actor): boolean {
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

/** The rows an owner rule leaves this caller, or null when their token lacks the rule's claims. */
export function ownerConditionFor(rule: AuthRule, actor: Actor): OwnerCondition | null {
  const claims = rule.identityClaims ?? ['sub', 'username'];
  const valueToStore = ownerValueOf(actor, claims);
  if (valueToStore === null || !rule.ownerField) return null;
  return { field: rule.ownerField, values: ownerValuesOf(actor, claims), valueToStore };
}
