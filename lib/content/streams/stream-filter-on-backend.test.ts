import { SAMPLE_CONTENT } from '@/backend/data/sample-content';
import type { SeedContent } from '@/backend/data/seed/to-stored-record';
import { startDataBackend, type DataTestBackend } from '@/backend/data/test-support/start-data-backend';
import { buildStreamFilter } from './build-stream-filter';
import { DEFAULT_STREAM_FILTERS, type StreamFilters } from './stream-filters';

/**
 * The catalogue's filters against the real local Data API and the sample streams: the filter
 * input must mean there what the catalogue promises (AppSync's contains on lists and strings,
 * exact matches, the search's spellings).
 */
const LIST_STREAMS = /* GraphQL */ `
  query ($filter: ModelStreamFilterInput) {
    listStreams(filter: $filter, limit: 1000) { items { slug status } }
  }
`;

let backend: DataTestBackend;

beforeAll(async () => {
  backend = await startDataBackend({ sampleContent: SAMPLE_CONTENT as SeedContent });
}, 60_000);

afterAll(async () => {
  await backend?.close();
});

async function slugsFor(changes: Partial<StreamFilters>): Promise<string[]> {
  const filter = buildStreamFilter({ ...DEFAULT_STREAM_FILTERS, ...changes });
  const answer = await backend.graphql(LIST_STREAMS, { filter }, { apiKey: backend.apiKey });
  expect(answer.body.errors).toBeUndefined();
  const items = (answer.body.data?.listStreams as { items: { slug: string }[] }).items;
  return items.map((item) => item.slug).sort();
}

const sample = SAMPLE_CONTENT.Stream as unknown as { slug: string; status: string; language: string; genre: string[]; featured: boolean }[];
const slugsWhere = (test: (stream: (typeof sample)[number]) => boolean) => sample.filter(test).map((stream) => stream.slug).sort();

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
    expect(await slugsFor({ genre: 'Stoicism' })).toEqual(slugsWhere((stream) => stream.status === 'ACTIVE' && stream.genre.includes('Stoicism')));
    expect(await slugsFor({ isFeaturedOnly: true })).toEqual(slugsWhere((stream) => stream.status === 'ACTIVE' && stream.featured));
  });

  it('finds titles in any case, tags, cast members and genres', async () => {
    expect(await slugsFor({ search: 'appeal QUEUE' })).toEqual(['the-appeal-queue']);
    expect(await slugsFor({ search: 'seneca' })).toContain('seneca-at-sea');
    expect(await slugsFor({ search: 'keira holloway' })).toContain('the-appeal-queue');
    expect(await slugsFor({ search: 'shadowbans' })).toContain('the-appeal-queue');
    expect(await slugsFor({ search: 'information warfare', status: 'ALL' })).toContain('the-firehose');
    expect(await slugsFor({ search: 'no such words anywhere' })).toEqual([]);
  });
});
