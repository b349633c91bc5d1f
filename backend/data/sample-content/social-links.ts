import { LINK_FIELD_OF_PLATFORM, type PlatformLinks, type PlatformName } from './sample-types';

/** Where an account with a given handle lives on each platform (fictional handles, real domains). */
const ACCOUNT_URL: Record<PlatformName, (handle: string) => string> = {
  X: (handle) => `https://x.com/${handle}`,
  YOUTUBE: (handle) => `https://www.youtube.com/@${handle}`,
  RUMBLE: (handle) => `https://rumble.com/c/${handle}`,
  FACEBOOK: (handle) => `https://www.facebook.com/${handle}`,
  INSTAGRAM: (handle) => `https://www.instagram.com/${handle}`,
  TIKTOK: (handle) => `https://www.tiktok.com/@${handle}`,
  SUBSTACK: (handle) => `https://${handle}.substack.com`,
  MEDIUM: (handle) => `https://medium.com/@${handle}`,
  TWITCH: (handle) => `https://www.twitch.tv/${handle}`,
};

/**
 * The link fields of someone with accounts on the given platforms, plus a website and blog on
 * the reserved .example domain so no sample link points at a real site.
 */
export function buildSocialLinks(
  handle: string,
  platforms: readonly PlatformName[],
  extras: { website?: boolean; blog?: boolean } = {},
): PlatformLinks {
  const links: PlatformLinks = {};
  for (const platform of platforms) links[LINK_FIELD_OF_PLATFORM[platform]] = ACCOUNT_URL[platform](handle);
  if (extras.website) links.websiteLink = `https://www.${handle}.example`;
  if (extras.blog) links.blogLink = `https://blog.${handle}.example`;
  return links;
}
