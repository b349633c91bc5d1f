/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { act, render, screen } from '@testing-library/react';
import type { MyProfile } from '@/lib/content/my/my-profile-store';
import { MyOverview } from './my-overview';

const client = {
  models: {
    Brief: { listBriefByProfileId: jest.fn() },
    UnpublishedBrief: { listUnpublishedBriefByProfileId: jest.fn() },
    PlatformBan: { listPlatformBanByProfileId: jest.fn() },
    ShadowbanExperience: { listShadowbanExperienceByProfileId: jest.fn() },
    AnonymousAuthorship: { listAnonymousAuthorshipByProfileId: jest.fn() },
  },
};
const loadBrowserDataClient = jest.fn(() => Promise.resolve(client));
jest.mock('@/lib/data/browser-data', () => ({ loadBrowserDataClient: () => loadBrowserDataClient() }));
jest.mock('@/components/uploads/use-picture-host', () => ({ usePictureHost: () => null }));
jest.mock('./use-my-workspace', () => ({ useMyWorkspace: () => ({ workspace: { status: 'loading' }, retry: jest.fn() }) }));

const profile = { id: 'p1', userId: 'sub-1', username: 'ada', displayName: 'Ada Lovelace', totalEstimatedLoss: 0 } as MyProfile;
const none = { data: [], nextToken: null };

describe('/me’s overview', () => {
  beforeEach(() => jest.clearAllMocks());

  it('shows the server’s first view at once, without loading a Data client', async () => {
    await act(async () => render(<MyOverview firstView={{ profile, counts: { drafts: 2, published: 1, archived: 0, bans: 3, reports: 0 }, hidden: [], recordKeys: [] }} />));
    expect(screen.getByRole('link', { name: 'View my public profile (@ada)' })).toBeVisible();
    expect(screen.getByText('1 published · 2 drafts · 0 archived')).toBeVisible();
    expect(screen.getByText('3 recorded')).toBeVisible();
    expect(loadBrowserDataClient).not.toHaveBeenCalled();
  });

  it('shows a refreshed first view’s counts (router.refresh after /me’s "Show"), still without a Data client', async () => {
    const counts = { drafts: 0, published: 0, archived: 0, bans: 1, reports: 0 };
    const view = render(<MyOverview firstView={{ profile, counts, hidden: [], recordKeys: [] }} />);
    expect(screen.getByText('1 recorded')).toBeVisible();
    await act(async () => view.rerender(<MyOverview firstView={{ profile, counts: { ...counts, bans: 0 }, hidden: [], recordKeys: [] }} />));
    expect(screen.getByText('0 recorded')).toBeVisible();
    expect(loadBrowserDataClient).not.toHaveBeenCalled();
  });

  it('reads the counts in the browser when the server could not', async () => {
    for (const list of Object.values(client.models)) Object.values(list)[0].mockResolvedValue(none);
    client.models.PlatformBan.listPlatformBanByProfileId.mockResolvedValue({ data: [{ id: 'b1', profileId: 'p1' }], nextToken: null });
    await act(async () => render(<MyOverview firstView={{ profile, counts: null, hidden: null, recordKeys: [] }} />));
    expect(loadBrowserDataClient).toHaveBeenCalledTimes(1);
    expect(screen.getByText('1 recorded')).toBeVisible();
  });

  it('a creator without a profile is shown the next steps', async () => {
    await act(async () => render(<MyOverview firstView={{ profile: null, counts: null, hidden: [], recordKeys: [] }} />));
    expect(screen.getByRole('link', { name: 'Create my profile' })).toBeVisible();
    expect(loadBrowserDataClient).not.toHaveBeenCalled();
  });

  it('without a first view, reads the workspace in the browser as before', () => {
    render(<MyOverview />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your workspace…');
  });
});
