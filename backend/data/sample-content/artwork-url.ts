/**
 * URL of the site's generated artwork (app/artwork/[kind]/[file]/route.ts). It mirrors
 * artworkUrl() in lib/artwork/render-artwork.ts, spelled here because the backend never imports
 * the site's modules; the sample-content test checks the format and the name rule.
 */
export type ArtworkKind = 'poster' | 'still' | 'banner' | 'portrait' | 'avatar' | 'product';

/** The name rule of the artwork route: lower-case letters, digits and hyphens, at most 96. */
export const ARTWORK_NAME_PATTERN = /^[a-z0-9][a-z0-9-]{0,95}$/;

export function artworkUrl(kind: ArtworkKind, name: string): string {
  // A bad name is a mistake in the sample data itself; fail at import, not as a broken image.
  if (!ARTWORK_NAME_PATTERN.test(name)) throw new Error(`Not an artwork name: "${name}"`);
  return `/artwork/${kind}/${name}.svg`;
}
