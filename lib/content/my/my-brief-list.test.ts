import type { BrowserDataClient } from '@/lib/data/browser-data';
import { readAllPages } from './my-api';
import { listMyBriefs } from './my-brief-list';

/** A list query over `items` in pages of two, recording the options of every call. */
function pagedQuery<Item>(items: Item[], calls: Record<string, unknown>[]) {
  return async (_key: unknown, options: { nextToken?: string | null } & Record<string, unknown>) => {
    calls.push(options);
    const start = Number(options.nextToken ?? 0);
    const next = start + 2 < items.length ? String(start + 2) : null;
    return { data: items.slice(start, start + 2), nextToken: next };
  };
}

const brief = (id: string, blogDate: string, status: string) => ({ id, blogDate, status, updatedAt: `${blogDate}T00:00:00Z` });

describe('the creator’s brief list', () => {
  it('reads every page of both tables on user-pool auth, newest first, each brief once', async () => {
    const publishedCalls: Record<string, unknown>[] = [];
    const unpublishedCalls: Record<string, unknown>[] = [];
    const published = [brief('p1', '2025-01-01', 'PUBLISHED'), brief('p2', '2025-03-01', 'PUBLISHED'), brief('p3', '2025-02-01', 'PUBLISHED')];
    // p3 moved out of the public table between the two reads: it must show once.
    const unpublished = [brief('d1', '2025-04-01', 'DRAFT'), brief('a1', '2024-12-01', 'ARCHIVED'), brief('d2', '2025-05-01', 'DRAFT'), { ...brief('p3', '2025-02-01', 'ARCHIVED') }];
    const client = {
      models: {
        Brief: { listBriefByProfileId: pagedQuery(published, publishedCalls) },
        UnpublishedBrief: { listUnpublishedBriefByProfileId: pagedQuery(unpublished, unpublishedCalls) },
      },
    } as unknown as BrowserDataClient;

    const briefs = await listMyBriefs(client, 'profile-1');
    expect(briefs.map((item) => item.id)).toEqual(['d2', 'd1', 'p2', 'p3', 'p1', 'a1']);
    expect(publishedCalls.map((call) => call.nextToken)).toEqual([null, '2']);
    expect(unpublishedCalls.map((call) => call.nextToken)).toEqual([null, '2']);
    expect([...publishedCalls, ...unpublishedCalls].every((call) => call.authMode === 'userPool')).toBe(true);
  });

  it('fails with the API’s words rather than showing part of the list', async () => {
    const pages = [{ data: [1], nextToken: 'a' }, { data: [], errors: [{ message: 'Not Authorized to access listUnpublishedBriefByProfileId' }] }];
    let index = 0;
    await expect(readAllPages(async () => pages[index++])).rejects.toThrow('Not Authorized to access listUnpublishedBriefByProfileId');
  });

  it('stops a list whose pages never end instead of looping for ever', async () => {
    let page = 0;
    await expect(readAllPages(async () => ({ data: [page], nextToken: String(++page) }))).rejects.toThrow('did not end');
  });
});
