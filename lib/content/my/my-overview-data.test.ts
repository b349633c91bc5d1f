import type { BrowserDataClient } from '@/lib/data/browser-data';
import { loadMyOverviewFirstView, MY_LIVE_RECORD_KEYS_LIMIT } from './my-overview-data';

const profile = { id: 'profile-1', username: 'ada', displayName: 'Ada' };
let bans: { id: string }[] = [];
let briefs: { id: string; status: string | null }[] = [];
let hidden: { model: string; recordId: string }[] | Error = [];
jest.mock('./my-profile-store', () => ({ loadMyProfile: () => Promise.resolve(profile) }));
jest.mock('./my-brief-list', () => ({ listMyBriefs: () => Promise.resolve(briefs) }));
jest.mock('./my-records-store', () => ({ listMyBans: () => Promise.resolve(bans), listMyShadowbans: () => Promise.resolve([{ id: 'report-1' }]) }));
jest.mock('@/lib/content/moderation/my-hidden-records', () => ({
  listMyHiddenRecords: () => (hidden instanceof Error ? Promise.reject(hidden) : Promise.resolve(hidden)),
}));

const client = {} as BrowserDataClient;

beforeEach(() => {
  bans = [{ id: 'ban-1' }];
  briefs = [
    { id: 'brief-1', status: 'PUBLISHED' },
    { id: 'brief-2', status: 'DRAFT' },
  ];
  hidden = [{ model: 'PlatformBan', recordId: 'ban-0' }];
});

describe("/me's first view: the records whose changes the page listens for", () => {
  it('keys the hidden records, bans, reports and published briefs (never a draft) as <model>#<id>, with the counts', async () => {
    const view = await loadMyOverviewFirstView(client, 'user-1');
    expect(view.recordKeys).toEqual(['PlatformBan#ban-0', 'PlatformBan#ban-1', 'ShadowbanExperience#report-1', 'Brief#brief-1']);
    expect(view.counts).toEqual({ drafts: 1, published: 1, archived: 0, bans: 1, reports: 1 });
  });

  it('keeps at most the bound, and the counted records when the hidden ones could not be read', async () => {
    bans = Array.from({ length: MY_LIVE_RECORD_KEYS_LIMIT + 50 }, (_, index) => ({ id: `ban-${index + 1}` }));
    hidden = new Error('not now');
    const view = await loadMyOverviewFirstView(client, 'user-1');
    expect(view.recordKeys).toHaveLength(MY_LIVE_RECORD_KEYS_LIMIT);
    expect(view.recordKeys[0]).toBe('PlatformBan#ban-1');
    expect(view.hidden).toBeNull();
    expect(view.counts?.bans).toBe(MY_LIVE_RECORD_KEYS_LIMIT + 50);
  });
});
