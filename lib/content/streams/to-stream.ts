import { pictureUrlOf } from '@/lib/storage/picture-reference';
import type { StorageTarget } from '@/lib/storage/storage-target';
import type { Schema } from '@/lib/data/schema';
import { STREAM_STATUSES, type StreamDetail, type StreamStatus, type StreamSummary } from './stream-types';

/** A Stream as the Data API returns it; every optional field may be missing or null. */
export type StreamRecord = Partial<Schema['Stream']['type']>;

/** The fields a catalogue card needs, as a selection set. */
export const STREAM_SUMMARY_FIELDS = [
  'id',
  'slug',
  'title',
  'description',
  'thumbnail',
  'duration',
  'releaseDate',
  'genre',
  'language',
  'quality',
  'certificate',
  'rating',
  'views',
  'status',
  'featured',
  'is_restricted',
  'ranking',
  'date',
  'created_at',
] as const;

export const STREAM_DETAIL_FIELDS = [
  ...STREAM_SUMMARY_FIELDS,
  'url',
  'video_link',
  'sources',
  'trailerUrl',
  'platformLinks',
  'detail',
  'director',
  'cast',
  'tags',
  'subtitles',
  'likes',
  'video_type',
  'season_type',
  'rating_from',
  'createdAt',
  'updatedAt',
] as const;

export function streamStatusOf(status: unknown): StreamStatus {
  return STREAM_STATUSES.includes(status as StreamStatus) ? (status as StreamStatus) : 'PENDING';
}

/** A stream's address on this site: its slug, or its id when an admin left the slug empty. */
export function streamPathOf(stream: { slug: string; id: string }): string {
  return `/streams/${encodeURIComponent(stream.slug || stream.id)}`;
}

/** `pictures`: where an uploaded thumbnail is shown from (lib/storage/read-picture-host); cards get a card-sized one. */
export function toStreamSummary(record: StreamRecord, pictures: StorageTarget | null = null): StreamSummary {
  const ranking = Number.parseInt(record.ranking ?? '', 10);
  return {
    id: record.id ?? '',
    slug: record.slug || record.id || '',
    title: record.title ?? 'Untitled stream',
    description: record.description ?? '',
    thumbnail: pictureUrlOf(record.thumbnail, pictures, 'w640'),
    duration: record.duration || null,
    year: (record.releaseDate ?? '').slice(0, 4) || null,
    genres: textsOf(record.genre),
    language: record.language || null,
    quality: record.quality || null,
    certificate: record.certificate || null,
    rating: typeof record.rating === 'number' ? record.rating : null,
    views: record.views ?? 0,
    status: streamStatusOf(record.status),
    isFeatured: record.featured === true,
    isRestricted: record.is_restricted === true,
    ranking: Number.isFinite(ranking) && ranking > 0 ? ranking : null,
    addedOn: (record.date || record.created_at || '').slice(0, 10) || null,
  };
}

export function toStreamDetail(record: StreamRecord, pictures: StorageTarget | null = null): StreamDetail {
  return {
    ...toStreamSummary(record, pictures),
    // The player's poster fills the page's width.
    thumbnail: pictureUrlOf(record.thumbnail, pictures, 'w1280'),
    detail: record.detail || null,
    director: record.director || null,
    cast: textsOf(record.cast),
    tags: textsOf(record.tags),
    subtitles: textsOf(record.subtitles),
    likes: record.likes ?? 0,
    releaseDate: record.releaseDate || null,
    videoType: record.video_type || null,
    seasonType: record.season_type || null,
    ratingFrom: record.rating_from || null,
    sources: [...new Set([record.url, record.video_link, ...textsOf(record.sources)].map((value) => value?.trim() ?? '').filter(Boolean))],
    trailerUrl: record.trailerUrl?.trim() || null,
    platformLinks: textsOf(record.platformLinks),
    createdAt: record.createdAt ?? null,
    updatedAt: record.updatedAt ?? null,
  };
}

/** The non-empty strings of a list field (lists may hold nulls on the wire). */
function textsOf(values: readonly (string | null)[] | null | undefined): string[] {
  return (values ?? []).map((value) => value?.trim() ?? '').filter(Boolean);
}
