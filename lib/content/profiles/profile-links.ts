import { PLATFORMS } from '@/lib/content/platforms';
import type { ProfileLink } from './profile-types';
import { isWebUrl } from './web-url';

/** The Profile fields holding a link, in the order the card and the editor show them. */
export const PROFILE_LINK_FIELDS = [
  ...PLATFORMS.map((platform) => ({ field: platform.linkField, label: platform.displayName, iconClass: platform.iconClass })),
  { field: 'blogLink', label: 'Blog', iconClass: 'bi-journal-text' },
] as const satisfies readonly { field: string; label: string; iconClass: string }[];

export type ProfileLinkField = (typeof PROFILE_LINK_FIELDS)[number]['field'];

/** The profile's links that are safe to show (absolute http(s) URLs), in card order. */
export function toProfileLinks(record: Partial<Record<ProfileLinkField, string | null>>): ProfileLink[] {
  return PROFILE_LINK_FIELDS.flatMap(({ field, label, iconClass }) => {
    const href = record[field]?.trim();
    return href && isWebUrl(href) ? [{ label, href, iconClass }] : [];
  });
}
