import { PLATFORM_CATALOGUE, platformIdOf } from '@/amplify/data/platforms';
import type { PlatformName } from '@/amplify/data/enums';

/**
 * The nine platforms as the site names and draws them (amplify/data/platforms.ts), with the
 * lookups public pages need: a PlatformBan's platformId ('youtube') or a profile's free-text
 * platform entry ('YOUTUBE', 'YouTube') becomes a name and icon here.
 */
export type { PlatformName };
export type PlatformId = Lowercase<PlatformName>;

export type PlatformInfo = {
  id: PlatformId;
  name: PlatformName;
  displayName: string;
  /** A bootstrap-icons class ('bi-youtube'). */
  iconClass: string;
  url: string;
  /** The Profile / Personality field holding a creator's link on this platform. */
  linkField: `${PlatformId}Link`;
};

export const PLATFORMS: readonly PlatformInfo[] = PLATFORM_CATALOGUE.map(({ name, displayName, url, icon }) => {
  const id = platformIdOf(name);
  return { id, name, displayName, iconClass: `bi-${icon}`, url, linkField: `${id}Link` as const };
});

/** The platform with this Platform record id ('youtube'); also accepts 'YouTube' or ' YOUTUBE '. */
export function platformById(id: string | null | undefined): PlatformInfo | undefined {
  const key = normaliseKey(id);
  return PLATFORMS.find((p) => p.id === key);
}

/**
 * The platform with this enum name ('YOUTUBE'). Profiles store platform lists as free strings,
 * so the display name ('X (Twitter)', 'Twitter') is accepted as well.
 */
export function platformByName(name: string | null | undefined): PlatformInfo | undefined {
  const key = normaliseKey(name);
  if (!key) return undefined;
  return (
    PLATFORMS.find((p) => p.id === key || normaliseKey(p.displayName) === key) ??
    (key === 'twitter' || key === 'x-twitter' ? PLATFORMS[0] : undefined)
  );
}

/** The display name of a platform id or name, or the input itself when it is no known platform. */
export function platformDisplayName(idOrName: string): string {
  return (platformById(idOrName) ?? platformByName(idOrName))?.displayName ?? idOrName;
}

// Other hosts a platform's addresses use, beside the host of its url (subdomains count too).
const EXTRA_HOSTS: Partial<Record<PlatformId, string[]>> = {
  x: ['twitter.com'],
  youtube: ['youtu.be', 'youtube-nocookie.com'],
  facebook: ['fb.com', 'fb.watch'],
};

/** The platform an address belongs to ('https://youtu.be/…' → YouTube), if any. */
export function platformByUrl(address: string | null | undefined): PlatformInfo | undefined {
  let host: string;
  try {
    host = new URL(address ?? '').hostname.toLowerCase();
  } catch {
    return undefined;
  }
  return PLATFORMS.find((platform) =>
    [new URL(platform.url).hostname.replace(/^www\./, ''), ...(EXTRA_HOSTS[platform.id] ?? [])].some(
      (domain) => host === domain || host.endsWith(`.${domain}`),
    ),
  );
}

function normaliseKey(value: string | null | undefined): string {
  return (value ?? '')
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
