import type { DataModel, FieldValidation } from '../declaration/data-model';
import { DataApiError } from './data-api-error';

/**
 * Refuses a create or update input that breaks a field's declared `.validate(…)` rules, as the
 * resolvers Gen 2's @validate transformer adds do: a rule applies to a field the input sets to a
 * value (null or absent is left to the field's required-ness), the first broken rule answers with
 * its message, and nothing is written.
 */
export function refuseInvalidInput(model: DataModel, input: Record<string, unknown>): void {
  for (const field of model.fields) {
    if (!field.validations || !Object.hasOwn(input, field.name)) continue;
    const value = input[field.name];
    if (value === null || value === undefined) continue;
    for (const rule of field.validations) {
      if (!passes(rule, value)) throw new DataApiError('CustomTemplateException', rule.errorMessage ?? describeRule(field.name, rule));
    }
  }
}

function passes(rule: FieldValidation, value: unknown): boolean {
  if (typeof value === 'number') {
    const operand = Number(rule.value);
    if (rule.type === 'gt') return value > operand;
    if (rule.type === 'lt') return value < operand;
    if (rule.type === 'gte') return value >= operand;
    if (rule.type === 'lte') return value <= operand;
    return false;
  }
  if (typeof value !== 'string') return false;
  // Lengths in UTF-16 code units, as Java's String.length() counts them in the resolver.
  if (rule.type === 'minLength') return value.length >= Number(rule.value);
  if (rule.type === 'maxLength') return value.length <= Number(rule.value);
  if (rule.type === 'startsWith') return value.startsWith(rule.value);
  if (rule.type === 'endsWith') return value.endsWith(rule.value);
  // $util.matches is Java's String.matches: the whole value must match.
  if (rule.type === 'matches') return new RegExp(`^(?:${rule.value})$`, 'u').test(value);
  return false;
}

function describeRule(field: string, rule: FieldValidation): string {
  return `Validation failed for ${field}: ${rule.type} ${rule.value}.`;
}
