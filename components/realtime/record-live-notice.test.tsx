/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Suspense, use, useState } from 'react';
import { HomeLiveRefresh } from './home-live-refresh';
import { RecordLiveNotice } from './record-live-notice';
import { RESUBSCRIBE_AFTER_MS } from './use-record-changes';

type Observer = { next(value: unknown): void; error(error: unknown): void };
const observers: Observer[] = [];
const unsubscribe = jest.fn();
const onRecordChange = jest.fn<{ subscribe(observer: Observer): { unsubscribe(): void } }, [unknown, unknown]>(() => ({
  subscribe: (observer: Observer) => {
    observers.push(observer);
    return { unsubscribe };
  },
}));
const client = { subscriptions: { onRecordChange } };
let graphqlEndpoint = 'https://localhost:3443/_aws/graphql/graphql';
jest.mock('aws-amplify', () => ({ Amplify: { getConfig: () => ({ API: { GraphQL: { endpoint: graphqlEndpoint } } }) } }));
jest.mock('@/lib/data/browser-data', () => ({ loadPublicBrowserDataClient: () => Promise.resolve(client) }));
const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));

const KEY = 'PlatformBan#ban-1';
const change = (kind: string, recordKey = KEY) => ({ recordKey, model: 'PlatformBan', recordId: 'ban-1', change: kind });
const hear = (value: unknown) => act(() => observers.at(-1)!.next(value));

/** Mounts after the page has loaded: the subscription opens at the next idle moment (a timer in jsdom). */
async function mount(element: React.ReactElement) {
  const view = render(element);
  await act(async () => {
    jest.advanceTimersByTime(1000);
  });
  await act(async () => undefined);
  return view;
}

beforeEach(() => {
  jest.useFakeTimers();
  observers.length = 0;
  jest.clearAllMocks();
  refresh.mockReset();
  graphqlEndpoint = 'https://localhost:3443/_aws/graphql/graphql';
});
afterEach(() => jest.useRealTimers());

