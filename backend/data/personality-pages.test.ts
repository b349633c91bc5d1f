/**
 * /personalities at a few thousand personalities, loaded straight into data_records with one SQL
 * statement: the PERSONALITIES list answers the catalogue's order (active first, ranking 1, 2, …
 * with the unranked last, then the display name, then id) and the true totals, every personality
 * is on exactly one numbered page, a category and the featured ones narrow it, and a page is read
 * by its slug with one query of the slug index (or by its id, the address of old links).
 */
import { PERSONALITY_CATEGORIES } from '../../amplify/data/enums';
import { fillRecordFacts } from './store/record-facts';
import { startDataBackend, type DataTestBackend } from './test-support/start-data-backend';
import { TEST_STORES } from './test-support/stores';

jest.setTimeout(180_000);

const COUNT = 3000;
const PER_PAGE = 24;
const NAMES = ['ada', 'Bea', 'cara', 'Dee', 'émile', 'Zed', 'amy'];

type Doc = { id: string; slug: string; name: string; displayName: string; active?: boolean; featured?: boolean; ranking?: unknown; category?: string };
const pad = (n: number) => String(n).padStart(5, '0');

function generatePersonalities(): Doc[] {
  return Array.from({ length: COUNT }, (_, i) => {
    const displayName = `${NAMES[i % NAMES.length]} ${i % 41}`;
    return {
      id: `q${pad(i)}`,
      slug: `person-${i}`,
      name: displayName,
      displayName,
      // A missing flag reads as active; one in nine is retired.
      ...(i % 13 === 0 ? {} : { active: i % 9 !== 0 }),
      ...(i % 11 === 0 ? { featured: true } : {}),
      // Ranked ones share positions; 0, negative and text rankings read as unranked.
      ...(i % 7 === 0 ? { ranking: (i % 50) + 1 } : i % 31 === 0 ? { ranking: i % 2 ? 0 : -3 } : i % 29 === 0 ? { ranking: '2' } : {}),
      ...(i % 17 === 0 ? {} : { category: PERSONALITY_CATEGORIES[i % PERSONALITY_CATEGORIES.length] }),
    };
  });
}

/** The catalogue's order as the site shows it, computed here from the generated records. */
function catalogueOrder(docs: readonly Doc[]): string[] {
  const rankOf = (doc: Doc) => (typeof doc.ranking === 'number' && doc.ranking > 0 ? doc.ranking : Infinity);
  const nameOf = (doc: Doc) => doc.displayName.replace(/[A-Z]/g, (letter) => letter.toLowerCase());
  const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return [...docs]
    .sort((a, b) => Number(b.active !== false) - Number(a.active !== false) || rankOf(a) - rankOf(b) || byCodeUnits(nameOf(a), nameOf(b)) || byCodeUnits(a.id, b.id))
    .map((doc) => doc.id);
}

describe.each(TEST_STORES)('personality pages on $store', ({ database }) => {
  let backend: DataTestBackend;
  const docs = generatePersonalities();
  const ENTRIES = `query ($offset: Int!, $limit: Int!, $category: String, $isFeaturedOnly: Boolean) {
    listContentEntries(list: "PERSONALITIES", offset: $offset, limit: $limit, category: $category, isFeaturedOnly: $isFeaturedOnly) { total entries { id key } } }`;
  type Page = { total: number; entries: { id: string; key: string | null }[] };
  const ask = async (query: string, variables: Record<string, unknown>) => (await backend.graphql(query, variables, { apiKey: backend.apiKey })).body;
  const pageOf = async (variables: Record<string, unknown>): Promise<Page> => {
    const body = await ask(ENTRIES, variables);
    expect(body.errors).toBeUndefined();
    return body.data?.listContentEntries as Page;
  };

  beforeAll(async () => {
    backend = await startDataBackend({ database, sampleContent: null });
    await backend.backend.context.db.query(
      `INSERT INTO data_records (model, id, doc) SELECT 'Personality', doc->>'id', doc FROM jsonb_array_elements($1::jsonb) AS doc`,
      [JSON.stringify(docs)],
    );
    // Loaded by SQL, without the facts the record store writes (migration 0030): filled as the backend's start fills them.
    await fillRecordFacts(backend.backend.context.db);
  });
  afterAll(async () => {
    await backend?.close();
  });

  it('puts every personality on exactly one numbered page, in the catalogue’s order, with the true total', async () => {
    const seen: string[] = [];
    for (let offset = 0; offset < COUNT + PER_PAGE; offset += PER_PAGE) {
      const page = await pageOf({ offset, limit: PER_PAGE });
      expect(page.total).toBe(COUNT);
      expect(page.entries.length).toBe(Math.max(0, Math.min(PER_PAGE, COUNT - offset)));
      seen.push(...page.entries.map((entry) => entry.id));
    }
    expect(new Set(seen).size).toBe(COUNT);
    expect(seen).toEqual(catalogueOrder(docs));
  });

  it('answers each entry’s slug as its address key', async () => {
    const page = await pageOf({ offset: 100, limit: 5 });
    for (const entry of page.entries) expect(entry.key).toBe(docs.find((doc) => doc.id === entry.id)?.slug);
  });

  it('narrows to one category and to the featured ones, keeping the order and counting the narrowed total', async () => {
    const podcasters = docs.filter((doc) => doc.category === 'PODCASTER');
    const page = await pageOf({ offset: 0, limit: 1000, category: 'PODCASTER' });
    expect(page.total).toBe(podcasters.length);
    expect(page.entries.map((entry) => entry.id)).toEqual(catalogueOrder(podcasters));

    const featured = docs.filter((doc) => doc.featured === true);
    const first = await pageOf({ offset: 0, limit: 6, isFeaturedOnly: true });
    expect(first.total).toBe(featured.length);
    expect(first.entries.map((entry) => entry.id)).toEqual(catalogueOrder(featured).slice(0, 6));
  });

  it('refuses a category the schema does not have, with a clear error', async () => {
    const body = await ask(ENTRIES, { offset: 0, limit: 1, category: 'constructor' });
    expect(body.errors?.[0]?.message).toMatch(/category must be one of CONTENT_CREATOR/);
  });

  it('reads a personality by its slug with one index query, and by its id', async () => {
    const target = docs[1234];
    const bySlug = await ask('query ($slug: String!) { listPersonalityBySlug(slug: $slug, limit: 1) { items { id displayName slug } } }', { slug: target.slug });
    expect(bySlug.errors).toBeUndefined();
    expect((bySlug.data?.listPersonalityBySlug as { items: unknown[] }).items).toEqual([{ id: target.id, displayName: target.displayName, slug: target.slug }]);
    const none = await ask('query ($slug: String!) { listPersonalityBySlug(slug: $slug, limit: 1) { items { id } } }', { slug: target.id });
    expect((none.data?.listPersonalityBySlug as { items: unknown[] }).items).toEqual([]);
    const byId = await ask('query ($id: ID!) { getPersonality(id: $id) { id slug } }', { id: target.id });
    expect(byId.data?.getPersonality).toEqual({ id: target.id, slug: target.slug });
  });

  it('counts the personalities among the public content', async () => {
    const body = await ask('{ contentCounts { personalities } }', {});
    expect(body.data?.contentCounts).toEqual({ personalities: COUNT });
  });
});
