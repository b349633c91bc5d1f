/** The address of a brief's page. */
export function briefPath(slug: string): string {
  return `/briefs/${encodeURIComponent(slug)}`;
}

export const BRIEFS_PATH = '/briefs';
export const BRIEFS_FEED_PATH = '/briefs/feed.xml';