describe("a record's page while it is open", () => {
  it('subscribes to its own record on the API key, once the page has settled, and says nothing until something happens', async () => {
    const view = render(<RecordLiveNotice recordKey={KEY} />);
    expect(onRecordChange).not.toHaveBeenCalled();
    await act(async () => {
      jest.advanceTimersByTime(1000);
    });
    await act(async () => undefined);
    expect(onRecordChange).toHaveBeenCalledWith({ recordKey: KEY }, { authMode: 'apiKey' });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    view.unmount();
    expect(unsubscribe).toHaveBeenCalled();
  });

  it('offers Show after a verification or a published reply, and reads the page again only when asked', async () => {
    await mount(<RecordLiveNotice recordKey={KEY} />);
    hear(change('VERIFIED'));
    expect(screen.getByRole('status')).toHaveTextContent('This record was updated.');
    expect(refresh).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    hear(change('REPLY_PUBLISHED'));
    expect(screen.getByRole('button', { name: 'Show' })).toBeInTheDocument();
  });

  /**
   * The notice beside the page's server parts as router.refresh brings them: a new view that takes
   * its time (a slow server). Answers the function that lets it arrive.
   */
  async function mountWithSlowView(): Promise<() => Promise<void>> {
    let arrive = () => {};
    let refreshView = () => {};
    function PageView() {
      const [view, setView] = useState<Promise<void> | null>(null);
      refreshView = () => setView(new Promise<void>((resolve) => (arrive = resolve)));
      if (view) use(view);
      return null;
    }
    refresh.mockImplementation(() => refreshView());
    await mount(
      <>
        <Suspense>
          <PageView />
        </Suspense>
        <RecordLiveNotice recordKey={KEY} />
      </>,
    );
    // React tries the suspended view again on its scheduler's own clock.
    jest.useRealTimers();
    return () =>
      act(async () => {
        arrive();
        await new Promise((resolve) => setTimeout(resolve, 50));
      });
  }
  const clickShow = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Show' })));

  it("keeps the note, Showing…, until the page's new view is in, and a change heard meanwhile keeps it after", async () => {
    const arrive = await mountWithSlowView();
    hear(change('VERIFIED'));
    await clickShow();
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('This record was updated.');
    expect(screen.getByRole('button', { name: 'Showing…' })).toBeDisabled();
    // Heard while the view is on its way, which may have been read before it.
    await act(async () => observers.at(-1)!.next(change('REPLY_PUBLISHED')));
    expect(screen.getByRole('button', { name: 'Showing…' })).toBeDisabled();
    await arrive();
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'false');
    expect(screen.getByRole('button', { name: 'Show' })).toBeEnabled();
  });

  it('hides the note once a slow view is in when nothing happened meanwhile', async () => {
    const arrive = await mountWithSlowView();
    hear(change('VERIFIED'));
    await clickShow();
    expect(screen.getByRole('status')).toHaveTextContent('This record was updated.');
    await arrive();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('says the record is no longer available when a moderator hides it', async () => {
    await mount(<RecordLiveNotice recordKey={KEY} />);
    hear(change('HIDDEN'));
    expect(screen.getByRole('status')).toHaveTextContent('no longer available');
    expect(screen.queryByRole('button', { name: 'Show' })).not.toBeInTheDocument();
  });

  it("offers Show when its creator adds an appeal event or evidence (UPDATED), and says it is gone when they delete it", async () => {
    await mount(<RecordLiveNotice recordKey={KEY} />);
    hear(change('UPDATED'));
    expect(screen.getByRole('status')).toHaveTextContent('This record was updated.');
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(refresh).toHaveBeenCalledTimes(1);
    hear(change('REMOVED'));
    expect(screen.getByRole('status')).toHaveTextContent('Its creator has removed this record: it is no longer available.');
    expect(screen.queryByRole('button', { name: 'Show' })).not.toBeInTheDocument();
  });

  it("hears a named record's creator too: leaving says so and offers Show, a profile change offers Show; the record's own word stays", async () => {
    const CREATOR = 'Profile#p1';
    await mount(<RecordLiveNotice recordKey={KEY} creatorKey={CREATOR} />);
    expect(onRecordChange.mock.calls.map(([args]) => args)).toEqual([{ recordKey: KEY }, { recordKey: CREATOR }]);
    const [own, creator] = observers;
    const creatorChange = (kind: string) => act(() => creator.next({ recordKey: CREATOR, model: 'Profile', recordId: 'p1', change: kind }));
    creatorChange('UPDATED');
    expect(screen.getByRole('status')).toHaveTextContent('This record was updated.');
    creatorChange('HIDDEN'); // its own key says it (hidden with the profile)
    expect(screen.getByRole('status')).toHaveTextContent('This record was updated.');
    creatorChange('REMOVED');
    expect(screen.getByRole('status')).toHaveTextContent('Its creator has left the site.');
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(refresh).toHaveBeenCalledTimes(1);
    // Leaving with its records removed: the record's own REMOVED is the last word, whichever comes first.
    act(() => own.next(change('REMOVED')));
    creatorChange('REMOVED');
    expect(screen.getByRole('status')).toHaveTextContent('Its creator has removed this record: it is no longer available.');
  });

  it("a creator's profile page speaks of the profile: updated (Show), taken down, its creator gone", async () => {
    const PROFILE = 'Profile#p1';
    await mount(<RecordLiveNotice recordKey={PROFILE} />);
    expect(onRecordChange).toHaveBeenCalledWith({ recordKey: PROFILE }, { authMode: 'apiKey' });
    const profileChange = (kind: string) => hear({ recordKey: PROFILE, model: 'Profile', recordId: 'p1', change: kind });
    profileChange('UPDATED');
    expect(screen.getByRole('status')).toHaveTextContent('This profile was updated.');
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(refresh).toHaveBeenCalledTimes(1);
    profileChange('HIDDEN');
    expect(screen.getByRole('status')).toHaveTextContent('A moderator has taken this profile down: it is no longer available.');
    profileChange('REMOVED');
    expect(screen.getByRole('status')).toHaveTextContent('This creator has left the site: the profile is no longer available.');
    expect(screen.queryByRole('button', { name: 'Show' })).not.toBeInTheDocument();
  });

  it('an anonymised record (no creator key) hears its own key only', async () => {
    await mount(<RecordLiveNotice recordKey={KEY} creatorKey={null} />);
    expect(onRecordChange.mock.calls.map(([args]) => args)).toEqual([{ recordKey: KEY }]);
  });

  it('opens nothing where subscriptions cannot connect (a data API on another origin over http), and retries a failed one later', async () => {
    graphqlEndpoint = 'http://elsewhere.example:3000/graphql';
    const { unmount } = await mount(<RecordLiveNotice recordKey={KEY} />);
    expect(onRecordChange).not.toHaveBeenCalled();
    unmount();

    graphqlEndpoint = 'https://localhost:3443/_aws/graphql/graphql';
    await mount(<RecordLiveNotice recordKey={KEY} />);
    expect(onRecordChange).toHaveBeenCalledTimes(1);
    act(() => observers.at(-1)!.error(new Error('connection lost')));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await act(async () => {
      jest.advanceTimersByTime(RESUBSCRIBE_AFTER_MS);
    });
    await act(async () => undefined);
    expect(onRecordChange).toHaveBeenCalledTimes(2);
  });
});

describe('the home page while it is open', () => {
  it('hears every record, offers Show on a publication, hide or restore, and reads the page again only when asked', async () => {
    await mount(<HomeLiveRefresh />);
    expect(onRecordChange).toHaveBeenCalledWith({ recordKey: null }, { authMode: 'apiKey' });
    hear(change('VERIFIED'));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    hear(change('PUBLISHED', 'Brief#b1'));
    hear(change('HIDDEN', 'Brief#b2'));
    expect(screen.getByRole('status')).toHaveTextContent('New records since this page was loaded.');
    expect(refresh).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it("offers Show when a creator adds or removes a ban or report (the tracker's counts), not for a record's own story", async () => {
    await mount(<HomeLiveRefresh />);
    hear(change('UPDATED'));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    hear(change('ADDED', 'PlatformBan#ban-2'));
    hear(change('ADDED', 'ShadowbanExperience#rep-1'));
    expect(screen.getAllByRole('button', { name: 'Show' })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(refresh).toHaveBeenCalledTimes(1);
    hear(change('REMOVED', 'PlatformBan#ban-2'));
    expect(screen.getByRole('status')).toHaveTextContent('New records since this page was loaded.');
  });
});
