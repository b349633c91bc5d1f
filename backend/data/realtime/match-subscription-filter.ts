import { ownValue } from '../../core/own-property';

/** AppSync's ModelSubscription<Model>FilterInput: field conditions, `and` and `or`. */
export type SubscriptionFilter = Record<string, unknown>;

/**
 * Whether a record passes a subscription's filter argument, as AppSync's enhanced filters decide:
 * every named field's condition holds, `and` all of its filters, `or` at least one.
 */
export function matchesSubscriptionFilter(record: Record<string, unknown>, filter: SubscriptionFilter | null | undefined): boolean {
  if (!filter) return true;
  for (const [key, condition] of Object.entries(filter)) {
    if (condition === null || condition === undefined) continue;
    if (key === 'and' || key === 'or') {
      const parts = (Array.isArray(condition) ? condition : [condition]).filter((part) => part !== null && typeof part === 'object');
      const results = parts.map((part) => matchesSubscriptionFilter(record, part as SubscriptionFilter));
      if (key === 'and' ? !results.every(Boolean) : results.length > 0 && !results.some(Boolean)) return false;
      continue;
    }
    if (typeof condition !== 'object') return false;
    if (!matchesCondition(ownValue(record, key), condition as Record<string, unknown>)) return false;
  }
  return true;
}

function matchesCondition(value: unknown, condition: Record<string, unknown>): boolean {
  for (const [operator, operand] of Object.entries(condition)) {
    if (operand === undefined) continue;
    if (!applyOperator(operator, value, operand)) return false;
  }
  return true;
}

function applyOperator(operator: string, value: unknown, operand: unknown): boolean {
  switch (operator) {
    case 'eq':
      return isEqual(value, operand);
    case 'ne':
      return !isEqual(value, operand);
    case 'gt':
      return compare(value, operand) > 0;
    case 'ge':
      return compare(value, operand) >= 0;
    case 'lt':
      return compare(value, operand) < 0;
    case 'le':
      return compare(value, operand) <= 0;
    case 'between':
      return Array.isArray(operand) && operand.length === 2 && compare(value, operand[0]) >= 0 && compare(value, operand[1]) <= 0;
    case 'beginsWith':
      return typeof value === 'string' && typeof operand === 'string' && value.startsWith(operand);
    case 'contains':
      return contains(value, operand);
    case 'notContains':
      return !contains(value, operand);
    case 'in':
      return Array.isArray(operand) && operand.some((item) => isEqual(value, item));
    case 'notIn':
      return Array.isArray(operand) && !operand.some((item) => isEqual(value, item));
    default:
      // The input type admits no other operator; anything else matches nothing.
      return false;
  }
}

function isEqual(value: unknown, operand: unknown): boolean {
  if (value === undefined) value = null;
  return value === operand || (typeof value === 'number' && typeof operand === 'number' && value === operand);
}

/** NaN (so every comparison false) when the two are not of one comparable kind. */
function compare(value: unknown, operand: unknown): number {
  if (typeof value === 'number' && typeof operand === 'number') return value - operand;
  if (typeof value === 'string' && typeof operand === 'string') return value < operand ? -1 : value > operand ? 1 : 0;
  return Number.NaN;
}

function contains(value: unknown, operand: unknown): boolean {
  if (typeof value === 'string') return typeof operand === 'string' && value.includes(operand);
  if (Array.isArray(value)) return value.some((item) => isEqual(item, operand));
  return false;
}
