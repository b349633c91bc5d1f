import type { BrowserDataClient } from '@/lib/data/browser-data';
import { FieldProblem } from './data-result';
import { newPersonalityValues } from './personality-fields';
import { publicHrefOfPersonality, savePersonality, toPersonalityRows } from './personality-records';

type Stored = { id: string; name: string; slug?: string | null };

/** A stand-in for the Amplify Data client's Personality model: a few records and the calls made (never a full list). */
function fakeClient(records: Stored[]) {
  const calls: { op: string; input: Record<string, unknown> }[] = [];
  const Personality = {
    list: () => Promise.reject(new Error('the editor must not read every personality')),
    listPersonalityBySlug: (input: { slug: string }, options: { limit?: number }) => {
      calls.push({ op: 'listPersonalityBySlug', input: { ...input, limit: options.limit } });
      return Promise.resolve({ data: records.filter((record) => record.slug === input.slug) });
    },
    get: (input: { id: string }) => {
      calls.push({ op: 'get', input });
      return Promise.resolve({ data: records.find((record) => record.id === input.id) ?? null });
    },
    create: (input: Record<string, unknown>) => {
      calls.push({ op: 'create', input });
      return Promise.resolve({ data: { id: 'generated-id', ...input } });
    },
    update: (input: Record<string, unknown>) => {
      calls.push({ op: 'update', input });
      return Promise.resolve({ data: input });
    },
  };
  return { client: { models: { Personality } } as unknown as BrowserDataClient, calls, writes: () => calls.filter((call) => ['create', 'update'].includes(call.op)) };
}

const values = { ...newPersonalityValues(), name: 'Ada Quill', displayName: 'Ada Quill' };

describe('saving personalities', () => {
  it('creates a new one with its address and id from its name, as the samples have, recording the admin', async () => {
    const { client, writes } = fakeClient([{ id: 'personality-octavia-marsh', name: 'Octavia Marsh', slug: 'octavia-marsh' }]);
    await expect(savePersonality(client, { values, editor: 'admin@example.com' })).resolves.toEqual({ id: 'personality-ada-quill', slug: 'ada-quill', href: '/personalities/ada-quill' });
    expect(writes()).toEqual([{ op: 'create', input: expect.objectContaining({ id: 'personality-ada-quill', slug: 'ada-quill', createdBy: 'admin@example.com', active: true }) }]);
  });

  it('checks the address with bounded reads: the slug index (a couple of rows) and a get', async () => {
    const { client, calls } = fakeClient([]);
    await savePersonality(client, { values, editor: 'a' });
    expect(calls.filter((call) => call.op !== 'create')).toEqual(
      expect.arrayContaining([
        { op: 'listPersonalityBySlug', input: { slug: 'ada-quill', limit: 2 } },
        { op: 'get', input: { id: 'ada-quill' } },
        { op: 'get', input: { id: 'personality-ada-quill' } },
      ]),
    );
  });

  it('refuses an address another personality has, at the name field, before writing anything', async () => {
    const { client, writes } = fakeClient([{ id: 'p-1', name: 'Ada Quill (1990s)', slug: 'ada-quill' }]);
    const saving = savePersonality(client, { values, editor: 'a' });
    await expect(saving).rejects.toBeInstanceOf(FieldProblem);
    await expect(saving).rejects.toMatchObject({ field: 'name', message: '“Ada Quill (1990s)” already has the address /personalities/ada-quill; choose another name' });
    expect(writes()).toEqual([]);
  });

  it('refuses an address that is another personality’s id, which old links use', async () => {
    const { client, writes } = fakeClient([{ id: 'ada-quill', name: 'Someone', slug: 'someone' }]);
    await expect(savePersonality(client, { values, editor: 'a' })).rejects.toMatchObject({ field: 'name', message: expect.stringContaining('“Someone”') });
    expect(writes()).toEqual([]);
  });

  it('refuses a name without letters or digits', async () => {
    const { client, calls } = fakeClient([]);
    await expect(savePersonality(client, { values: { ...values, name: '★' }, editor: 'a' })).rejects.toMatchObject({ field: 'name', message: 'The name needs letters or digits' });
    expect(calls).toEqual([]);
  });

  it('lets the server pick the id when a renamed record still holds the one the name would get', async () => {
    const { client, writes } = fakeClient([{ id: 'personality-ada-quill', name: 'Someone Else', slug: 'someone-else' }]);
    await expect(savePersonality(client, { values, editor: 'a' })).resolves.toEqual({ id: 'generated-id', slug: 'ada-quill', href: '/personalities/ada-quill' });
    expect(writes()[0].input).not.toHaveProperty('id');
  });

  it('keeps the address through a rename, without checking or sending it, and leaves createdBy alone', async () => {
    const { client, calls } = fakeClient([{ id: 'personality-ada-quill', name: 'Ada Quill', slug: 'ada-quill' }]);
    const renamed = { ...values, name: 'Ada Quill-Stone' };
    await expect(savePersonality(client, { id: 'personality-ada-quill', slug: 'ada-quill', values: renamed, editor: 'b' })).resolves.toEqual({
      id: 'personality-ada-quill',
      slug: 'ada-quill',
      href: '/personalities/ada-quill',
    });
    expect(calls.map((call) => call.op)).toEqual(['update']);
    expect(calls[0].input).toMatchObject({ id: 'personality-ada-quill', name: 'Ada Quill-Stone' });
    expect(calls[0].input).not.toHaveProperty('slug');
    expect(calls[0].input).not.toHaveProperty('createdBy');
  });

  it('gives a personality saved without an address one from its name, unless another has it', async () => {
    const { client, calls } = fakeClient([{ id: 'p-7', name: 'Ada Quill' }]);
    await expect(savePersonality(client, { id: 'p-7', slug: null, values, editor: 'b' })).resolves.toMatchObject({ id: 'p-7', slug: 'ada-quill' });
    expect(calls.find((call) => call.op === 'update')?.input).toMatchObject({ id: 'p-7', slug: 'ada-quill' });
  });
});

describe('the public address of a personality', () => {
  it('is its slug, or its id when it has none', () => {
    expect(publicHrefOfPersonality({ id: 'p-9', slug: 'ada' })).toBe('/personalities/ada');
    expect(publicHrefOfPersonality({ id: 'p-9', slug: null })).toBe('/personalities/p-9');
  });
});

describe('the personality list', () => {
  it('follows the ranking, unranked last, then the name', () => {
    const base = { displayName: '', slug: null, category: null, verified: null, featured: null, active: true, followerCount: null, updatedAt: '' };
    const rows = toPersonalityRows([
      { ...base, id: 'c', name: 'Cara', ranking: null },
      { ...base, id: 'b', name: 'Ben', ranking: 2 },
      { ...base, id: 'a', name: 'Abe', ranking: null },
      { ...base, id: 'd', name: 'Dee', ranking: 1, slug: 'dee' },
    ]);
    expect(rows.map((row) => row.id)).toEqual(['d', 'b', 'a', 'c']);
    expect(rows[0].slug).toBe('dee');
    expect(rows[1].slug).toBe('');
  });
});
