import { ADMINS, MODERATORS } from '@/amplify/auth/groups';
import { FALLBACK_DISPLAY_NAME } from '@/lib/constants/ui';

/** The groups the rules name (amplify/auth/groups.ts): ADMINS manage the catalogue, MODERATORS the report queue. */
export const ADMINS_GROUP = ADMINS;
export const MODERATORS_GROUP = MODERATORS;

/** The signed-in user as the site shows and guards it. */
export interface SessionUser {
  /** The pool's immutable user id (`sub`). */
  userId: string;
  /** The pool's username (`cognito:username`; a UUID when e-mail is the sign-in alias). */
  username: string;
  /** What the user typed to sign in: here always the e-mail. */
  loginId?: string;
  groups: string[];
  /**
   * Staff groups the pool held back because the user has no second factor yet
   * (amplify/auth/staff-second-factor.ts): their pages say why and where to add one.
   */
  withheldGroups?: string[];
}

/** SPEC §3: the sign-in login id or the username, falling back to "User". */
export function displayNameOf(user: { loginId?: string; username?: string } | null | undefined): string {
  return user?.loginId?.trim() || user?.username?.trim() || FALLBACK_DISPLAY_NAME;
}

export function isAdmin(user: Pick<SessionUser, 'groups'> | null | undefined): boolean {
  return Boolean(user?.groups.includes(ADMINS_GROUP));
}

/** Whether the user works the moderation queue: MODERATORS, and ADMINS, who are moderators too. */
export function canModerate(user: Pick<SessionUser, 'groups'> | null | undefined): boolean {
  return isAdmin(user) || Boolean(user?.groups.includes(MODERATORS_GROUP));
}
