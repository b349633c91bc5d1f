/**
 * The site's analytics client with fake timers, an injected transport and an in-memory store:
 * what it records, its endpoint, sessions, opt-out, and the flush when the page is hidden.
 */
import { createAnalyticsClient, type AnalyticsClient, type AnalyticsConnection } from './analytics-client';
import type { AnalyticsStore, AnalyticsTransport, BufferedEvent, EventStatuses } from './analytics-types';
import { watchPageLifecycle } from './page-lifecycle';

let putEvents: { endpointId: string; events: BufferedEvent[]; isUnloading: boolean }[];
/** What the fake backend answers next (one entry per call; accepted when empty), or an error it throws. */
let answers: ((events: readonly BufferedEvent[]) => EventStatuses | Error)[];
let client: AnalyticsClient;

const transport: AnalyticsTransport = {
  async putEvents(endpointId, events, options) {
    putEvents.push({ endpointId, events: [...events], isUnloading: options?.isUnloading ?? false });
    const answer = answers.shift()?.(events) ?? {};
    if (answer instanceof Error) throw answer;
    return answer;
  },
};

function createMemoryStore(initial: { endpointId?: string; optOut?: boolean } = {}): AnalyticsStore & { state: typeof initial } {
  const state = { ...initial };
  return {
    state,
    getEndpointId: async () => state.endpointId ?? null,
    saveEndpointId: async (endpointId) => void (state.endpointId = endpointId),
    getOptOut: async () => state.optOut ?? null,
    saveOptOut: async (optOut) => void (state.optOut = optOut),
  };
}

let ids: number;
function makeClient(connection: Partial<AnalyticsConnection> | null | Promise<AnalyticsConnection | null> = {}) {
  const resolved =
    connection instanceof Promise
      ? connection
      : Promise.resolve(connection && { transport, store: createMemoryStore(), ...connection });
  client = createAnalyticsClient({ connection: resolved, createId: () => `id-${ids++}` });
  return client;
}

const sent = () => putEvents.flatMap((put) => put.events);
const sentTypes = () => sent().map((event) => event.eventType);

beforeEach(() => {
  jest.useFakeTimers({ now: Date.parse('2024-05-01T12:00:00.000Z') });
  putEvents = [];
  answers = [];
  ids = 1;
});

afterEach(() => {
  client?.dispose();
  jest.useRealTimers();
});

describe('what the client records', () => {
  it('records app_launch with platform web and version 1.0.0', async () => {
    makeClient().recordAppLaunch();
    await jest.advanceTimersByTimeAsync(5000);
    expect(sent()).toEqual([
      expect.objectContaining({ eventType: 'app_launch', attributes: { platform: 'web', version: '1.0.0' }, timestamp: '2024-05-01T12:00:00.000Z' }),
    ]);
  });

  it("records page views and the product's events with their attributes", async () => {
    makeClient();
    client.recordPageView('/briefs/on-bans', 'https://news.example');
    client.recordPageView('/briefs');
    client.recordEvent('brief_read', { briefSlug: 'on-bans' });
    client.recordEvent('stream_played', { streamSlug: 'live-1' });
    client.recordEvent('sign_up_completed', {});
    client.recordEvent('brief_published', { briefSlug: 'new-brief' });
    client.recordEvent('profile_viewed', { username: 'maren' });
    await jest.advanceTimersByTimeAsync(5000);
    expect(sent().map(({ eventType, attributes }) => [eventType, attributes])).toEqual([
      ['page_view', { path: '/briefs/on-bans', referrer: 'https://news.example' }],
      ['page_view', { path: '/briefs' }],
      ['brief_read', { briefSlug: 'on-bans' }],
      ['stream_played', { streamSlug: 'live-1' }],
      ['sign_up_completed', {}],
      ['brief_published', { briefSlug: 'new-brief' }],
      ['profile_viewed', { username: 'maren' }],
    ]);
  });

  it('records session start and stop, the stop with its duration, and puts events in their session', async () => {
    makeClient();
    client.startSession();
    client.recordPageView('/');
    await jest.advanceTimersByTimeAsync(90_000);
    client.stopSession();
    client.recordPageView('/later');
    await jest.advanceTimersByTimeAsync(5000);
    const [start, view, stop, later] = sent();
    expect(start).toMatchObject({ eventType: '_session.start', session: { StartTimestamp: '2024-05-01T12:00:00.000Z' } });
    const sessionId = start.session.Id;
    expect(view.session).toEqual(start.session);
    expect(stop).toMatchObject({
      eventType: '_session.stop',
      session: { Id: sessionId, StartTimestamp: '2024-05-01T12:00:00.000Z', StopTimestamp: '2024-05-01T12:01:30.000Z', Duration: 90_000 },
    });
    // An event after the stop opens a new session, as Amplify does.
    expect(later.session.Id).not.toBe(sessionId);
  });
});

