/** The real-time endpoint's bounds (AppSync's where it documents one). */
export const REALTIME_LIMITS = {
  /** What connection_ack tells the client: it reconnects when no `ka` came for this long (AppSync: 5 minutes). */
  connectionTimeoutMs: 300_000,
  /** How often a `ka` goes out (AppSync: every minute). */
  keepAliveMs: 60_000,
  /** A connection that has not sent connection_init by then is closed. */
  initTimeoutMs: 10_000,
  /** A connection without a subscription for this long is closed (it costs a socket for nothing). */
  idleTimeoutMs: 300_000,
  /** AppSync's quota of subscriptions per connection. */
  maxSubscriptionsPerConnection: 100,
  /** Open connections from one client address. */
  maxConnectionsPerAddress: 50,
  /** Open connections to this instance. */
  maxConnections: 10_000,
  /** A message from the client larger than this closes the connection (1009); AppSync's start payload bound is similar. */
  maxMessageBytes: 256 * 1024,
  /** A subscription id longer than this is refused (the Amplify client sends UUIDs). */
  maxSubscriptionIdLength: 128,
  /** Events waiting to be resolved for one connection; past this the connection is a slow consumer and is closed. */
  maxQueuedEvents: 200,
  /** Bytes the socket may hold unsent before the connection is a slow consumer and is closed. */
  maxBufferedBytes: 1024 * 1024,
  /** Messages one connection may send per second (a flood is closed, not served). */
  maxMessagesPerSecond: 50,
} as const;

export type RealtimeLimits = { -readonly [K in keyof typeof REALTIME_LIMITS]: number };
