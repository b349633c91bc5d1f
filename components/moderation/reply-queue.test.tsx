/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { ReplyQueue } from './reply-queue';

const client = {
  models: { RecordReply: { listRecordReplyByStatusAndSubmittedAt: jest.fn() } },
  mutations: { decideRecordReply: jest.fn() },
};
jest.mock('@/components/admin/admin-client', () => ({ requireAdminClient: () => Promise.resolve(client) }));
const refreshPublicPages = jest.fn();
jest.mock('@/lib/data/browser-data', () => ({ refreshPublicPages: (request: unknown) => refreshPublicPages(request) }));

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
});
