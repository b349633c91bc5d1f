/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import type { HiddenRow } from '@/lib/content/moderation/hidden-records';
import { HiddenRecordsNotice } from './hidden-records-notice';

const loadBrowserDataClient = jest.fn();
jest.mock('@/lib/data/browser-data', () => ({ loadBrowserDataClient: () => loadBrowserDataClient() }));
jest.mock('@/lib/amplify/load-amplify-auth', () => ({ loadAmplifyAuth: () => Promise.resolve({ isConfigured: false }) }));

const row = {
  id: 'h1',
  model: 'PlatformBan',
  recordId: 'ban-1',
  record: { platformId: 'youtube', dateOfBan: '2026-11-20' },
  reason: 'Not theirs.',
  hiddenBy: 'moderator',
  hiddenAt: '2026-11-26T02:00:00.000Z',
} as unknown as HiddenRow;

describe("/me's hidden-records notice from the server's first view", () => {
  it('follows a refreshed first view (router.refresh after /me\'s "Show"): a hide appears, a restore goes', () => {
    const view = render(<HiddenRecordsNotice firstRows={[]} />);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    view.rerender(<HiddenRecordsNotice firstRows={[row]} />);
    expect(screen.getByRole('heading', { name: 'A moderator hid one of your records' })).toBeVisible();
    expect(screen.getByText(/Reason: Not theirs\./)).toBeVisible();
    view.rerender(<HiddenRecordsNotice firstRows={[]} />);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(loadBrowserDataClient).not.toHaveBeenCalled();
  });
});
