import { ANALYTICS_EVENTS, APP_LAUNCH_ATTRIBUTES } from '@/lib/constants/analytics';
import type {
  AnalyticsSession,
  AnalyticsStore,
  AnalyticsTransport,
  EndpointUpdate,
  ProductEventAttributes,
  ProductEventName,
} from './analytics-types';
import { createUuid } from './create-uuid';
import { EventBuffer, type EventBufferOptions } from './event-buffer';

/** Where the client sends and what it keeps; null when the site has no analytics configured. */
export interface AnalyticsConnection {
  transport: AnalyticsTransport;
  store: AnalyticsStore;
  /** Sent with a new endpoint (platform, version, locale, time zone). */
  demographic?: EndpointUpdate['Demographic'];
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
  recordPageView(path: string): void;
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

/**
 * The site's analytics: Pinpoint events through an injected transport, buffered as SPEC §9 says,
 * with sessions as Amplify keeps them and an endpoint id kept across visits. While opted out
 * nothing is buffered or sent, and the endpoint is told OptOut ALL so the backend records nothing.
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
      // A failed registration is not retried: the backend creates the endpoint with its first events.
      await transport.updateEndpoint(endpointId, { Demographic: connection.demographic, OptOut: 'NONE' }).catch(() => undefined);
      await store.saveEndpointId(endpointId);
    }
    return { connection, endpointId };
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

  const buffer = new EventBuffer({
    settings: options.settings,
    random: options.random,
    onDrop: options.onDrop,
    send: async (events, sendOptions) => {
      const state = await connected;
      if (!state?.endpointId || isOptedOut) return {};
      return state.connection.transport.putEvents(state.endpointId, events, sendOptions);
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
    recordPageView: (path) => record(ANALYTICS_EVENTS.pageView, { path }),
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
      const { store, transport } = state.connection;
      isOptedOut = choice;
      if (choice) {
        buffer.clear();
        session = undefined;
      }
      await store.saveOptOut(choice);
      let { endpointId } = state;
      if (!endpointId) {
        // Opting in for the first time: the endpoint is created now.
        if (choice) return;
        endpointId = createId();
        state.endpointId = endpointId;
        await store.saveEndpointId(endpointId);
      }
      await transport.updateEndpoint(endpointId, { OptOut: choice ? 'ALL' : 'NONE', Demographic: state.connection.demographic });
    },
    isOptedOut: () => isOptedOut,
    whenReady: () => connected.then(() => undefined),
    dispose: () => buffer.stop(),
  };
}