describe('the endpoint', () => {
  it('is made once and kept in the store', async () => {
    const store = createMemoryStore();
    makeClient({ store });
    await client.whenReady();
    expect(store.state.endpointId).toBe('id-1');
    client.recordPageView('/');
    await jest.advanceTimersByTimeAsync(5000);
    expect(putEvents[0].endpointId).toBe('id-1');

    client.dispose();
    makeClient({ store });
    await client.whenReady();
    expect(store.state.endpointId).toBe('id-1');
  });

  it('holds events recorded before the connection exists and sends them once it does', async () => {
    let connect: (connection: AnalyticsConnection) => void = () => undefined;
    makeClient(new Promise((resolve) => (connect = resolve)));
    client.recordAppLaunch();
    await jest.advanceTimersByTimeAsync(5000);
    expect(putEvents).toEqual([]);
    connect({ transport, store: createMemoryStore({ endpointId: 'known' }) });
    await jest.advanceTimersByTimeAsync(5000);
    expect(putEvents).toEqual([expect.objectContaining({ endpointId: 'known' })]);
    expect(sentTypes()).toEqual(['app_launch']);
  });

  it('sends nothing when the site has no analytics configured', async () => {
    makeClient(null);
    client.recordAppLaunch();
    await jest.advanceTimersByTimeAsync(10_000);
    client.recordAppLaunch();
    await jest.advanceTimersByTimeAsync(10_000);
    expect(putEvents).toEqual([]);
  });
});

describe('opting out', () => {
  it('drops what is buffered and records nothing more', async () => {
    const store = createMemoryStore({ endpointId: 'ep' });
    makeClient({ store });
    client.recordPageView('/');
    await client.setOptOut(true);
    client.recordPageView('/after');
    client.startSession();
    await jest.advanceTimersByTimeAsync(20_000);
    expect(putEvents).toEqual([]);
    expect(store.state.optOut).toBe(true);
    expect(client.isOptedOut()).toBe(true);
  });

  it('is remembered: the next visit sends nothing', async () => {
    makeClient({ store: createMemoryStore({ endpointId: 'ep', optOut: true }) });
    client.recordAppLaunch();
    await client.whenReady();
    client.recordPageView('/');
    await jest.advanceTimersByTimeAsync(10_000);
    expect(putEvents).toEqual([]);
  });

  it("follows the browser's privacy signal until the visitor chooses, and then the choice", async () => {
    const store = createMemoryStore();
    makeClient({ store, isOptedOutByDefault: true });
    client.recordAppLaunch();
    await jest.advanceTimersByTimeAsync(10_000);
    expect(putEvents).toEqual([]);
    // No id is made for a visitor who never opted in.
    expect(store.state.endpointId).toBeUndefined();

    await client.setOptOut(false);
    const { endpointId } = store.state;
    expect(store.state).toEqual({ optOut: false, endpointId: expect.stringMatching(/^id-/) });
    client.recordPageView('/');
    await jest.advanceTimersByTimeAsync(5000);
    expect(sentTypes()).toEqual(['page_view']);
    expect(putEvents[0].endpointId).toBe(endpointId);
  });
});

