import type { BrowserDataClient } from '@/lib/data/browser-data';
import { applyFeatured, withoutFeatured } from './set-featured';

/** A stand-in for the Data client's setFeatured mutation: the calls made, and an answer. */
function fakeClient(answer: { data: boolean | null; errors?: { message: string }[] } = { data: true }) {
  const calls: unknown[] = [];
  const setFeatured = (input: unknown) => {
    calls.push(input);
    return Promise.resolve(answer);
  };
  return { client: { mutations: { setFeatured } } as unknown as BrowserDataClient, calls };
}

describe('featuring a stream or personality', () => {
  it('calls setFeatured when the switch changed, and only then', async () => {
    const { client, calls } = fakeClient();
    await applyFeatured(client, { model: 'Stream', id: 's1' }, true, false);
    await applyFeatured(client, { model: 'Stream', id: 's1' }, true, true);
    await applyFeatured(client, { model: 'Personality', id: 'p1' }, false, true);
    expect(calls).toEqual([
      { model: 'Stream', id: 's1', featured: true },
      { model: 'Personality', id: 'p1', featured: false },
    ]);
  });

  it('passes on a refusal in a sentence', async () => {
    const { client } = fakeClient({ data: null, errors: [{ message: 'Not Authorized to access setFeatured on type Mutation' }] });
    await expect(applyFeatured(client, { model: 'Stream', id: 's1' }, true, false)).rejects.toThrow(
      'Could not feature the stream: Not Authorized to access setFeatured on type Mutation',
    );
  });

  it('leaves featured out of an input and everything else in', () => {
    expect(withoutFeatured({ title: 'x', featured: true, ranking: null })).toEqual({ title: 'x', ranking: null });
  });
});
