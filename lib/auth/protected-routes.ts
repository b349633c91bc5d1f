import { canModerate, isAdmin, type SessionUser } from './session-user';

export type RequiredAccess = 'signedIn' | 'moderation' | 'admin';

/** Areas only a signed-in user may open: the account page and the creator's own pages. */
export const SIGNED_IN_AREAS = ['/merchandise/account', '/me'] as const;
/** The admin area: ADMINS only, but for its moderation pages. */
export const ADMIN_AREAS = ['/admin'] as const;
/** The moderation pages inside it (reports, replies): MODERATORS and ADMINS (the audit log stays ADMINS only). */
export const MODERATION_AREAS = ['/admin/moderation', '/admin/replies'] as const;

function isUnder(pathname: string, area: string): boolean {
  return pathname === area || pathname.startsWith(`${area}/`);
}

export function requiredAccessFor(pathname: string): RequiredAccess | null {
  if (MODERATION_AREAS.some((area) => isUnder(pathname, area))) return 'moderation';
  if (ADMIN_AREAS.some((area) => isUnder(pathname, area))) return 'admin';
  if (SIGNED_IN_AREAS.some((area) => isUnder(pathname, area))) return 'signedIn';
  return null;
}

export type AccessDecision = 'allow' | 'sign-in' | 'forbidden';

/** Guests are sent to sign in; a signed-in user without the group is refused. */
export function decideAccess(required: RequiredAccess | null, user: SessionUser | null): AccessDecision {
  if (!required) return 'allow';
  if (!user) return 'sign-in';
  if (required === 'admin' && !isAdmin(user)) return 'forbidden';
  if (required === 'moderation' && !canModerate(user)) return 'forbidden';
  return 'allow';
}
