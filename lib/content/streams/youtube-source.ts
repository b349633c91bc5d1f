import type { PlayerSource } from './player-source-types';

const YOUTUBE_HOSTS = new Set(['youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtu.be', 'youtube-nocookie.com']);
const VIDEO_ID = /^[\w-]{11}$/;
const LIST_ID = /^[\w-]{10,64}$/;
const PATH_FORMS = ['embed', 'shorts', 'live', 'v', 'e'];

export function isYoutubeHost(hostname: string): boolean {
  return YOUTUBE_HOSTS.has(hostname.replace(/^www\./, ''));
}

/**
 * A YouTube address in any of its usual forms (watch?v=, youtu.be/, /embed/, /shorts/, /live/,
 * playlists) as an embed on youtube-nocookie.com, which sets no cookies until the visitor plays.
 * Null when the address names no video or playlist.
 */
export function toYoutubeSource(url: URL): Extract<PlayerSource, { kind: 'youtube' }> | null {
  const host = url.hostname.replace(/^www\./, '');
  const [first = '', second = ''] = url.pathname.split('/').filter(Boolean);
  const videoId = host === 'youtu.be' ? first : first === 'watch' ? url.searchParams.get('v') ?? '' : PATH_FORMS.includes(first) ? second : '';
  const listId = url.searchParams.get('list') ?? '';
  const start = startSecondsOf(url.searchParams.get('t') ?? url.searchParams.get('start') ?? '');
  const query = new URLSearchParams({ rel: '0' });
  if (start > 0) query.set('start', String(start));
  if (VIDEO_ID.test(videoId)) {
    return {
      kind: 'youtube',
      embedUrl: `https://www.youtube-nocookie.com/embed/${videoId}?${query}`,
      watchUrl: `https://www.youtube.com/watch?v=${videoId}${start > 0 ? `&t=${start}s` : ''}`,
    };
  }
  if (LIST_ID.test(listId) && (first === 'playlist' || (first === 'embed' && second === 'videoseries'))) {
    query.set('list', listId);
    return {
      kind: 'youtube',
      embedUrl: `https://www.youtube-nocookie.com/embed/videoseries?${query}`,
      watchUrl: `https://www.youtube.com/playlist?list=${listId}`,
    };
  }
  return null;
}

/** YouTube's start times: '90', '90s', '1m30s', '1h2m3s'. */
export function startSecondsOf(value: string): number {
  if (/^\d+$/.test(value)) return Number(value);
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(value);
  if (!match || !value) return 0;
  const [, hours = '0', minutes = '0', seconds = '0'] = match;
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds);
}
