import { artworkUrl } from './artwork-url';
import { SAMPLE_EDITOR } from './owners';
import type { AwsDate, StreamStatus } from './sample-types';
import { slugOf } from './slug-of';
import { STREAM_CATALOGUE, type StreamEntry, type StreamSource } from './stream-catalogue';

export type SampleStream = {
  id: string;
  title: string;
  description: string;
  /** The primary playable source: an embed URL or a site path under /media/streams/. */
  url: string;
  thumbnail: string;
  duration: string;
  releaseDate: AwsDate;
  genre: string[];
  director: string;
  cast: string[];
  rating?: number;
  views: number;
  likes: number;
  sources: string[];
  platformLinks: string[];
  tags: string[];
  status: StreamStatus;
  featured: boolean;
  language: string;
  subtitles: string[];
  quality: string;
  trailerUrl?: string;
  rating_from?: string;
  season_type?: string;
  certificate: string;
  geners: string[];
  detail: string;
  slug: string;
  video_type: string;
  is_restricted: boolean;
  created_by_username: string;
  /** AWSDateTime of the day the stream joined the catalogue. */
  created_at: string;
  ranking?: string;
  date: AwsDate;
  video_link: string;
};

/** A file the site serves itself, so local streams play without the internet. */
function localMediaPath(slug: string): string {
  return `/media/streams/${slug}.mp4`;
}

/** Embed URL of a source. Twitch's player refuses to load without a `parent` host; the player swaps in the real one. */
function embedUrlOf(source: StreamSource, slug: string): string {
  if (source === 'local') return localMediaPath(slug);
  if ('youtube' in source) return `https://www.youtube.com/embed/${source.youtube}`;
  if ('rumble' in source) return `https://rumble.com/embed/${source.rumble}/`;
  return `https://player.twitch.tv/?video=${source.twitch}&parent=localhost`;
}

/** The public watch page of a source on its platform, if it has one. */
function watchPageOf(source: StreamSource, slug: string): string | undefined {
  if (source === 'local') return undefined;
  if ('youtube' in source) return `https://www.youtube.com/watch?v=${source.youtube}`;
  if ('rumble' in source) return `https://rumble.com/${source.rumble}-${slug}.html`;
  return `https://www.twitch.tv/videos/${source.twitch}`;
}

/** Running time in the catalogue's style: '1hr : 36mins', or '54mins' under an hour. */
function durationOf(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = String(minutes % 60).padStart(2, '0');
  return hours > 0 ? `${hours}hr : ${rest}mins` : `${minutes}mins`;
}

function toStream(entry: StreamEntry, ranking: number | undefined): SampleStream {
  const slug = slugOf(entry.title);
  const url = embedUrlOf(entry.source, slug);
  const watchPage = watchPageOf(entry.source, slug);
  const trailerUrl = entry.trailer ? embedUrlOf(entry.trailer, `${slug}-trailer`) : undefined;
  return {
    id: `stream-${slug}`,
    title: entry.title,
    description: entry.description,
    url,
    thumbnail: artworkUrl('still', slug),
    duration: durationOf(entry.minutes),
    releaseDate: entry.releaseDate,
    genre: entry.genre,
    director: entry.director,
    cast: entry.cast,
    ...(entry.rating === undefined ? {} : { rating: entry.rating, rating_from: 'viewers' }),
    views: entry.views,
    likes: entry.likes,
    sources: entry.hasLocalMirror && entry.source !== 'local' ? [url, localMediaPath(slug)] : [url],
    platformLinks: watchPage ? [watchPage] : [],
    tags: entry.tags,
    status: entry.status,
    featured: entry.featured === true,
    language: entry.language,
    subtitles: entry.subtitles,
    quality: entry.quality,
    ...(trailerUrl ? { trailerUrl } : {}),
    ...(entry.seasonType ? { season_type: entry.seasonType } : {}),
    certificate: entry.certificate,
    geners: entry.genre.map(slugOf),
    detail: entry.detail,
    slug,
    video_type: entry.videoType,
    is_restricted: entry.isRestricted === true,
    created_by_username: SAMPLE_EDITOR.username,
    created_at: `${entry.date}T09:00:00.000Z`,
    ...(ranking === undefined ? {} : { ranking: String(ranking) }),
    date: entry.date,
    video_link: url,
  };
}

// Active streams are ranked by views, most watched first; inactive and pending ones are unranked.
const RANKED = STREAM_CATALOGUE.filter((entry) => entry.status === 'ACTIVE').sort(
  (a, b) => b.views - a.views,
);

export const SAMPLE_STREAMS: SampleStream[] = STREAM_CATALOGUE.map((entry) => {
  const rank = RANKED.indexOf(entry);
  return toStream(entry, rank === -1 ? undefined : rank + 1);
});
