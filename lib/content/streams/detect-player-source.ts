import type { PlayerSource } from './player-source-types';
import { isTwitchHost, toTwitchSource } from './twitch-source';
import { isYoutubeHost, toYoutubeSource } from './youtube-source';

const VIDEO_TYPES: Record<string, string> = {
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
  ogv: 'video/ogg',
  ogg: 'video/ogg',
};
const RUMBLE_EMBED = /^\/embed\/([a-z0-9]{3,20})\/?$/i;
// Addresses are resolved against a placeholder origin only to read site paths; it never leaves.
const SITE = 'https://site.invalid';

/**
 * How to play a stream's address (url, video_link, a source or the trailer): files and HLS in a
 * <video>, YouTube, Rumble and Twitch as embeds, other web pages as a link. Null for anything
 * that is neither a site path nor an http(s) address (javascript:, data:, blanks).
 */
export function detectPlayerSource(address: string | null | undefined): PlayerSource | null {
  const text = address?.trim() ?? '';
  if (!text || /\s/.test(text)) return null;
  const isSitePath = text.startsWith('/') && !text.startsWith('//');
  let url: URL;
  try {
    url = new URL(text, isSitePath ? SITE : undefined);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (!isSitePath) {
    const host = url.hostname.toLowerCase();
    if (isYoutubeHost(host)) return toYoutubeSource(url) ?? { kind: 'link', url: url.href };
    if (isTwitchHost(host)) return toTwitchSource(url) ?? { kind: 'link', url: url.href };
    if (host === 'rumble.com' || host === 'www.rumble.com') return toRumbleSource(url);
  }
  const href = isSitePath ? text : url.href;
  const extension = /\.([a-z0-9]{2,5})$/i.exec(url.pathname)?.[1]?.toLowerCase() ?? '';
  if (extension === 'm3u8') return { kind: 'hls', url: href };
  if (extension in VIDEO_TYPES) return { kind: 'file', url: href, mimeType: VIDEO_TYPES[extension] };
  // A path on this site without a known extension is still a file the site serves; a page
  // elsewhere is most likely a web page, which only a link can honour.
  return isSitePath ? { kind: 'file', url: href, mimeType: null } : { kind: 'link', url: href };
}

/**
 * Rumble's embed ids differ from the ids in its watch-page addresses, and finding one needs a
 * call to Rumble (oEmbed), so only /embed/ addresses play here; a watch page is offered as a link.
 */
function toRumbleSource(url: URL): PlayerSource {
  const id = RUMBLE_EMBED.exec(url.pathname)?.[1];
  if (!id) return { kind: 'link', url: url.href };
  return { kind: 'rumble', embedUrl: `https://rumble.com/embed/${id}/` };
}
