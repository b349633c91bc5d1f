/**
 * The nine platforms of the schema's PlatformName enum, as a constant. Guests may not read
 * Platform records (owner-only in the schema), so public pages map a PlatformBan's platformId
 * ('youtube') or a profile's platform list entry ('YOUTUBE', 'YouTube') to a name and icon here.
 * The values mirror backend/data/sample-content/platforms.ts, which seeds the Platform records.
 */
export type PlatformId =
  | 'x'
  | 'youtube'
  | 'rumble'
  | 'facebook'
  | 'instagram'
  | 'tiktok'
  | 'substack'
  | 'medium'
  | 'twitch';

export type PlatformName = Uppercase<PlatformId>;

export type PlatformInfo = {
  id: PlatformId;
  name: PlatformName;
  displayName: string;
  /** A bootstrap-icons class ('bi-youtube'); Rumble and Substack have none there. */
  iconClass: string;
  url: string;
  /** The Profile / Personality field holding a creator's link on this platform. */
  linkField: `${PlatformId}Link`;
};

function platform(id: PlatformId, displayName: string, iconClass: string, url: string): PlatformInfo {
  return { id, name: id.toUpperCase() as PlatformName, displayName, iconClass, url, linkField: `${id}Link` };
}

export const PLATFORMS: readonly PlatformInfo[] = [
  platform('x', 'X (Twitter)', 'bi-twitter-x', 'https://x.com'),
  platform('youtube', 'YouTube', 'bi-youtube', 'https://www.youtube.com'),
  platform('rumble', 'Rumble', 'bi-play-btn', 'https://rumble.com'),
  platform('facebook', 'Facebook', 'bi-facebook', 'https://www.facebook.com'),
  platform('instagram', 'Instagram', 'bi-instagram', 'https://www.instagram.com'),
  platform('tiktok', 'TikTok', 'bi-tiktok', 'https://www.tiktok.com'),
  platform('substack', 'Substack', 'bi-envelope-paper', 'https://substack.com'),
  platform('medium', 'Medium', 'bi-medium', 'https://medium.com'),
  platform('twitch', 'Twitch', 'bi-twitch', 'https://www.twitch.tv'),
];

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
