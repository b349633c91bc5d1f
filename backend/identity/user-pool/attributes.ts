import { emptyRecord } from '../../core/own-property';
import { invalidParameter } from './errors';
import type { AttributeInput } from './input';
import { MESSAGES } from './messages';
import type { UserRecord } from './store/users';

/** OpenID Connect's standard claims as Cognito stores them; e-mail has its own columns. */
const STANDARD_ATTRIBUTES = new Set([
  'address',
  'birthdate',
  'family_name',
  'gender',
  'given_name',
  'locale',
  'middle_name',
  'name',
  'nickname',
  'phone_number',
  'picture',
  'preferred_username',
  'profile',
  'updated_at',
  'website',
  'zoneinfo',
]);
const SYSTEM_ATTRIBUTES = new Set(['sub', 'email_verified', 'phone_number_verified', 'identities']);
const MAX_VALUE_LENGTH = 2048;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A standard attribute kept in the attributes column, or a custom:* one. */
export function isStoredAttributeName(name: string): boolean {
  return STANDARD_ATTRIBUTES.has(name) || /^custom:[\w.-]{1,20}$/.test(name);
}

export function isValidEmail(value: string): boolean {
  return value.length <= 256 && EMAIL_PATTERN.test(value.trim());
}

/**
 * Checks attributes a user may write; `email` is returned apart because it lives in its own column.
 * Names are checked against Sets and a pattern, so `__proto__` or `constructor` is just an unknown
 * attribute; the result has no prototype either way.
 */
export function readWritableAttributes(attributes: readonly AttributeInput[]): {
  email?: string;
  others: Record<string, string>;
} {
  const others = emptyRecord<string>();
  let email: string | undefined;
  for (const { name, value } of attributes) {
    if (SYSTEM_ATTRIBUTES.has(name)) throw invalidParameter(MESSAGES.immutableAttribute(name));
    if (value.length > MAX_VALUE_LENGTH) throw invalidParameter(`Attribute value for ${name} is too long.`);
    if (name === 'email') {
      if (!isValidEmail(value)) throw invalidParameter(MESSAGES.invalidEmail);
      email = value.trim();
    } else if (isStoredAttributeName(name)) {
      others[name] = value;
    } else {
      throw invalidParameter(MESSAGES.unknownAttribute(name));
    }
  }
  return { email, others };
}

/** Applies updates to the stored attributes; an empty value removes the attribute, as in Cognito. */
export function mergeAttributes(
  current: Readonly<Record<string, string>>,
  updates: Readonly<Record<string, string>>,
): Record<string, string> {
  const merged = Object.assign(emptyRecord<string>(), current);
  for (const [name, value] of Object.entries(updates)) {
    if (value === '') delete merged[name];
    else merged[name] = value;
  }
  return merged;
}

export interface WireAttribute {
  Name: string;
  Value: string;
}

/** Cognito's attribute list: sub first, verification flags as the strings "true"/"false". */
export function toWireAttributes(user: UserRecord): WireAttribute[] {
  return [
    { Name: 'sub', Value: user.sub },
    ...Object.entries(user.attributes).map(([Name, Value]) => ({ Name, Value })),
    { Name: 'email_verified', Value: String(user.emailVerified) },
    { Name: 'email', Value: user.email },
  ];
}

/** The attributes `names` asks for (all of them for none); a Set, so long lists cost one pass. */
export function filterWireAttributes(attributes: WireAttribute[], names: readonly string[]): WireAttribute[] {
  if (names.length === 0) return attributes;
  const wanted = new Set(names);
  return attributes.filter((attribute) => wanted.has(attribute.Name));
}
