import { normaliseUsername } from '@/lib/content/my/profile-form';

/** What the username field says about the form of a name while nothing else is known. */
export const USERNAME_RULE = 'Lower-case letters, digits, - and _.';

/**
 * The public address a typed username would get, as it will be saved (trimmed, lower case), or
 * null while nothing is typed. Shown as typed, not URL-encoded: a name the rule refuses is
 * refused by the field's own message, and the address must read like what the creator wrote.
 */
export function publicAddressOf(typed: string): string | null {
  const username = normaliseUsername(typed);
  return username ? `/profiles/${username}` : null;
}
