import { distinct, hostOf, isAwsDate, KEBAB, WRITTEN_ON, ARTWORK_URL } from './sample-checks.test-helper';
import { STREAM_STATUSES } from './sample-types';
import { SAMPLE_STREAMS } from './streams';

const EMBED_HOSTS = ['youtube.com', 'rumble.com', 'player.twitch.tv'];

/** A playable source: a platform embed, or a local file the site serves under /media/streams/. */
function kindOfSource(url: string, slug: string): 'embed' | 'local' | 'invalid' {
  if (url === `/media/streams/${slug}.mp4` || url === `/media/streams/${slug}-trailer.mp4`) return 'local';
  try {
    const host = hostOf(url);
    const path = new URL(url).pathname;
    if (host === 'youtube.com' && /^\/embed\/[A-Za-z0-9_-]{11}$/.test(path)) return 'embed';
    if (host === 'rumble.com' && /^\/embed\/v[a-z0-9]+\/$/.test(path)) return 'embed';
    if (host === 'player.twitch.tv' && /^video=\d{10}&parent=[a-z.]+$/.test(new URL(url).search.slice(1)))
      return 'embed';
  } catch {
    return 'invalid';
  }
  return 'invalid';
}

describe('sample streams', () => {
  it('come in all three statuses, several genres and several languages', () => {
    expect(distinct(SAMPLE_STREAMS.map((stream) => stream.status)).sort()).toEqual(
      [...STREAM_STATUSES].sort(),
    );
    expect(distinct(SAMPLE_STREAMS.flatMap((stream) => stream.genre)).length).toBeGreaterThanOrEqual(8);
    expect(distinct(SAMPLE_STREAMS.map((stream) => stream.language)).length).toBeGreaterThanOrEqual(4);
    expect(distinct(SAMPLE_STREAMS.map((stream) => stream.video_type)).sort()).toEqual([
      'movie',
      'stream',
      'tv-show',
      'video',
    ]);
  });

  it('have unique slugs from their titles, and ids from their slugs', () => {
    expect(distinct(SAMPLE_STREAMS.map((stream) => stream.slug))).toHaveLength(SAMPLE_STREAMS.length);
    for (const stream of SAMPLE_STREAMS) {
      expect(stream.slug).toMatch(KEBAB);
      expect(stream.id).toBe(`stream-${stream.slug}`);
      expect(stream.geners).toEqual(stream.genre.map((genre) => genre.toLowerCase().replace(/ /g, '-')));
    }
  });

  it('play from embeds or local files only, never needing the internet at test time', () => {
    const kinds = new Set<string>();
    for (const stream of SAMPLE_STREAMS) {
      expect(stream.url).toBe(stream.video_link);
      expect(stream.sources[0]).toBe(stream.url);
      for (const source of [...stream.sources, ...(stream.trailerUrl ? [stream.trailerUrl] : [])]) {
        const kind = kindOfSource(source, stream.slug);
        expect([source, kind]).not.toEqual([source, 'invalid']);
        kinds.add(kind === 'embed' ? hostOf(source) : kind);
      }
      for (const link of stream.platformLinks)
        expect(EMBED_HOSTS.some((host) => hostOf(link).endsWith(host.replace('player.', '')))).toBe(true);
    }
    expect([...kinds].sort()).toEqual(['local', ...EMBED_HOSTS].sort());
  });

  it('carry counts, ratings and a ranking that make sense together', () => {
    const ranked = SAMPLE_STREAMS.filter((stream) => stream.ranking !== undefined);
    expect(ranked.map((stream) => stream.status)).toEqual(ranked.map(() => 'ACTIVE'));
    expect(ranked.map((stream) => Number(stream.ranking)).sort((a, b) => a - b)).toEqual(
      ranked.map((_, index) => index + 1),
    );
    for (const stream of SAMPLE_STREAMS) {
      expect(Number.isInteger(stream.views) && Number.isInteger(stream.likes)).toBe(true);
      expect(stream.likes).toBeLessThanOrEqual(stream.views);
      if (stream.rating !== undefined) {
        expect(stream.rating).toBeGreaterThan(0);
        expect(stream.rating).toBeLessThanOrEqual(10);
      } else expect(stream.status).toBe('PENDING');
      expect(stream.thumbnail).toMatch(ARTWORK_URL);
      expect(stream.cast.length).toBeGreaterThan(0);
    }
  });

  it('include restricted and featured titles', () => {
    expect(SAMPLE_STREAMS.filter((stream) => stream.is_restricted).length).toBeGreaterThanOrEqual(2);
    expect(SAMPLE_STREAMS.filter((stream) => stream.featured).length).toBeGreaterThanOrEqual(3);
  });

  it('are dated on real days: listed no later than the content was written, released later only when pending', () => {
    for (const stream of SAMPLE_STREAMS) {
      expect(isAwsDate(stream.releaseDate) && isAwsDate(stream.date)).toBe(true);
      expect(stream.date <= WRITTEN_ON).toBe(true);
      if (stream.releaseDate > WRITTEN_ON) expect(stream.status).toBe('PENDING');
      expect(new Date(stream.created_at).toISOString()).toBe(stream.created_at);
      expect(stream.created_at.slice(0, 10)).toBe(stream.date);
    }
  });
});
