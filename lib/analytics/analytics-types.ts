import { ANALYTICS_EVENTS } from '@/lib/constants/analytics';

/** An event's Session (Pinpoint's field names, which the records keep). */
export interface AnalyticsSession {
  Id: string;
  StartTimestamp: string;
  StopTimestamp?: string;
  Duration?: number;
}

/** An event as the buffer holds it until the backend has accepted it. */
export interface BufferedEvent {
  eventId: string;
  eventType: string;
  /** ISO 8601, taken when the event was recorded. */
  timestamp: string;
  attributes: Record<string, string>;
  metrics: Record<string, number>;
  session: AnalyticsSession;
  /** Resends left after a 429 or 500 (starts at the resend limit). */
  resendsLeft: number;
}

/** The answer per event id (202 accepted, 400 refused, 429/500 retryable). */
export type EventStatuses = Record<string, number>;

/**
 * How events reach the backend (Firehose). A failed call throws an error carrying the HTTP status
 * as the AWS SDK does (`$metadata.httpStatusCode`) or as `status`.
 */
export interface AnalyticsTransport {
  putEvents(endpointId: string, events: readonly BufferedEvent[], options?: { isUnloading?: boolean }): Promise<EventStatuses>;
}

/** What the client keeps across visits (in Amplify's Cache in the browser). */
export interface AnalyticsStore {
  getEndpointId(): Promise<string | null>;
  saveEndpointId(endpointId: string): Promise<void>;
  /** The visitor's own choice; null when they never made one. */
  getOptOut(): Promise<boolean | null>;
  saveOptOut(isOptedOut: boolean): Promise<void>;
}

/** The product's own events and their attributes: recordEvent accepts exactly these. */
export type ProductEventAttributes = {
  [ANALYTICS_EVENTS.briefRead]: { briefSlug: string };
  [ANALYTICS_EVENTS.streamPlayed]: { streamSlug: string };
  [ANALYTICS_EVENTS.signUpCompleted]: Record<string, never>;
  [ANALYTICS_EVENTS.briefPublished]: { briefSlug: string };
  [ANALYTICS_EVENTS.profileViewed]: { username: string };
};
export type ProductEventName = keyof ProductEventAttributes;