describe('when the page is hidden', () => {
  function fakePage() {
    const document = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
    const window = new EventTarget();
    return { document, window, target: { document: document as unknown as Document, window: window as unknown as Window } };
  }

  it('stops the session and sends everything at once, without waiting for the interval', async () => {
    const page = fakePage();
    makeClient({ store: createMemoryStore({ endpointId: 'ep' }) });
    watchPageLifecycle(client, page.target);
    client.startSession();
    client.recordPageView('/');
    await client.whenReady();

    page.document.visibilityState = 'hidden';
    page.document.dispatchEvent(new Event('visibilitychange'));
    await jest.advanceTimersByTimeAsync(0);
    expect(sentTypes()).toEqual(['_session.start', 'page_view', '_session.stop']);
    expect(putEvents.every((put) => put.isUnloading)).toBe(true);

    page.document.visibilityState = 'visible';
    page.document.dispatchEvent(new Event('visibilitychange'));
    await jest.advanceTimersByTimeAsync(5000);
    expect(sentTypes().at(-1)).toBe('_session.start');
  });

  it('also flushes on pagehide', async () => {
    const page = fakePage();
    makeClient({ store: createMemoryStore({ endpointId: 'ep' }) });
    const stopWatching = watchPageLifecycle(client, page.target);
    client.recordPageView('/');
    await client.whenReady();
    page.window.dispatchEvent(new Event('pagehide'));
    await jest.advanceTimersByTimeAsync(0);
    expect(sentTypes()).toEqual(['page_view', '_session.stop']);

    stopWatching();
    client.recordPageView('/again');
    page.window.dispatchEvent(new Event('pagehide'));
    await jest.advanceTimersByTimeAsync(0);
    expect(sentTypes()).toEqual(['page_view', '_session.stop']);
  });
});

describe('events the buffer gives up on', () => {
  const refuseAll = (status: number) => (events: readonly BufferedEvent[]) => Object.fromEntries(events.map((event) => [event.eventId, status]));

  it('are counted and reported with the next batch as _analytics.dropped', async () => {
    makeClient({ store: createMemoryStore({ endpointId: 'ep' }) });
    answers.push(refuseAll(400));
    client.recordPageView('/a');
    client.recordPageView('/b');
    await jest.advanceTimersByTimeAsync(5000);
    client.recordPageView('/c');
    await jest.advanceTimersByTimeAsync(5000);
    const report = putEvents[1].events.find((event) => event.eventType === '_analytics.dropped');
    expect(report?.metrics).toEqual({ count: 2 });
    expect(putEvents[1].events.map((event) => event.eventType)).toEqual(['page_view', '_analytics.dropped']);
  });

  it('counts events past the resend limit, and keeps the count when its report fails', async () => {
    makeClient({ store: createMemoryStore({ endpointId: 'ep' }) });
    for (let attempt = 0; attempt < 6; attempt += 1) answers.push(() => Object.assign(new Error('busy'), { $metadata: { httpStatusCode: 500 } }));
    client.recordPageView('/a');
    await jest.advanceTimersByTimeAsync(120_000);
    expect(putEvents).toHaveLength(6);
    answers.push(() => Object.assign(new Error('offline'), { status: 0 }));
    client.recordPageView('/b');
    await jest.advanceTimersByTimeAsync(5000);
    client.recordPageView('/c');
    await jest.advanceTimersByTimeAsync(5000);
    // /a after its 5 resends, then /b whose batch failed without a status; the count rode along each time.
    const reports = putEvents.flatMap((put) => put.events).filter((event) => event.eventType === '_analytics.dropped');
    expect(reports.map((event) => event.metrics.count)).toEqual([1, 2]);
  });
});
