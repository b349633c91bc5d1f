import type { ProfileSection } from './profile-records';

/** What a section's records are called, in a sentence and as a title. */
export const SECTION_NOUNS: Readonly<Record<ProfileSection, { plural: string; title: string }>> = {
  bans: { plural: 'bans', title: 'Ban history' },
  reports: { plural: 'shadowban reports', title: 'Shadowban experiences' },
  briefs: { plural: 'briefs', title: 'Briefs' },
};

/** /profiles/<username>/<section>, with ?page= beyond the first. */
export function profileSectionPathOf(username: string, section: ProfileSection, page = 1): string {
  const path = `/profiles/${encodeURIComponent(username)}/${section}`;
  return page > 1 ? `${path}?page=${page}` : path;
}
