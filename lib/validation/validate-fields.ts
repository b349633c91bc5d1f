import { isValidEmail } from './email';
import { INVALID_EMAIL_MESSAGE, REQUIRED_FIELD_MESSAGE } from './messages';

/** Field errors of a form: one message per invalid field, none when the form is valid. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** What one text field must hold. Values are checked with surrounding white space trimmed. */
export type FieldRule = {
  required?: boolean;
  /** A non-empty value must look like an e-mail address. */
  email?: boolean;
  /** A value longer than `limit` characters gets `message`. */
  maxLength?: { limit: number; message: string };
};

export const REQUIRED: FieldRule = { required: true };
export const REQUIRED_EMAIL: FieldRule = { required: true, email: true };

/** The first rule a value breaks, as its message; `undefined` when it keeps them all. */
export function fieldError(value: string, rule: FieldRule): string | undefined {
  const text = value.trim();
  if (!text) return rule.required ? REQUIRED_FIELD_MESSAGE : undefined;
  if (rule.email && !isValidEmail(text)) return INVALID_EMAIL_MESSAGE;
  if (rule.maxLength && text.length > rule.maxLength.limit) return rule.maxLength.message;
  return undefined;
}

/** Checks every field that has a rule; fields without one are never invalid. */
export function validateFields<Field extends string>(
  values: Record<Field, string>,
  rules: Partial<Record<Field, FieldRule>>,
): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const field of Object.keys(rules) as Field[]) {
    const rule = rules[field];
    const error = rule && fieldError(values[field], rule);
    if (error) errors[field] = error;
  }
  return errors;
}

export function hasErrors(errors: FieldErrors<string>): boolean {
  return Object.values(errors).some(Boolean);
}
