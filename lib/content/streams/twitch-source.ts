import type { PlayerSource, TwitchTarget } from './player-source-types';

const TWITCH_HOSTS = new Set(['twitch.tv', 'm.twitch.tv', 'player.twitch.tv', 'clips.twitch.tv']);
const CHANNEL = /^[A-Za-z0-9_]{3,25}$/;
const VIDEO = /^v?\d{5,15}$/;
const CLIP = /^[A-Za-z0-9_-]{3,120}$/;
const COLLECTION = /^[A-Za-z0-9_-]{5,40}$/;
// twitch.tv/<word> pages that are not channels.
const NOT_CHANNELS = new Set(['directory', 'videos', 'settings', 'search', 'downloads', 'jobs', 'p', 'login', 'signup', 'subscriptions', 'wallet', 'inventory', 'drops', 'turbo', 'store']);

export function isTwitchHost(hostname: string): boolean {
  return TWITCH_HOSTS.has(hostname.replace(/^www\./, ''));
}

/** A Twitch video, channel, clip or collection from its page, its player or its clip address. */
export function toTwitchSource(url: URL): Extract<PlayerSource, { kind: 'twitch' }> | null {
  const target = twitchTargetOf(url);
  return target ? { kind: 'twitch', target, watchUrl: twitchWatchUrl(target) } : null;
}

function twitchTargetOf(url: URL): TwitchTarget | null {
  const host = url.hostname.replace(/^www\./, '');
  const parts = url.pathname.split('/').filter(Boolean);
  const param = (name: string, pattern: RegExp) => {
    const value = url.searchParams.get(name) ?? '';
    return pattern.test(value) ? value : null;
  };
  if (host === 'player.twitch.tv') {
    const video = param('video', VIDEO);
    const channel = param('channel', CHANNEL);
    const collection = param('collection', COLLECTION);
    return video ? { video: video.replace(/^v/, '') } : channel ? { channel } : collection ? { collection } : null;
  }
  if (host === 'clips.twitch.tv') {
    const clip = parts[0] === 'embed' ? param('clip', CLIP) : CLIP.test(parts[0] ?? '') ? parts[0] : null;
    return clip ? { clip } : null;
  }
  const [first = '', second = '', third = ''] = parts;
  if (first === 'videos' && VIDEO.test(second)) return { video: second.replace(/^v/, '') };
  if (second === 'clip' && CLIP.test(third)) return { clip: third };
  if (parts.length === 1 && CHANNEL.test(first) && !NOT_CHANNELS.has(first.toLowerCase())) return { channel: first.toLowerCase() };
  return null;
}

function twitchWatchUrl(target: TwitchTarget): string {
  if ('video' in target) return `https://www.twitch.tv/videos/${target.video}`;
  if ('channel' in target) return `https://www.twitch.tv/${target.channel}`;
  if ('clip' in target) return `https://clips.twitch.tv/${target.clip}`;
  return `https://www.twitch.tv/collections/${target.collection}`;
}

/**
 * Twitch's embed address. Its player refuses to load unless `parent` names the host of the page
 * that embeds it, so the player computes this in the browser from the address the visitor used.
 */
export function twitchEmbedUrl(target: TwitchTarget, parentHost: string, { autoplay = true } = {}): string {
  const parent = parentHost.replace(/:\d+$/, '').replace(/^\[|\]$/g, '');
  const query = new URLSearchParams({ parent, autoplay: String(autoplay) });
  if ('clip' in target) {
    query.set('clip', target.clip);
    return `https://clips.twitch.tv/embed?${query}`;
  }
  if ('video' in target) query.set('video', `v${target.video}`);
  else if ('channel' in target) query.set('channel', target.channel);
  else query.set('collection', target.collection);
  return `https://player.twitch.tv/?${query}`;
}
