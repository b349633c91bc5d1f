import { SAMPLE_EDITOR } from './owners';
import type { PlatformName, SampleOwner } from './sample-types';

export type SamplePlatform = {
  id: string;
  owner: SampleOwner;
  name: PlatformName;
  displayName: string;
  url: string;
  iconKey: string;
};

function platform(name: PlatformName, displayName: string, url: string, iconKey: string): SamplePlatform {
  // Stable ids equal to the lower-case name, so bans and pages can refer to 'youtube' directly.
  return { id: name.toLowerCase(), owner: SAMPLE_EDITOR, name, displayName, url, iconKey };
}

/**
 * The nine platforms. iconKey is a bootstrap-icons name; Rumble has no icon there, so it gets
 * the generic play button.
 */
export const SAMPLE_PLATFORMS: SamplePlatform[] = [
  platform('X', 'X (Twitter)', 'https://x.com', 'twitter-x'),
  platform('YOUTUBE', 'YouTube', 'https://www.youtube.com', 'youtube'),
  platform('RUMBLE', 'Rumble', 'https://rumble.com', 'play-btn'),
  platform('FACEBOOK', 'Facebook', 'https://www.facebook.com', 'facebook'),
  platform('INSTAGRAM', 'Instagram', 'https://www.instagram.com', 'instagram'),
  platform('TIKTOK', 'TikTok', 'https://www.tiktok.com', 'tiktok'),
  platform('SUBSTACK', 'Substack', 'https://substack.com', 'substack'),
  platform('MEDIUM', 'Medium', 'https://medium.com', 'medium'),
  platform('TWITCH', 'Twitch', 'https://www.twitch.tv', 'twitch'),
];

/** The Platform record id of a platform name ('YOUTUBE' → 'youtube'). */
export function platformIdOf(name: PlatformName): string {
  return name.toLowerCase();
}
