/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { AFTER_PAGE_START_MS } from '@/components/analytics/when-page-settled';
import { RecordLiveNotice } from './record-live-notice';

type Observer = { next(value: unknown): void; error(error: unknown): void };
const observers: Observer[] = [];
const onRecordChange = jest.fn<{ subscribe(observer: Observer): { unsubscribe(): void } }, [unknown, unknown]>(() => ({
  subscribe: (observer: Observer) => {
    observers.push(observer);
    return { unsubscribe: () => undefined };
  },
}));
jest.mock('aws-amplify', () => ({ Amplify: { getConfig: () => ({ API: { GraphQL: { endpoint: 'https://localhost:3443/_aws/graphql/graphql' } } }) } }));
jest.mock('@/lib/data/browser-data', () => ({ loadPublicBrowserDataClient: () => Promise.resolve({ subscriptions: { onRecordChange } }) }));
const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));

const OWN = ['PlatformBan#ban-1', 'ShadowbanExperience#report-1'];
const change = (model: string, recordId: string, kind: string) => ({ recordKey: `${model}#${recordId}`, model, recordId, change: kind });
const hear = (value: unknown) => act(() => observers.at(-1)!.next(value));

/** /me's notice, mounted after the page has loaded: the subscription opens at the next idle moment (a timer in jsdom). */
async function mountOnMe() {
  render(<RecordLiveNotice ownRecordKeys={OWN} />);
  await act(async () => {
    jest.advanceTimersByTime(AFTER_PAGE_START_MS);
  });
  await act(async () => {
    jest.advanceTimersByTime(1000);
  });
  await act(async () => undefined);
}

beforeEach(() => {
  jest.useFakeTimers();
  observers.length = 0;
  jest.clearAllMocks();
});
afterEach(() => jest.useRealTimers());

describe("a creator's /me while it is open", () => {
  it('opens one subscription to every record, on the API key, once the page has settled (AFTER_PAGE_START_MS after its load)', async () => {
    render(<RecordLiveNotice ownRecordKeys={OWN} />);
    await act(async () => {
      jest.advanceTimersByTime(AFTER_PAGE_START_MS - 1);
    });
    expect(onRecordChange).not.toHaveBeenCalled();
    await act(async () => {
      jest.advanceTimersByTime(1001);
    });
    await act(async () => {
      jest.advanceTimersByTime(1000);
    });
    await act(async () => undefined);
    expect(onRecordChange).toHaveBeenCalledTimes(1);
    expect(onRecordChange).toHaveBeenCalledWith({ recordKey: null }, { authMode: 'apiKey' });
  });

  it("says nothing of other creators' records, nor of a key sent apart from the record it names", async () => {
    await mountOnMe();
    hear(change('PlatformBan', 'ban-2', 'VERIFIED'));
    hear(change('Brief', 'ban-1', 'HIDDEN'));
    hear({ ...change('PlatformBan', 'ban-2', 'VERIFIED'), recordKey: OWN[0] });
    hear(null);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it("offers Show when a moderator verifies, replies to, hides or restores one of the creator's records, and reads the page again only when asked", async () => {
    await mountOnMe();
    for (const [model, id, kind] of [
      ['PlatformBan', 'ban-1', 'VERIFIED'],
      ['ShadowbanExperience', 'report-1', 'REPLY_PUBLISHED'],
      ['PlatformBan', 'ban-1', 'HIDDEN'],
      ['PlatformBan', 'ban-1', 'RESTORED'],
    ]) {
      hear(change(model, id, kind));
      expect(screen.getByRole('status')).toHaveTextContent('One of your records was updated.');
      expect(refresh).not.toHaveBeenCalled();
      fireEvent.click(screen.getByRole('button', { name: 'Show' }));
      expect(refresh).toHaveBeenCalledTimes(1);
      expect(screen.getByRole('status')).toBeEmptyDOMElement();
      refresh.mockClear();
    }
  });

  it("takes no notice of a publication, nor of a record added, edited or deleted (the creator's own doing)", async () => {
    await mountOnMe();
    hear(change('PlatformBan', 'ban-1', 'PUBLISHED'));
    for (const kind of ['ADDED', 'UPDATED', 'REMOVED']) hear(change('PlatformBan', 'ban-1', kind));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
