import { FIX_FIELDS_MESSAGE, REQUIRED_FIELD_MESSAGE } from './admin-messages';
import { fieldsOf, hasFormErrors } from './record-fields';
import { isStreamFeatured, newStreamValues, STREAM_SECTIONS, streamInputOf, streamSlugOf, streamValuesOf, validateStreamValues, type StreamRecord } from './stream-fields';

const NOW = new Date('2026-11-21T10:00:00.000Z');

function filledStream(changes: Record<string, unknown> = {}) {
  return {
    ...newStreamValues(),
    title: '  The Long Watch ',
    description: 'Three hours with a harbour master.',
    url: '/media/streams/the-long-watch.mp4',
    genre: ['Documentary', '', 'True Crime'],
    cast: ['Octavia Marsh'],
    sources: ['https://www.youtube.com/embed/abcdefghijk', '/media/streams/the-long-watch.mp4'],
    platformLinks: ['https://www.youtube.com/watch?v=abcdefghijk'],
    rating: '7.5',
    ranking: '3',
    featured: true,
    ...changes,
  };
}

describe('the stream editor’s fields', () => {
  it('cover every field of SPEC §3 except the record’s own bookkeeping and the server’s counters', () => {
    const names = fieldsOf(STREAM_SECTIONS).map((field) => field.name).sort();
    expect(names).toEqual(
      [
        'title', 'description', 'url', 'thumbnail', 'duration', 'releaseDate', 'genre', 'director', 'cast', 'rating',
        'sources', 'platformLinks', 'tags', 'status', 'featured', 'language', 'subtitles', 'quality', 'trailerUrl',
        'rating_from', 'season_type', 'certificate', 'geners', 'detail', 'slug', 'video_type', 'is_restricted', 'ranking', 'date', 'video_link',
      ].sort(),
    );
  });

  it('start a new stream as active, with nothing else chosen', () => {
    expect(newStreamValues()).toMatchObject({ status: 'ACTIVE', featured: false, is_restricted: false, genre: [], title: '' });
  });

  it('find nothing wrong with a complete stream', () => {
    expect(validateStreamValues(filledStream())).toEqual({});
  });

  it('name each missing or malformed field with a clear message', () => {
    const errors = validateStreamValues(
      filledStream({
        title: ' ',
        description: '',
        url: 'youtube.com/embed/x',
        rating: '11',
        ranking: '0',
        releaseDate: '2024-13-01',
        platformLinks: ['https://ok.example', 'rumble.com/x'],
        slug: 'Bad Slug',
      }),
    );
    expect(errors).toEqual({
      title: REQUIRED_FIELD_MESSAGE,
      description: REQUIRED_FIELD_MESSAGE,
      url: 'Enter a full web address (https://…) or a path on this site starting with /',
      rating: 'Enter a rating from 0 to 10 (decimals allowed)',
      ranking: 'Enter a whole number, 1 or more',
      releaseDate: 'Enter a real date as YYYY-MM-DD',
      platformLinks: 'Entry 2: Enter a full web address starting with https:// (or http://)',
      slug: 'Use lower-case letters, digits and single hyphens (e.g. the-long-watch)',
    });
    expect(FIX_FIELDS_MESSAGE).toMatch(/nothing was saved/);
  });

  it('ask for a slug when the title has nothing to make one from', () => {
    expect(validateStreamValues(filledStream({ title: '???' })).slug).toMatch(/type one/);
  });

  it('make the slug from the title unless one is typed', () => {
    expect(streamSlugOf(filledStream())).toBe('the-long-watch');
    expect(streamSlugOf(filledStream({ slug: ' long-watch-cut ' }))).toBe('long-watch-cut');
  });

  it('send trimmed values, numbers, clean lists, derived slugs and genre slugs, and the creator of a new stream', () => {
    const input = streamInputOf(filledStream(), { isNew: true, editor: 'admin@example.com', now: NOW });
    expect(input).toMatchObject({
      title: 'The Long Watch',
      slug: 'the-long-watch',
      genre: ['Documentary', 'True Crime'],
      geners: ['documentary', 'true-crime'],
      rating: 7.5,
      ranking: '3',
      is_restricted: false,
      thumbnail: null,
      status: 'ACTIVE',
      created_by_username: 'admin@example.com',
      created_at: '2026-11-21T10:00:00.000Z',
    });
  });

  it('never send what only the server sets, nor featured (setFeatured sets it), but read the switch', () => {
    const input = streamInputOf(filledStream({ views: '1200', likes: '4' }), { isNew: false, editor: 'a', now: NOW });
    for (const field of ['views', 'likes', 'featured', 'createdAt', 'updatedAt']) expect(input).not.toHaveProperty(field);
    expect(isStreamFeatured(filledStream())).toBe(true);
    expect(isStreamFeatured(newStreamValues())).toBe(false);
  });

  it('keep typed genre slugs, and leave the creator alone on an update', () => {
    const input = streamInputOf(filledStream({ geners: ['docs'] }), { isNew: false, editor: 'other@example.com', now: NOW });
    expect(input.geners).toEqual(['docs']);
    expect(input).not.toHaveProperty('created_by_username');
    expect(input).not.toHaveProperty('created_at');
  });

  it('turn a stored stream back into the same form values', () => {
    const input = streamInputOf(filledStream(), { isNew: true, editor: 'a', now: NOW });
    const stored = { id: 's1', ...input, featured: true, views: 1200, createdAt: '', updatedAt: '' } as unknown as StreamRecord;
    const values = streamValuesOf(stored);
    expect(values).toMatchObject({ title: 'The Long Watch', rating: '7.5', genre: ['Documentary', 'True Crime'], featured: true });
    expect(values).not.toHaveProperty('views');
    expect(hasFormErrors(validateStreamValues(values))).toBe(false);
  });
});
