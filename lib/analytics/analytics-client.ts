import { ANALYTICS_EVENTS, APP_LAUNCH_ATTRIBUTES } from '@/lib/constants/analytics';
import type {
  AnalyticsSession,
  AnalyticsStore,
  AnalyticsTransport,
  BufferedEvent,
  ProductEventAttributes,
  ProductEventName,
} from './analytics-types';
import { createUuid } from './create-uuid';
import { EventBuffer, type EventBufferOptions } from './event-buffer';

/** Where the client sends and what it keeps; null when the site has no analytics configured. */
export interface AnalyticsConnection {
  transport: AnalyticsTransport;
  store: AnalyticsStore;
  /** Opted out unless the visitor chose otherwise (e.g. the browser's Global Privacy Control). */
  isOptedOutByDefault?: boolean;
}

export interface AnalyticsClientOptions extends Pick<EventBufferOptions, 'settings' | 'random' | 'onDrop'> {
  /** May resolve later than the client is made: events recorded before then wait in the buffer. */
  connection: Promise<AnalyticsConnection | null>;
  now?: () => Date;
  createId?: () => string;
}

export interface AnalyticsClient {
  /** The product's own events, typed: brief_read, stream_played, sign_up_completed, brief_published. */
  recordEvent<Name extends ProductEventName>(name: Name, attributes: ProductEventAttributes[Name]): void;
  /** app_launch (platform web, version 1.0.0). */
  recordAppLaunch(): void;
  /** A page view; `referrer` (another site's origin) on the first of a page load that came from one. */
  recordPageView(path: string, referrer?: string): void;
  /** Starts a new session (recording _session.start); a running one is stopped first. */
  startSession(): void;
  /** Records _session.stop with the session's duration; nothing when no session runs. */
  stopSession(): void;
  /** Sends everything buffered now (the page is being hidden). */
  flush(): Promise<void>;
  setOptOut(isOptedOut: boolean): Promise<void>;
  isOptedOut(): boolean;
  /** Resolves once the endpoint is known and the opt-out choice is read. */
  whenReady(): Promise<void>;
  dispose(): void;
}

/** The event that carries how many events this browser dropped since its last report (Metrics.count). */
export const DROPPED_EVENTS_TYPE = ANALYTICS_EVENTS.droppedEvents;

/**
 * The site's analytics: events through an injected transport, buffered as SPEC §9 says, with
 * sessions as Amplify keeps them and a browser id kept across visits. While opted out nothing is
 * buffered or sent. Events the buffer gives up on (full, refused, past the resend limit) are
 * counted and the count rides with the next batch as a DROPPED_EVENTS_TYPE event, so the
 * dashboard shows them; a report that does not get through is added back to the count.
 */
export function createAnalyticsClient(options: AnalyticsClientOptions): AnalyticsClient {
  const now = options.now ?? (() => new Date());
  const createId = options.createId ?? createUuid;
  let session: AnalyticsSession | undefined;
  let isOptedOut = false;
  let isDisabled = false;

  const ready = options.connection.then(async (connection) => {
    if (!connection) return null;
    const { store, transport } = connection;
    const choice = await store.getOptOut();
    isOptedOut = choice ?? connection.isOptedOutByDefault ?? false;
    let endpointId = await store.getEndpointId();
    if (!endpointId && !isOptedOut) {
      endpointId = createId();
      await store.saveEndpointId(endpointId);
    }
    return { connection, transport, endpointId };
  });
  const connected = ready.then(
    (state) => {
      isDisabled = !state;
      if (isDisabled || isOptedOut) buffer.clear();
      return state;
    },
    () => {
      isDisabled = true;
      buffer.clear();
      return null;
    },
  );

  let droppedCount = 0;
  const takeDroppedReport = (): BufferedEvent | null => {
    if (droppedCount === 0) return null;
    const count = droppedCount;
    droppedCount = 0;
    const timestamp = now().toISOString();
    return {
      eventId: createId(),
      eventType: DROPPED_EVENTS_TYPE,
      timestamp,
      attributes: {},
      metrics: { count },
      session: session ?? { Id: createId(), StartTimestamp: timestamp },
      resendsLeft: 0,
    };
  };

  const buffer = new EventBuffer({
    settings: options.settings,
    random: options.random,
    onDrop: (events, reason) => {
      if (!isOptedOut && !isDisabled) droppedCount += events.length;
      options.onDrop?.(events, reason);
    },
    send: async (events, sendOptions) => {
      const state = await connected;
      if (!state?.endpointId || isOptedOut) return {};
      const report = takeDroppedReport();
      if (!report) return state.transport.putEvents(state.endpointId, events, sendOptions);
      const count = report.metrics.count;
      try {
        const statuses = await state.transport.putEvents(state.endpointId, [...events, report], sendOptions);
        if (statuses[report.eventId] !== undefined && statuses[report.eventId] !== 202) droppedCount += count;
        delete statuses[report.eventId];
        return statuses;
      } catch (error) {
        droppedCount += count;
        throw error;
      }
    },
  });
  buffer.start();

  const record = (eventType: string, attributes: Record<string, string> = {}, eventSession?: AnalyticsSession) => {
    if (isOptedOut || isDisabled) return;
    const timestamp = now().toISOString();
    // Like Amplify, an event outside a session opens one (without a _session.start event).
    session ??= { Id: createId(), StartTimestamp: timestamp };
    buffer.push({
      eventId: createId(),
      eventType,
      timestamp,
      attributes,
      metrics: {},
      session: eventSession ?? session,
      resendsLeft: buffer.resendLimit,
    });
  };

  const stopSession = () => {
    if (!session) return;
    const stoppedAt = now();
    const stopped = {
      ...session,
      StopTimestamp: stoppedAt.toISOString(),
      Duration: stoppedAt.getTime() - Date.parse(session.StartTimestamp),
    };
    record(ANALYTICS_EVENTS.sessionStop, {}, stopped);
    session = undefined;
  };

  return {
    recordEvent: (name, attributes) => record(name, { ...attributes }),
    recordAppLaunch: () => record(ANALYTICS_EVENTS.appLaunch, { ...APP_LAUNCH_ATTRIBUTES }),
    recordPageView: (path, referrer) => record(ANALYTICS_EVENTS.pageView, referrer ? { path, referrer } : { path }),
    startSession() {
      stopSession();
      if (isOptedOut || isDisabled) return;
      session = { Id: createId(), StartTimestamp: now().toISOString() };
      record(ANALYTICS_EVENTS.sessionStart);
    },
    stopSession,
    flush: () => buffer.flush(),
    async setOptOut(choice) {
      const state = await connected;
      if (!state) return;
      const { store } = state.connection;
      isOptedOut = choice;
      if (choice) {
        buffer.clear();
        droppedCount = 0;
        session = undefined;
      }
      await store.saveOptOut(choice);
      if (!state.endpointId && !choice) {
        // Opting in for the first time: the browser's id is made now.
        state.endpointId = createId();
        await store.saveEndpointId(state.endpointId);
      }
    },
    isOptedOut: () => isOptedOut,
    whenReady: () => connected.then(() => undefined),
    dispose: () => buffer.stop(),
  };
}
