import { REFRESH_WRITE_FENCE_MS } from '@/amplify/shared/site-server-contract';
import { CACHE_TAGS } from './cache-tags';
import { CONTENT_TAGS, isFencedWrite, noteRevalidated, REMEMBERED_TAGS, tagsKeptByEarlierProcesses, WRITE_FENCE_MS } from './writes-after-revalidation.mjs';

const read = (tags: string[]) => [{ kind: 'FETCH', data: { body: '{}' }, revalidate: 300 }, { fetchCache: true, tags }] as const;
const page = (tags: string) => [{ kind: 'APP_PAGE', html: '<p>', headers: { 'x-next-cache-tags': tags } }, { isRoutePPREnabled: false }] as const;

describe('writes after a revalidation', () => {
  it('names the same content tags as the site and the backend', () => {
    expect([...CONTENT_TAGS].sort()).toEqual(Object.values(CACHE_TAGS).sort());
    expect(WRITE_FENCE_MS).toBe(REFRESH_WRITE_FENCE_MS);
  });

  it('refuses a write from a request begun before a refresh of its tags, however long the render took', () => {
    noteRevalidated(['platform-bans', '_N_T_/bans/b1'], 1_000_000);
    // Begun before the refresh (or in its millisecond), written a minute later: the old read is not kept.
    expect(isFencedWrite(...read(['platform-bans', 'profiles']), 999_000, 1_060_000)).toBe(true);
    expect(isFencedWrite(...read(['platform-bans']), 1_000_000, 1_060_000)).toBe(true);
    expect(isFencedWrite(...page('_N_T_/layout,_N_T_/bans/[id]/page,_N_T_/bans/b1'), 999_000, 1_060_000)).toBe(true);
    // Other tags, and requests begun after the refresh once the fence is over, are kept.
    expect(isFencedWrite(...read(['briefs']), 999_000, 1_060_000)).toBe(false);
    expect(isFencedWrite(...page('_N_T_/layout,_N_T_/bans/b2'), 999_000, 1_060_000)).toBe(false);
    expect(isFencedWrite(...read(['platform-bans']), 1_000_001, 1_000_000 + WRITE_FENCE_MS)).toBe(false);
  });

  it('also refuses, for the fence after a refresh, a write whatever its request’s start', () => {
    noteRevalidated('streams', 2_000_000);
    expect(isFencedWrite(...read(['streams']), 2_000_500, 2_000_600)).toBe(true);
    expect(isFencedWrite({ kind: 'FETCH' }, undefined, 0, 2_000_001)).toBe(false);
    expect(isFencedWrite(null, null, 0, 2_000_001)).toBe(false);
    expect(isFencedWrite({ kind: 'APP_PAGE', headers: {} }, {}, 0, 2_000_001)).toBe(false);
  });

  it('forgets the oldest refreshed tags past its bound, and then fences every tagged write of a request begun before them', () => {
    const at = 3_000_000;
    for (let index = 0; index <= REMEMBERED_TAGS; index++) noteRevalidated(`_N_T_/bans/many-${index}`, at + index);
    // The first path's refresh is forgotten: a request begun before it cannot be told apart, so it is fenced.
    expect(isFencedWrite(...page('_N_T_/layout,_N_T_/bans/unrelated'), at - 1, at + 10 * WRITE_FENCE_MS)).toBe(true);
    expect(isFencedWrite(...page('_N_T_/layout,_N_T_/bans/unrelated'), at + REMEMBERED_TAGS + 1, at + 10 * WRITE_FENCE_MS)).toBe(false);
    expect(isFencedWrite({ kind: 'FETCH' }, undefined, at - 1, at + 10 * WRITE_FENCE_MS)).toBe(false);
  });

  it('hands the content tags out once per process, for what earlier processes left on disk', () => {
    expect(tagsKeptByEarlierProcesses()).toEqual(CONTENT_TAGS);
    expect(tagsKeptByEarlierProcesses()).toEqual([]);
  });
});
