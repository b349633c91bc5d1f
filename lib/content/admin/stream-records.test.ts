import type { BrowserDataClient } from '@/lib/data/browser-data';
import { DataRequestError, FieldProblem } from './data-result';
import { newStreamValues } from './stream-fields';
import { deleteStream, publicPathsOfStream, saveStream, toStreamRows } from './stream-records';

type Call = { op: string; input: unknown };

/** A stand-in for the Amplify Data client's Stream model: a few records and the calls made. */
function fakeClient(records: { id: string; title: string; slug: string }[], failWith?: string) {
  const calls: Call[] = [];
  const answer = (data: unknown) => Promise.resolve(failWith ? { data: null, errors: [{ message: failWith }] } : { data });
  const Stream = {
    listStreamBySlug: (input: { slug: string }) => {
      calls.push({ op: 'listStreamBySlug', input });
      return Promise.resolve({ data: records.filter((record) => record.slug === input.slug) });
    },
    create: (input: Record<string, unknown>) => {
      calls.push({ op: 'create', input });
      return answer({ id: 'new-id', ...input });
    },
    update: (input: Record<string, unknown>) => {
      calls.push({ op: 'update', input });
      return answer(input);
    },
    delete: (input: { id: string }) => {
      calls.push({ op: 'delete', input });
      return answer(input);
    },
  };
  return { client: { models: { Stream } } as unknown as BrowserDataClient, calls };
}

const context = { isNew: true, editor: 'admin@example.com', now: new Date('2026-11-21T10:00:00Z') };
const values = { ...newStreamValues(), title: 'Harbour Nights', description: 'Night shift on the docks.', url: '/media/streams/harbour-nights.mp4' };

describe('saving streams', () => {
  it('creates a stream under the slug of its title and answers its id', async () => {
    const { client, calls } = fakeClient([]);
    await expect(saveStream(client, { values, context })).resolves.toEqual({ id: 'new-id', slug: 'harbour-nights' });
    expect(calls.map((call) => call.op)).toEqual(['listStreamBySlug', 'create']);
    expect(calls[1].input).toMatchObject({ slug: 'harbour-nights', created_by_username: 'admin@example.com' });
  });

  it('refuses a slug another stream uses, at the slug field, before writing anything', async () => {
    const { client, calls } = fakeClient([{ id: 'other', title: 'Harbour Nights (1998)', slug: 'harbour-nights' }]);
    const saving = saveStream(client, { values, context });
    await expect(saving).rejects.toBeInstanceOf(FieldProblem);
    await expect(saving).rejects.toMatchObject({ field: 'slug', message: '“Harbour Nights (1998)” already uses the slug harbour-nights; choose another' });
    expect(calls.map((call) => call.op)).toEqual(['listStreamBySlug']);
  });

  it('lets a stream keep its own slug when it is updated', async () => {
    const { client, calls } = fakeClient([{ id: 's1', title: 'Harbour Nights', slug: 'harbour-nights' }]);
    await expect(saveStream(client, { id: 's1', values, context: { ...context, isNew: false } })).resolves.toEqual({ id: 's1', slug: 'harbour-nights' });
    expect(calls[1]).toMatchObject({ op: 'update', input: { id: 's1' } });
    expect(calls[1].input).not.toHaveProperty('created_by_username');
  });

  it('passes on the server’s refusal in a sentence', async () => {
    const { client } = fakeClient([], 'Not Authorized to access createStream on type Mutation');
    await expect(saveStream(client, { values, context })).rejects.toThrow(
      new DataRequestError('Could not create the stream: Not Authorized to access createStream on type Mutation'),
    );
  });

  it('deletes by id', async () => {
    const { client, calls } = fakeClient([]);
    await deleteStream(client, 's1');
    expect(calls).toEqual([{ op: 'delete', input: { id: 's1' } }]);
  });
});

describe('the stream list', () => {
  it('shows the newest edit first and fills missing values', () => {
    const rows = toStreamRows([
      { id: 'a', title: 'Old', slug: 'old', status: 'ACTIVE', featured: null, is_restricted: true, ranking: '2', views: 5, updatedAt: '2026-01-01T00:00:00Z' },
      { id: 'b', title: 'New', slug: null, status: null, featured: true, is_restricted: null, ranking: null, views: null, updatedAt: '2026-06-01T00:00:00Z' },
    ]);
    expect(rows.map((row) => row.id)).toEqual(['b', 'a']);
    expect(rows[0]).toEqual({ id: 'b', title: 'New', slug: '', status: '', featured: true, isRestricted: false, ranking: '', views: 0, updatedAt: '2026-06-01T00:00:00Z' });
  });

  it('refreshes the home page, the catalogue and both addresses after a slug change', () => {
    expect(publicPathsOfStream('new-slug', 'old-slug')).toEqual(['/', '/streams', '/streams/new-slug', '/streams/old-slug']);
    expect(publicPathsOfStream('same', 'same')).toEqual(['/', '/streams', '/streams/same']);
  });
});
