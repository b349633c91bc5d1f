import type { DirectiveNode } from 'graphql';
import type { FieldValidation, ValidationType } from './data-model';
import { readArguments, type readTypeShape } from './read-sdl';

const NUMERIC_TYPES: ReadonlySet<string> = new Set<ValidationType>(['gt', 'lt', 'gte', 'lte']);
const STRING_TYPES: ReadonlySet<string> = new Set<ValidationType>(['minLength', 'maxLength', 'startsWith', 'endsWith', 'matches']);
const NUMBER_SCALARS: ReadonlySet<string> = new Set(['Int', 'Float']);

/**
 * A field's `@validate(type:, value:, errorMessage:)` directives, in order. A rule this backend
 * could not enforce (an unknown type, a rule on a list or on the wrong scalar) stops the start, so
 * no declared rule is silently left unchecked.
 */
export function readValidations(
  where: string,
  directives: readonly DirectiveNode[] | undefined,
  shape: ReturnType<typeof readTypeShape>,
): FieldValidation[] {
  return (directives ?? [])
    .filter((directive) => directive.name.value === 'validate')
    .map((directive) => {
      const args = readArguments(directive);
      const type = String(args.type);
      const value = String(args.value);
      const isNumeric = NUMERIC_TYPES.has(type);
      if (!isNumeric && !STRING_TYPES.has(type)) throw new Error(`${where}: @validate type ${type} is not known.`);
      if (shape.isArray) throw new Error(`${where}: @validate on a list is not supported.`);
      const applies = isNumeric ? NUMBER_SCALARS.has(shape.named) : shape.named === 'String';
      if (!applies) throw new Error(`${where}: @validate(type: ${type}) does not apply to ${shape.named}.`);
      if ((isNumeric || type === 'minLength' || type === 'maxLength') && !Number.isFinite(Number(value)))
        throw new Error(`${where}: @validate(type: ${type}) needs a number, not "${value}".`);
      if (type === 'matches') checkPattern(where, value);
      return { type: type as ValidationType, value, ...(typeof args.errorMessage === 'string' ? { errorMessage: args.errorMessage } : {}) };
    });
}

function checkPattern(where: string, pattern: string): void {
  try {
    RegExp(pattern, 'u');
  } catch (error) {
    throw new Error(`${where}: @validate(type: matches) pattern does not compile: ${(error as Error).message}`);
  }
}
