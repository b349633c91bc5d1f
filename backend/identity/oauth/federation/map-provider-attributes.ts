import type { ProviderAttributeMapping } from '../../../../amplify/auth/hosted-ui';
import { emptyRecord, ownValue } from '../../../core/own-property';
import { isStoredAttributeName, isValidEmail } from '../../user-pool/attributes';

/** Gen 2's camelCase attribute names → the pool's (OpenID Connect) attribute names. */
const POOL_ATTRIBUTE_NAMES: Record<Exclude<keyof ProviderAttributeMapping, 'custom'>, string> = {
  address: 'address',
  birthdate: 'birthdate',
  email: 'email',
  emailVerified: 'email_verified',
  familyName: 'family_name',
  gender: 'gender',
  givenName: 'given_name',
  locale: 'locale',
  middleName: 'middle_name',
  fullname: 'name',
  nickname: 'nickname',
  phoneNumber: 'phone_number',
  profilePicture: 'picture',
  preferredUsername: 'preferred_username',
  profilePage: 'profile',
  timezone: 'zoneinfo',
  lastUpdateTime: 'updated_at',
  website: 'website',
};
const MAX_VALUE_LENGTH = 2048;

export interface MappedAttributes {
  email?: string;
  /** Whether the provider vouches for the e-mail address (undefined when it says nothing). */
  emailVerified?: boolean;
  /** Other pool attributes (standard and custom:*), as strings. */
  attributes: Record<string, string>;
}

/** A claim as the pool stores attributes: strings; booleans and numbers spelled out, objects as JSON. */
function toAttributeValue(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  const text = typeof value === 'string' ? value : typeof value === 'object' ? JSON.stringify(value) : String(value);
  return text === '' || text.length > MAX_VALUE_LENGTH ? undefined : text;
}

/** The provider's claims through the declared mapping; unmapped claims and attributes the pool does not keep are dropped. */
export function mapProviderAttributes(mapping: ProviderAttributeMapping, claims: Readonly<Record<string, unknown>>): MappedAttributes {
  const { custom = {}, ...standard } = mapping;
  const pairs: [string, string][] = [
    ...Object.entries(standard).flatMap(([gen2Name, claim]): [string, string][] => {
      const attribute = ownValue(POOL_ATTRIBUTE_NAMES, gen2Name);
      return attribute ? [[attribute, claim]] : [];
    }),
    ...Object.entries(custom),
  ];
  // The provider's claims are its own JSON: only what it sent counts, never an inherited name.
  const mapped: MappedAttributes = { attributes: emptyRecord<string>() };
  for (const [attribute, claim] of pairs) {
    const value = toAttributeValue(ownValue(claims, claim));
    if (value === undefined) continue;
    if (attribute === 'email') {
      if (isValidEmail(value)) mapped.email = value.trim();
    } else if (attribute === 'email_verified') {
      mapped.emailVerified = value.toLowerCase() === 'true';
    } else if (isStoredAttributeName(attribute)) {
      mapped.attributes[attribute] = value;
    }
  }
  return mapped;
}
