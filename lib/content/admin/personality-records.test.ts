import type { BrowserDataClient } from '@/lib/data/browser-data';
import { newPersonalityValues } from './personality-fields';
import { publicHrefOfPersonality, savePersonality, toPersonalityRows } from './personality-records';

function fakeClient(records: { id: string; name: string }[]) {
  const calls: { op: string; input: Record<string, unknown> }[] = [];
  const Personality = {
    list: () => Promise.resolve({ data: records, nextToken: null }),
    create: (input: Record<string, unknown>) => {
      calls.push({ op: 'create', input });
      return Promise.resolve({ data: { id: 'generated-id', ...input } });
    },
    update: (input: Record<string, unknown>) => {
      calls.push({ op: 'update', input });
      return Promise.resolve({ data: input });
    },
  };
  return { client: { models: { Personality } } as unknown as BrowserDataClient, calls };
}

const values = { ...newPersonalityValues(), name: 'Ada Quill', displayName: 'Ada Quill' };

describe('saving personalities', () => {
  it('creates a new one with an id from its name, as the samples have, recording the admin', async () => {
    const { client, calls } = fakeClient([{ id: 'personality-octavia-marsh', name: 'Octavia Marsh' }]);
    await expect(savePersonality(client, { values, editor: 'admin@example.com' })).resolves.toEqual({ id: 'personality-ada-quill', href: '/personalities/ada-quill' });
    expect(calls[0]).toMatchObject({ op: 'create', input: { id: 'personality-ada-quill', createdBy: 'admin@example.com', active: true } });
  });

  it('refuses a name whose address another personality has, at the name field', async () => {
    const { client, calls } = fakeClient([{ id: 'p-1', name: 'ADA  quill' }]);
    await expect(savePersonality(client, { values, editor: 'a' })).rejects.toMatchObject({ field: 'name', message: expect.stringContaining('/personalities/ada-quill') });
    expect(calls).toEqual([]);
  });

  it('lets the server pick the id when a renamed record still holds the one the name would get', async () => {
    const { client, calls } = fakeClient([{ id: 'personality-ada-quill', name: 'Someone Else' }]);
    await expect(savePersonality(client, { values, editor: 'a' })).resolves.toEqual({ id: 'generated-id', href: '/personalities/ada-quill' });
    expect(calls[0].input).not.toHaveProperty('id');
  });

  it('updates a personality under its own name without touching createdBy', async () => {
    const { client, calls } = fakeClient([{ id: 'personality-ada-quill', name: 'Ada Quill' }]);
    await expect(savePersonality(client, { id: 'personality-ada-quill', values, editor: 'b' })).resolves.toEqual({ id: 'personality-ada-quill', href: '/personalities/ada-quill' });
    expect(calls[0].op).toBe('update');
    expect(calls[0].input).not.toHaveProperty('createdBy');
  });

  it('addresses the public page by the slug of the name', () => {
    expect(publicHrefOfPersonality('p-9', 'Ada', [])).toBe('/personalities/ada');
  });
});

describe('the personality list', () => {
  it('follows the ranking, unranked last, then the name', () => {
    const base = { displayName: '', category: null, verified: null, featured: null, active: true, followerCount: null, updatedAt: '' };
    const rows = toPersonalityRows([
      { ...base, id: 'c', name: 'Cara', ranking: null },
      { ...base, id: 'b', name: 'Ben', ranking: 2 },
      { ...base, id: 'a', name: 'Abe', ranking: null },
      { ...base, id: 'd', name: 'Dee', ranking: 1 },
    ]);
    expect(rows.map((row) => row.id)).toEqual(['d', 'b', 'a', 'c']);
  });
});
