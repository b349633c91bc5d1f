import { canModerate, isAdmin } from '@/lib/auth/session-user';
import type { NavLink } from './routes';

/** Where a signed-in user's own work is: their records and profile (/me), for everyone signed in. */
export const MY_WORKSPACE_LINK: NavLink = { label: 'My workspace', href: '/me' };
const memberLinks: NavLink[] = [
  MY_WORKSPACE_LINK,
  { label: 'My records', href: '/me/bans' },
  { label: 'My profile', href: '/me/profile' },
];
const MODERATION_LINK: NavLink = { label: 'Moderation', href: '/admin/moderation' };
const ADMIN_LINK: NavLink = { label: 'Admin', href: '/admin' };

/** Every workspace page any menu may offer, for the route sweep (guests are sent to sign in). */
export const WORKSPACE_LINKS: NavLink[] = [...memberLinks, MODERATION_LINK, ADMIN_LINK];

/**
 * The workspace links a signed-in user with these groups (the ID token's `cognito:groups`) is
 * offered: their own pages, the moderation queue for MODERATORS and ADMINS, the admin area for
 * ADMINS. Only what the menus show: the server checks the groups again on each page.
 */
export function workspaceLinksFor(groups: readonly string[]): NavLink[] {
  const user = { groups: [...groups] };
  return [...memberLinks, ...(canModerate(user) ? [MODERATION_LINK] : []), ...(isAdmin(user) ? [ADMIN_LINK] : [])];
}

/** The staff pages alone (the footer lists the member links for everyone already). */
export function staffLinksFor(groups: readonly string[]): NavLink[] {
  return workspaceLinksFor(groups).filter((link) => !memberLinks.includes(link));
}
