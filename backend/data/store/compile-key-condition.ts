import { FilterError, type FilterInput } from './compile-filter';
import type { SqlParams } from './sql-params';

const COMPARISONS = new Map(Object.entries({ eq: '=', le: '<=', lt: '<', ge: '>=', gt: '>' }));

/**
 * A sort-key condition (ModelStringKeyConditionInput and friends) as SQL: eq, le, lt, ge, gt,
 * between, beginsWith; anything else, a name Object.prototype answers included, is a FilterError
 * (a BadRequest to the caller).
 */
export function compileKeyCondition(
  field: string,
  isNumeric: boolean,
  condition: FilterInput,
  params: SqlParams,
): string {
  const expression = isNumeric
    ? `(CASE WHEN jsonb_typeof(doc->'${field}') = 'number' THEN (doc->>'${field}')::numeric END)`
    : `(doc->>'${field}') COLLATE "C"`;
  const value = (raw: unknown) => (isNumeric ? `${params.add(raw)}::numeric` : params.add(String(raw)));
  const parts = Object.entries(condition)
    .filter(([, operand]) => operand !== undefined && operand !== null)
    .map(([operator, operand]) => {
      const comparison = COMPARISONS.get(operator);
      if (comparison) return `${expression} ${comparison} ${value(operand)}`;
      if (operator === 'between') {
        if (!Array.isArray(operand) || operand.length !== 2)
          throw new FilterError(`between on ${field} takes exactly two values.`);
        return `${expression} BETWEEN ${value(operand[0])} AND ${value(operand[1])}`;
      }
      if (operator === 'beginsWith') return `starts_with(doc->>'${field}', ${params.add(String(operand))})`;
      throw new FilterError(`${operator} is not a key condition.`);
    });
  if (parts.length > 1) throw new FilterError(`A key condition on ${field} takes one operator.`);
  return parts[0] ?? 'TRUE';
}
