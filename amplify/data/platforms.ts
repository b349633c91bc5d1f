import type { PlatformName } from './enums';

/**
 * The nine platforms as people see them. The backend seeds the Platform records from this list
 * and the site names and draws platforms with it (guests may not read Platform records, so public
 * pages map a ban's platformId to a name here instead of querying). A Platform record's id is the
 * lower-case name ('youtube').
 */
export type PlatformDescription = {
  name: PlatformName;
  displayName: string;
  url: string;
  /** A bootstrap-icons name; Rumble has none there, so it gets the generic play button. */
  icon: string;
};

export const PLATFORM_CATALOGUE: readonly PlatformDescription[] = [
  { name: 'X', displayName: 'X (Twitter)', url: 'https://x.com', icon: 'twitter-x' },
  { name: 'YOUTUBE', displayName: 'YouTube', url: 'https://www.youtube.com', icon: 'youtube' },
  { name: 'RUMBLE', displayName: 'Rumble', url: 'https://rumble.com', icon: 'play-btn' },
  { name: 'FACEBOOK', displayName: 'Facebook', url: 'https://www.facebook.com', icon: 'facebook' },
  { name: 'INSTAGRAM', displayName: 'Instagram', url: 'https://www.instagram.com', icon: 'instagram' },
  { name: 'TIKTOK', displayName: 'TikTok', url: 'https://www.tiktok.com', icon: 'tiktok' },
  { name: 'SUBSTACK', displayName: 'Substack', url: 'https://substack.com', icon: 'substack' },
  { name: 'MEDIUM', displayName: 'Medium', url: 'https://medium.com', icon: 'medium' },
  { name: 'TWITCH', displayName: 'Twitch', url: 'https://www.twitch.tv', icon: 'twitch' },
];

/** The Platform record id of a platform name ('YOUTUBE' → 'youtube'). */
export function platformIdOf(name: PlatformName): Lowercase<PlatformName> {
  return name.toLowerCase() as Lowercase<PlatformName>;
}
