import type { Schema } from '@/lib/data/schema';
import { slugOf } from '@/lib/slug';
import { withoutFeatured } from './set-featured';
import { emptyFormValues, fieldsOf, validateFields, apiFieldsOf, formValuesOf, type FormErrors, type FormSection, type FormValues } from './record-fields';

export type StreamRecord = Schema['Stream']['type'];
export type StreamInput = Schema['Stream']['createType'];
/** Set by the server (views, likes, timestamps) or on save (the creator), never typed into the form. */
type StreamField = Exclude<keyof StreamRecord, 'id' | 'createdAt' | 'updatedAt' | 'created_by_username' | 'created_at' | 'views' | 'likes'>;
/** What a create or update sends: `featured` goes through setFeatured (set-featured.ts) instead. */
export type StreamSaveInput = Omit<StreamInput, 'id' | 'featured' | 'views' | 'likes' | 'createdAt' | 'updatedAt'>;

const option = (value: string, label = value) => ({ value, label });

/**
 * Every field of SPEC §3's Stream an admin edits, in the editor's sections. The record's
 * bookkeeping is set on save, and views and likes only by the server (they show above the form).
 */
export const STREAM_SECTIONS: readonly FormSection<StreamField>[] = [
  {
    title: 'Basics',
    fields: [
      { name: 'title', label: 'Title', kind: 'text', required: true, maxLength: 200 },
      { name: 'slug', label: 'Slug', kind: 'slug', maxLength: 120, hint: 'The address /streams/<slug>; made from the title when left empty. Must be unique.' },
      { name: 'description', label: 'Description', kind: 'textarea', required: true, maxLength: 2000, isWide: true },
      { name: 'detail', label: 'Detail', kind: 'textarea', maxLength: 10000, isWide: true, hint: 'The longer text on the stream’s page.' },
      {
        name: 'status',
        label: 'Status',
        kind: 'select',
        required: true,
        options: [option('ACTIVE', 'Active'), option('INACTIVE', 'Inactive'), option('PENDING', 'Pending')],
      },
      {
        name: 'video_type',
        label: 'Video type',
        kind: 'select',
        options: [option('movie', 'Movie'), option('tv-show', 'TV show'), option('video', 'Video'), option('stream', 'Stream')],
      },
      { name: 'ranking', label: 'Ranking', kind: 'wholeNumber', min: 1, storedAsText: true, hint: '1 is shown first; empty for unranked.' },
      { name: 'featured', label: 'Featured', kind: 'switch', hint: 'Shown on the home page and first in the catalogue.' },
      { name: 'is_restricted', label: 'Restricted', kind: 'switch', hint: 'Marked as restricted on public pages.' },
    ],
  },
  {
    title: 'Playback',
    fields: [
      { name: 'url', label: 'Stream URL', kind: 'media', required: true, hint: 'A file or HLS address, a YouTube / Rumble / Twitch embed, or a path on this site such as /media/streams/x.mp4.' },
      { name: 'video_link', label: 'Video link', kind: 'media' },
      { name: 'trailerUrl', label: 'Trailer URL', kind: 'media' },
      { name: 'thumbnail', label: 'Thumbnail', kind: 'picture', pictureFolder: 'streamThumbnail', hint: 'Upload one, or give an image address or a path on this site (/artwork/…).' },
      { name: 'duration', label: 'Duration', kind: 'text', maxLength: 40, hint: 'As shown, e.g. 1hr : 36mins' },
      { name: 'quality', label: 'Quality', kind: 'text', maxLength: 20, suggestions: ['4K', '1080p', '720p', '480p'] },
      { name: 'sources', label: 'Sources', kind: 'list', itemKind: 'media', itemLabel: 'source', isWide: true, hint: 'Playable alternatives; the first is tried first.' },
      { name: 'platformLinks', label: 'Platform links', kind: 'list', itemKind: 'webUrl', itemLabel: 'platform link', isWide: true, hint: 'Watch pages on YouTube, Rumble, Twitch …' },
    ],
  },
  {
    title: 'Catalogue',
    fields: [
      { name: 'genre', label: 'Genres', kind: 'list', itemLabel: 'genre', isWide: true },
      { name: 'geners', label: 'Genre slugs (geners)', kind: 'list', itemKind: 'slug', itemLabel: 'genre slug', isWide: true, hint: 'Made from the genres when left empty.' },
      { name: 'cast', label: 'Cast', kind: 'list', itemLabel: 'cast member', isWide: true },
      { name: 'tags', label: 'Tags', kind: 'list', itemLabel: 'tag', isWide: true },
      { name: 'subtitles', label: 'Subtitles', kind: 'list', itemLabel: 'subtitle language', isWide: true },
      { name: 'director', label: 'Director', kind: 'text', maxLength: 120 },
      { name: 'language', label: 'Language', kind: 'text', maxLength: 60 },
      { name: 'certificate', label: 'Certificate', kind: 'text', maxLength: 20, suggestions: ['G', 'PG', 'PG-13', 'R', 'TV-14', 'TV-MA'] },
      { name: 'season_type', label: 'Season type', kind: 'text', maxLength: 60 },
      { name: 'releaseDate', label: 'Release date', kind: 'date' },
      { name: 'date', label: 'Catalogue date', kind: 'date' },
    ],
  },
  {
    title: 'Audience',
    fields: [
      { name: 'rating', label: 'Rating', kind: 'rating', hint: '0 to 10' },
      { name: 'rating_from', label: 'Rating from', kind: 'text', maxLength: 60, hint: 'Who gave the rating, e.g. viewers' },
    ],
  },
];

const STREAM_FIELDS = fieldsOf(STREAM_SECTIONS);

export function newStreamValues(): FormValues {
  return emptyFormValues(STREAM_FIELDS, { status: 'ACTIVE' });
}

export function streamValuesOf(record: StreamRecord): FormValues {
  return formValuesOf(STREAM_FIELDS, record as Record<string, unknown>);
}

/** The slug the stream is saved under: as typed, or made from the title. */
export function streamSlugOf(values: FormValues): string {
  const typed = typeof values.slug === 'string' ? values.slug.trim() : '';
  return typed || slugOf(typeof values.title === 'string' ? values.title : '');
}

export function validateStreamValues(values: FormValues): FormErrors {
  const errors = validateFields(STREAM_FIELDS, values);
  if (!errors.slug && !errors.title && !streamSlugOf(values)) errors.slug = 'The title has no letters or digits to make a slug from; type one';
  return errors;
}

/** Who saves and when: a new stream records its creator and creation time (SPEC §3's created_by_username, created_at). */
export type SaveContext = { isNew: boolean; editor: string; now: Date };

/** Whether the form's Featured switch is on (saved apart from the other fields). */
export function isStreamFeatured(values: FormValues): boolean {
  return values.featured === true;
}

/** Validated values as the Data API's input (without the id, and without `featured`). */
export function streamInputOf(values: FormValues, { isNew, editor, now }: SaveContext): StreamSaveInput {
  const fields = withoutFeatured(apiFieldsOf(STREAM_FIELDS, values));
  const genres = fields.genre as string[];
  const geners = fields.geners as string[];
  return {
    ...(fields as StreamSaveInput),
    slug: streamSlugOf(values),
    geners: geners.length > 0 ? geners : [...new Set(genres.map(slugOf).filter(Boolean))],
    ...(isNew ? { created_by_username: editor, created_at: now.toISOString() } : {}),
  };
}

