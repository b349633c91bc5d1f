/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { ReplyQueue } from './reply-queue';

type Observer = { next(value: unknown): void; error(error: unknown): void };
const observers: Observer[] = [];
const unsubscribe = jest.fn();
const client = {
  models: { RecordReply: { listRecordReplyByStatusAndSubmittedAt: jest.fn() } },
  mutations: { decideRecordReply: jest.fn() },
  subscriptions: {
    onSubmitRecordReply: jest.fn(() => ({
      subscribe: (observer: Observer) => {
        observers.push(observer);
        return { unsubscribe };
      },
    })),
  },
};
let graphqlEndpoint = 'https://localhost:3443/_aws/graphql/graphql';
jest.mock('aws-amplify', () => ({ Amplify: { getConfig: () => ({ API: { GraphQL: { endpoint: graphqlEndpoint } } }) } }));
jest.mock('@/components/admin/admin-client', () => ({ requireAdminClient: () => Promise.resolve(client) }));
const refreshPublicPages = jest.fn();
jest.mock('@/lib/data/browser-data', () => ({ refreshPublicPages: (request: unknown) => refreshPublicPages(request) }));
// The page settles at once here (a timer of 0 after render): how long the bar waits after the load
// (AFTER_PAGE_START_MS) is a tuning, not what these tests check.
jest.mock('@/components/analytics/when-page-settled', () => ({
  whenPageSettled: (work: () => void) => {
    const timer = setTimeout(work, 0);
    return () => clearTimeout(timer);
  },
}));

const reply = (id: string, authorName: string) => ({
  id,
  recordModel: 'PlatformBan',
  recordId: `ban-${id}`,
  authorName,
  authorRole: 'PLATFORM',
  body: 'Restored on appeal.',
  contactEmail: null,
  submittedAt: '2026-11-20T10:00:00.000Z',
});

/** The live bar's subscription opens once the page has settled (here a timer of 0 after render, as mocked above). */
const pageSettles = () => act(async () => void (await new Promise((resolve) => setTimeout(resolve, 0))));

beforeAll(() => {
  global.ResizeObserver = class {
    observe() {}
    disconnect() {}
    unobserve() {}
  };
});

describe('the replies queue', () => {
  it('publishes one reply and declines another only with a reason, saying what was done', async () => {
    client.models.RecordReply.listRecordReplyByStatusAndSubmittedAt.mockResolvedValue({ data: [reply('r1', 'YouTube press'), reply('r2', 'Spammer')], nextToken: null });
    client.mutations.decideRecordReply.mockResolvedValue({ data: { id: 'x' } });
    await act(async () => render(<ReplyQueue />));
    const first = screen.getByRole('article', { name: /^Reply from YouTube press/ });
    expect(within(first).getByRole('link', { name: /Ban record ban-r1/ })).toHaveAttribute('href', '/bans/ban-r1');
    expect(within(first).getByText('Platform representative', { exact: false })).toBeInTheDocument();

    await act(async () => fireEvent.click(within(first).getByRole('button', { name: 'Publish the reply from YouTube press' })));
    expect(client.mutations.decideRecordReply).toHaveBeenLastCalledWith({ id: 'r1', publish: true });
    expect(refreshPublicPages).toHaveBeenCalledWith({ tags: ['platform-bans', 'profiles'], paths: ['/bans/ban-r1'] });
    expect(screen.queryByRole('article', { name: /^Reply from YouTube press/ })).not.toBeInTheDocument();
    expect(screen.getByText(/Published the reply from YouTube press/)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Decline the reply from Spammer' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Decline reply' })));
    expect(client.mutations.decideRecordReply).toHaveBeenCalledTimes(1);
    fireEvent.change(screen.getByRole('textbox', { name: /Why decline it/ }), { target: { value: 'Advertising' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Decline reply' })));
    expect(client.mutations.decideRecordReply).toHaveBeenLastCalledWith({ id: 'r2', publish: false, reason: 'Advertising' });
    expect(screen.getByText('No replies are waiting. Nothing needs a decision.')).toBeInTheDocument();
  });

  it('counts replies sent while the page is open and shows them when asked, never moving the list by itself', async () => {
    observers.length = 0;
    const list = client.models.RecordReply.listRecordReplyByStatusAndSubmittedAt;
    list.mockReset();
    list.mockResolvedValueOnce({ data: [reply('r1', 'YouTube press')], nextToken: null });
    const { unmount } = await act(async () => render(<ReplyQueue />));
    await pageSettles();
    expect(client.subscriptions.onSubmitRecordReply).toHaveBeenLastCalledWith({ authMode: 'userPool' });
    expect(observers).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Show' })).not.toBeInTheDocument();

    await act(async () => {
      observers[0].next(true);
      observers[0].next(true);
    });
    expect(screen.getByText('2 new replies since this list was loaded.')).toBeInTheDocument();
    // Nothing was read again yet: the list the moderator looks at stays as it was.
    expect(list).toHaveBeenCalledTimes(1);
    expect(screen.getAllByRole('article')).toHaveLength(1);

    list.mockResolvedValueOnce({ data: [reply('r1', 'YouTube press'), reply('r2', 'Twitch press'), reply('r3', 'A viewer')], nextToken: null });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Show' })));
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.queryByText(/new repl/)).not.toBeInTheDocument();
    unmount();
    expect(unsubscribe).toHaveBeenCalled();
  });

  it('does not subscribe to another origin over plain http (the client would ask for wss:// in vain)', async () => {
    observers.length = 0;
    graphqlEndpoint = 'http://localhost:3000/_aws/graphql/graphql';
    const list = client.models.RecordReply.listRecordReplyByStatusAndSubmittedAt;
    list.mockReset();
    list.mockResolvedValue({ data: [reply('r1', 'YouTube press')], nextToken: null });
    try {
      await act(async () => render(<ReplyQueue />));
      await pageSettles();
      expect(observers).toHaveLength(0);
      expect(screen.getAllByRole('article')).toHaveLength(1);
    } finally {
      graphqlEndpoint = 'https://localhost:3443/_aws/graphql/graphql';
    }
  });

  it('says nothing when the subscription fails, and opens it again half a minute later', async () => {
    observers.length = 0;
    const list = client.models.RecordReply.listRecordReplyByStatusAndSubmittedAt;
    list.mockReset();
    list.mockResolvedValue({ data: [reply('r1', 'YouTube press')], nextToken: null });
    jest.useFakeTimers();
    try {
      await act(async () => render(<ReplyQueue />));
      await act(async () => jest.advanceTimersByTime(0));
      await act(async () => observers[0].error({ errors: [{ message: 'Connection failed: wss://localhost/realtime' }] }));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(screen.queryByText(/Connection failed/)).not.toBeInTheDocument();
      expect(screen.getAllByRole('article')).toHaveLength(1);
      await act(async () => jest.advanceTimersByTime(29_000));
      expect(observers).toHaveLength(1);
      await act(async () => jest.advanceTimersByTime(1_000));
      expect(observers).toHaveLength(2);
      await act(async () => observers[1].next(true));
      expect(screen.getByText('1 new reply since this list was loaded.')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
