import type { Metadata } from 'next';
import { siteOrigin } from '@/lib/content/profiles/profile-seo';
import { detectPlayerSource } from './detect-player-source';
import { streamImageOf } from './stream-image';
import type { StreamDetail } from './stream-types';
import { streamPathOf } from './to-stream';

/**
 * A running time as ISO 8601 (PT1H36M) from the catalogue's spellings: '1hr : 36mins', '54mins',
 * '1:36:00', '96 min'. Null when it cannot be read.
 */
export function isoDurationOf(text: string | null): string | null {
  const value = (text ?? '').toLowerCase().replace(/\s+/g, '');
  const clock = /^(?:(\d+):)?(\d{1,2}):(\d{2})$/.exec(value);
  if (clock) return isoOf(Number(clock[1] ?? 0), Number(clock[2]), Number(clock[3]));
  const words = /^(?:(\d+)h(?:r|rs|our|ours)?:?)?(?:(\d+)m(?:in|ins|inute|inutes)?)?(?:(\d+)s(?:ec|ecs)?)?$/.exec(value);
  if (!words || !value) return null;
  return isoOf(Number(words[1] ?? 0), Number(words[2] ?? 0), Number(words[3] ?? 0));
}

function isoOf(hours: number, minutes: number, seconds: number): string | null {
  const total = hours * 3600 + minutes * 60 + seconds;
  if (total <= 0) return null;
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s ? `${s}S` : ''}`;
}

function absolute(pathOrUrl: string, origin: string): string {
  return pathOrUrl.startsWith('/') ? `${origin}${pathOrUrl}` : pathOrUrl;
}

/** Title, description, canonical URL, Open Graph (video.movie) and Twitter card of a stream's page. */
export function buildStreamMetadata(stream: StreamDetail, origin = siteOrigin()): Metadata {
  const url = `${origin}${streamPathOf(stream)}`;
  const image = streamImageOf(stream);
  const images = image ? [{ url: absolute(image, origin), width: 1280, height: 720, alt: stream.title }] : undefined;
  const description = stream.description || `${stream.title}: details, cast and where to watch.`;
  return {
    title: stream.title,
    description,
    alternates: { canonical: url },
    openGraph: { type: 'video.movie', url, title: stream.title, description, images },
    twitter: { card: images ? 'summary_large_image' : 'summary', title: stream.title, description, images: images?.map((entry) => entry.url) },
    // A restricted title stays findable, but search engines are asked not to show its still.
    ...(stream.isRestricted ? { robots: { index: true, follow: true, 'max-image-preview': 'none' } } : {}),
  };
}

/** schema.org VideoObject: the main source as contentUrl (a file) or embedUrl (a platform player). */
export function buildStreamJsonLd(stream: StreamDetail, origin = siteOrigin()): Record<string, unknown> {
  const source = stream.status === 'ACTIVE' ? detectPlayerSource(stream.sources[0]) : null;
  const image = streamImageOf(stream);
  const duration = isoDurationOf(stream.duration);
  const uploadDate = stream.releaseDate ?? stream.addedOn ?? stream.createdAt;
  return {
    '@type': 'VideoObject',
    '@id': `${origin}${streamPathOf(stream)}#video`,
    url: `${origin}${streamPathOf(stream)}`,
    name: stream.title,
    description: stream.detail ?? stream.description ?? stream.title,
    ...(image ? { thumbnailUrl: [absolute(image, origin)] } : {}),
    ...(uploadDate ? { uploadDate } : {}),
    ...(duration ? { duration } : {}),
    ...(source?.kind === 'file' || source?.kind === 'hls' ? { contentUrl: absolute(source.url, origin) } : {}),
    ...(source && 'embedUrl' in source ? { embedUrl: source.embedUrl } : {}),
    ...(stream.genres.length ? { genre: stream.genres } : {}),
    ...(stream.language ? { inLanguage: stream.language } : {}),
    ...(stream.director ? { director: { '@type': 'Person', name: stream.director } } : {}),
    ...(stream.cast.length ? { actor: stream.cast.map((name) => ({ '@type': 'Person', name })) } : {}),
    ...(stream.certificate ? { contentRating: stream.certificate } : {}),
    ...(stream.isRestricted ? { isFamilyFriendly: false } : {}),
    interactionStatistic: { '@type': 'InteractionCounter', interactionType: { '@type': 'WatchAction' }, userInteractionCount: stream.views },
  };
}
