import { artworkUrl, isArtworkName } from '@/lib/artwork/render-artwork';
import { isImageAddress } from '@/lib/content/profiles/web-url';

/**
 * The still shown for a stream: its thumbnail when that is a safe address (a site path or an
 * http(s) URL), otherwise the site's generated artwork for its slug, so no card is ever blank.
 */
export function streamImageOf(stream: { thumbnail: string | null; slug: string }): string | null {
  if (stream.thumbnail && isImageAddress(stream.thumbnail)) return stream.thumbnail;
  return isArtworkName(stream.slug) ? artworkUrl('still', stream.slug) : null;
}
