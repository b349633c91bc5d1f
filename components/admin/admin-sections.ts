/**
 * The admin area's sections, declared once for the navigation and the overview. `access` says who
 * reaches each (lib/auth/protected-routes.ts guards the same paths): ADMINS every section,
 * MODERATORS only the moderation ones (reports and replies).
 */
export const ADMIN_SECTIONS = [
  { href: '/admin/streams', label: 'Streams', icon: 'bi-collection-play', summary: 'The video catalogue: create, edit and delete streams with every field.', access: 'admin' },
  { href: '/admin/personalities', label: 'Personalities', icon: 'bi-person-badge', summary: 'Featured public personalities, their links, counts and schedules.', access: 'admin' },
  { href: '/admin/newsletter', label: 'Newsletter', icon: 'bi-envelope-paper', summary: 'Addresses from the footer’s Subscribe box.', access: 'admin' },
  { href: '/admin/messages', label: 'Messages', icon: 'bi-chat-left-text', summary: 'What visitors sent through the contact form.', access: 'admin' },
  { href: '/admin/analytics', label: 'Analytics', icon: 'bi-graph-up', summary: 'Launches, page views, active browsers, top briefs and streams, sign-ups.', access: 'admin' },
  { href: '/admin/moderation', label: 'Moderation', icon: 'bi-flag', summary: 'Visitors’ reports, oldest first: hide a record or dismiss the report; restore hidden records.', access: 'moderation' },
  { href: '/admin/replies', label: 'Replies', icon: 'bi-chat', summary: 'Replies and corrections sent about ban records, oldest first: publish them beside the record or decline with a reason.', access: 'moderation' },
  { href: '/admin/audit', label: 'Audit log', icon: 'bi-journal-check', summary: 'Every moderation act, newest first: who hid, restored, dismissed or featured what, and why.', access: 'admin' },
] as const;

export type AdminSection = (typeof ADMIN_SECTIONS)[number];

/** The sections a user sees: all for ADMINS, the moderation ones for MODERATORS. */
export function sectionsFor(isAdmin: boolean): AdminSection[] {
  return ADMIN_SECTIONS.filter((section) => isAdmin || section.access === 'moderation');
}
