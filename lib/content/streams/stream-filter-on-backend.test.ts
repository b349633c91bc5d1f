import { SAMPLE_CONTENT } from '@/backend/data/sample-content';
import type { SeedContent } from '@/backend/data/seed/to-stored-record';
import { startDataBackend, type DataTestBackend } from '@/backend/data/test-support/start-data-backend';
import { DEFAULT_STREAM_FILTERS, streamCatalogueArguments, type StreamFilters } from './stream-filters';
import { toStreamSummary } from './to-stream';

/**
 * The catalogue's filters against the real local Data API and the sample streams: the arguments
 * the site sends to listContentEntries' STREAMS list must mean there what the catalogue promises
 * (status as the cards show it, genre and language in any case, featured, the search box's words
 * in titles and descriptions), in the catalogue's order, with streamFacetCounts counting alike.
 */
const ENTRIES = /* GraphQL */ `
  query ($offset: Int!, $limit: Int!, $status: StreamStatus, $genre: String, $language: String, $isFeaturedOnly: Boolean, $query: String) {
    listContentEntries(list: "STREAMS", offset: $offset, limit: $limit, status: $status, genre: $genre, language: $language, isFeaturedOnly: $isFeaturedOnly, query: $query) {
      total entries { id key }
    }
  }
`;
const FACETS = /* GraphQL */ `query ($status: StreamStatus) { streamFacetCounts(status: $status) { genres { value count } languages { value count } } }`;

let backend: DataTestBackend;

// Migrating an embedded store and loading the whole sample content: ~10 s here, over 60 s on a
// machine whose CPU is mostly taken by others (seen in CI), like the other suites that start one.
beforeAll(async () => {
  backend = await startDataBackend({ sampleContent: SAMPLE_CONTENT as SeedContent });
}, 180_000);

afterAll(async () => {
  await backend?.close();
});

async function pageFor(changes: Partial<StreamFilters>, offset = 0, limit = 1000): Promise<{ total: number; slugs: string[] }> {
  const answer = await backend.graphql(ENTRIES, { offset, limit, ...streamCatalogueArguments({ ...DEFAULT_STREAM_FILTERS, ...changes }) }, { apiKey: backend.apiKey });
  expect(answer.body.errors).toBeUndefined();
  const page = answer.body.data?.listContentEntries as { total: number; entries: { key: string }[] };
  return { total: page.total, slugs: page.entries.map((entry) => entry.key) };
}
const slugsFor = async (changes: Partial<StreamFilters>) => (await pageFor(changes)).slugs.sort();

type SampleStream = { id: string; slug: string; title: string; status: string; language: string; genre: string[]; featured: boolean; ranking?: string; date: string };
const sample = SAMPLE_CONTENT.Stream as unknown as SampleStream[];
const slugsWhere = (test: (stream: SampleStream) => boolean) => sample.filter(test).map((stream) => stream.slug).sort();

describe('the catalogue filters on the Data API', () => {
  it('shows every active stream by default, and nothing else', async () => {
    expect(await slugsFor({})).toEqual(slugsWhere((stream) => stream.status === 'ACTIVE'));
  });

  it('shows every stream for every status', async () => {
    expect(await slugsFor({ status: 'ALL' })).toHaveLength(sample.length);
  });

  it('narrows by status, language, genre and featured', async () => {
    expect(await slugsFor({ status: 'PENDING' })).toEqual(slugsWhere((stream) => stream.status === 'PENDING'));
    expect(await slugsFor({ status: 'ALL', language: 'German' })).toEqual(['die-stille-sperre', 'kodex']);
    expect(await slugsFor({ status: 'ALL', language: 'german' })).toEqual(['die-stille-sperre', 'kodex']);
    expect(await slugsFor({ genre: 'Stoicism' })).toEqual(slugsWhere((stream) => stream.status === 'ACTIVE' && stream.genre.includes('Stoicism')));
    expect(await slugsFor({ isFeaturedOnly: true })).toEqual(slugsWhere((stream) => stream.status === 'ACTIVE' && stream.featured));
  });

  it('finds words of titles and descriptions in any case and form', async () => {
    expect(await slugsFor({ search: 'appeal QUEUE' })).toEqual(['the-appeal-queue']);
    expect(await slugsFor({ search: 'seneca' })).toContain('seneca-at-sea');
    // Only the description says "millions" ("… where millions of ban appeals wait …").
    expect(await slugsFor({ search: 'million' })).toContain('the-appeal-queue');
    expect(await slugsFor({ search: 'flooding the zone', status: 'ALL' })).toEqual(['the-firehose']);
    expect(await slugsFor({ search: 'no such words anywhere' })).toEqual([]);
  });

  it('lists in catalogue order and pages without overlap', async () => {
    const everything = await pageFor({ status: 'ALL' });
    const bySlug = new Map(sample.map((stream) => [stream.slug, toStreamSummary(stream as never)]));
    const shown = everything.slugs.map((slug) => bySlug.get(slug)!);
    const ranked = shown.filter((stream) => stream.ranking !== null);
    expect(shown.slice(0, ranked.length)).toEqual(ranked);
    expect(ranked.map((stream) => stream.ranking)).toEqual([...ranked.map((stream) => stream.ranking)].sort((a, b) => a! - b!));
    const rest = shown.slice(ranked.length).map((stream) => stream.addedOn ?? '');
    expect(rest).toEqual([...rest].sort().reverse());
    const pages = [await pageFor({ status: 'ALL' }, 0, 12), await pageFor({ status: 'ALL' }, 12, 12), await pageFor({ status: 'ALL' }, 24, 12)];
    expect(pages.flatMap((page) => page.slugs)).toEqual(everything.slugs);
    expect(pages.map((page) => page.total)).toEqual([sample.length, sample.length, sample.length]);
  });

  it('counts each genre and language choice as the filter finds it', async () => {
    const answer = await backend.graphql(FACETS, { status: 'ACTIVE' }, { apiKey: backend.apiKey });
    expect(answer.body.errors).toBeUndefined();
    const facets = answer.body.data?.streamFacetCounts as { genres: { value: string; count: number }[]; languages: { value: string; count: number }[] };
    for (const genre of facets.genres) expect((await pageFor({ genre: genre.value })).total).toBe(genre.count);
    for (const language of facets.languages) expect((await pageFor({ language: language.value })).total).toBe(language.count);
    expect(facets.genres.map((genre) => genre.value)).toContain('Stoicism');
  });
});
