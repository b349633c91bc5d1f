/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ModerationFirstView } from '@/lib/content/moderation/moderation-first-view';
import { ModerationQueue } from './moderation-queue';

type Observer = { next(value: unknown): void; error(error: unknown): void };
const observers: Observer[] = [];
const client = {
  models: {
    RecordReport: { listRecordReportByStatusAndCreatedAt: jest.fn() },
    HiddenRecord: { list: jest.fn() },
    PlatformBan: { listPlatformBanByVerification: jest.fn(), get: jest.fn() },
    ShadowbanExperience: { listShadowbanExperienceByVerification: jest.fn() },
    Brief: { get: jest.fn() },
    Profile: { get: jest.fn() },
  },
  queries: { staffNames: jest.fn() },
  subscriptions: {
    onReportRecord: jest.fn(() => ({
      subscribe: (observer: Observer) => {
        observers.push(observer);
        return { unsubscribe: () => undefined };
      },
    })),
  },
};
jest.mock('aws-amplify', () => ({ Amplify: { getConfig: () => ({ API: { GraphQL: { endpoint: 'https://localhost:3443/_aws/graphql/graphql' } } }) } }));
jest.mock('@/components/admin/admin-client', () => ({ requireAdminClient: () => Promise.resolve(client) }));
jest.mock('@/lib/data/browser-data', () => ({ refreshPublicPages: jest.fn() }));
// The page settles at once here (a timer of 0 after render): how long the bar waits after the load
// (AFTER_PAGE_START_MS) is a tuning, not what these tests check.
jest.mock('@/components/analytics/when-page-settled', () => ({
  whenPageSettled: (work: () => void) => {
    const timer = setTimeout(work, 0);
    return () => clearTimeout(timer);
  },
}));

const report = (id: string, recordId: string) => ({
  id,
  model: 'Brief' as const,
  recordId,
  recordKey: `Brief#${recordId}`,
  reason: 'Someone else’s story',
  contactEmail: null,
  createdAt: '2026-11-20T10:00:00.000Z',
});
const briefRecord = (id: string, title: string) => ({ id, title, slug: title.toLowerCase().replace(/ /g, '-'), username: 'ada', profileId: 'p1', description: 'A brief.' });

const firstView: ModerationFirstView = {
  reports: { items: [report('r1', 'b1')], nextToken: null },
  liveRecords: [{ recordKey: 'Brief#b1', live: { name: 'On discipline', href: '/briefs/on-discipline', record: briefRecord('b1', 'On discipline'), profileUsername: null, context: { creator: '@ada', excerpt: 'A brief.', level: null } } }],
  hidden: { items: [], nextToken: null },
  bansWaiting: { items: [], nextToken: null },
  reportsWaiting: { items: [], nextToken: null },
  staffNames: [],
};

beforeAll(() => {
  global.ResizeObserver = class {
    observe() {}
    disconnect() {}
    unobserve() {}
  };
});

describe('the moderation queue with the server’s first view', () => {
  it('shows the first view without reading it again, keeps the live bar, and reads in the browser when asked', async () => {
    client.models.RecordReport.listRecordReportByStatusAndCreatedAt.mockResolvedValue({ data: [report('r1', 'b1'), report('r2', 'b2')], nextToken: null });
    client.models.Brief.get.mockImplementation(({ id }: { id: string }) => Promise.resolve({ data: briefRecord(id, id === 'b1' ? 'On discipline' : 'Second brief') }));
    await act(async () => render(<ModerationQueue firstView={firstView} />));

    const card = screen.getByRole('article', { name: 'Report about Brief: On discipline' });
    expect(within(card).getByRole('link', { name: /^On discipline/ })).toHaveAttribute('href', '/briefs/on-discipline');
    expect(screen.getByText('Nothing is hidden.')).toBeInTheDocument();
    expect(screen.getByText('No bans are waiting.')).toBeInTheDocument();
    for (const read of [
      client.models.RecordReport.listRecordReportByStatusAndCreatedAt,
      client.models.HiddenRecord.list,
      client.models.PlatformBan.listPlatformBanByVerification,
      client.models.ShadowbanExperience.listShadowbanExperienceByVerification,
      client.models.Brief.get,
    ]) {
      expect(read).not.toHaveBeenCalled();
    }

    // The live "new reports" bar still subscribes once the page has settled (the mocked timer of 0,
    // then the admin client's promise); "Show" reads the queue in the browser.
    await waitFor(() => expect(observers).toHaveLength(1));
    await act(async () => observers[0].next(true));
    expect(screen.getByText('1 new report since this list was loaded.')).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Show' })));
    expect(client.models.RecordReport.listRecordReportByStatusAndCreatedAt).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('article', { name: 'Report about Brief: Second brief' })).toBeInTheDocument();
    // Read afresh after a reload, the first view's record included.
    expect(client.models.Brief.get).toHaveBeenCalledWith({ id: 'b1' }, expect.anything());
  });

  it('names who hid a record from the first view, without asking staffNames', async () => {
    const sub = '0c4b5e8a-2f1d-4c3b-9a7e-6d5f4e3c2b1a';
    const row = { id: 'h1', model: 'Brief' as const, recordId: 'b9', record: briefRecord('b9', 'Taken down'), reason: 'Spam', hiddenBy: `${sub}::mod`, hiddenAt: '2026-11-21T10:00:00.000Z', cascadeOf: null, profileId: 'p1' };
    await act(async () => render(<ModerationQueue firstView={{ ...firstView, hidden: { items: [row], nextToken: null }, staffNames: [{ sub, name: 'grace' }] }} />));
    expect(within(screen.getByRole('article', { name: 'Hidden Brief: Taken down' })).getByText(/by grace/)).toBeInTheDocument();
    expect(client.queries.staffNames).not.toHaveBeenCalled();
  });

  it('reads in the browser what the first view lacks', async () => {
    client.models.HiddenRecord.list.mockReset().mockResolvedValue({ data: [], nextToken: null });
    await act(async () => render(<ModerationQueue firstView={{ ...firstView, hidden: null }} />));
    expect(client.models.HiddenRecord.list).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Nothing is hidden.')).toBeInTheDocument();
  });
});
