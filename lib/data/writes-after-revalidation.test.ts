import { CONTENT_REVALIDATE_SECONDS } from './cache-tags';
import { isFencedWrite, noteRevalidated, WRITE_FENCE_MS } from './writes-after-revalidation.mjs';

const read = (tags: string[]) => [{ kind: 'FETCH', data: { body: '{}' }, revalidate: 5 }, { fetchCache: true, tags }] as const;
const page = (tags: string) => [{ kind: 'APP_PAGE', html: '<p>', headers: { 'x-next-cache-tags': tags } }, { isRoutePPREnabled: false }] as const;

describe('writes after a revalidation', () => {
  it('fences as long as a cached read stays fresh', () => {
    expect(WRITE_FENCE_MS).toBe(CONTENT_REVALIDATE_SECONDS * 1000);
  });

  it('refuses, for the fence, a read or a page carrying a tag just revalidated, and only those', () => {
    noteRevalidated(['platform-bans', '_N_T_/bans/b1'], 1_000_000);
    expect(isFencedWrite(...read(['platform-bans', 'profiles']), 1_000_100)).toBe(true);
    expect(isFencedWrite(...read(['briefs']), 1_000_100)).toBe(false);
    expect(isFencedWrite(...page('_N_T_/layout,_N_T_/bans/[id]/page,_N_T_/bans/b1'), 1_000_100)).toBe(true);
    expect(isFencedWrite(...page('_N_T_/layout,_N_T_/bans/b2'), 1_000_100)).toBe(false);
    // After the fence the next write is kept again.
    expect(isFencedWrite(...read(['platform-bans']), 1_000_000 + WRITE_FENCE_MS)).toBe(false);
  });

  it('takes a single tag, and entries without tags are never fenced', () => {
    noteRevalidated('streams', 2_000_000);
    expect(isFencedWrite(...read(['streams']), 2_000_001)).toBe(true);
    expect(isFencedWrite({ kind: 'FETCH' }, undefined, 2_000_001)).toBe(false);
    expect(isFencedWrite(null, null, 2_000_001)).toBe(false);
    expect(isFencedWrite({ kind: 'APP_PAGE', headers: {} }, {}, 2_000_001)).toBe(false);
  });
});
