import { REVALIDATE_SECRET_ENV } from '@/amplify/shared/site-server-contract';
import { NEXT_CACHE_SECONDS } from './cache-tags';
import { isRefreshedOnEveryChange, keptFresh, NEXT_CACHE_MS, REFRESHING_SERVER_ENV } from './event-driven-freshness.mjs';

describe('event-driven freshness (the one server keeps pages and reads NEXT_CACHE_SECONDS)', () => {
  it('keeps copies of the site’s constants', () => {
    expect(NEXT_CACHE_MS).toBe(NEXT_CACHE_SECONDS * 1000);
    expect(REFRESHING_SERVER_ENV).toBe(REVALIDATE_SECRET_ENV);
  });

  it('applies only where the one server hands the site its refresh secret (never on AWS or while building)', () => {
    expect(isRefreshedOnEveryChange({ [REVALIDATE_SECRET_ENV]: 'secret' })).toBe(true);
    expect(isRefreshedOnEveryChange({ [REVALIDATE_SECRET_ENV]: '' })).toBe(false);
    expect(isRefreshedOnEveryChange({})).toBe(false);
  });

  it('dates an entry younger than the window now, as a copy, and leaves an older one stale', () => {
    const now = 10_000_000;
    const young = { lastModified: now - 60_000, value: { kind: 'APP_PAGE' } };
    expect(keptFresh(young, now)).toEqual({ lastModified: now, value: young.value });
    expect(young.lastModified).toBe(now - 60_000);
    const old = { lastModified: now - NEXT_CACHE_MS, value: { kind: 'FETCH' } };
    expect(keptFresh(old, now)).toBe(old);
    expect(keptFresh(null, now)).toBeNull();
    const undated = { value: { kind: 'FETCH' } };
    expect(keptFresh(undated, now)).toBe(undated);
  });
});
