import { isIP } from 'node:net';

/**
 * One Firehose record as the site writes it (lib/analytics/firehose-transport.ts), read once for
 * both backends: the local ingest (backend/analytics/firehose/read-record-event.ts) and the AWS
 * aggregator (amplify/functions/analytics-aggregator/read-event-line.ts) take or refuse the same
 * records, so a record counts the same on both. The fields are Pinpoint's Event (EventType,
 * Timestamp, Session, Attributes, Metrics) plus EventId and EndpointId, the browser's id; the
 * limits are Pinpoint's, which the site was built to.
 */
export const EVENT_LIMITS = {
  /** Ids: endpoint, event, session. */
  idLength: 128,
  eventTypeLength: 50,
  keyLength: 50,
  attributeValueLength: 200,
  attributesAndMetrics: 40,
  /**
   * Event timestamps are the browser's clock. The site buffers for seconds, so an event older
   * than this or dated ahead of this is a broken clock or forged data.
   */
  maxAgeMs: 30 * 24 * 60 * 60 * 1000,
  maxFutureMs: 24 * 60 * 60 * 1000,
} as const;

/** Why a record is not one of the site's events: the text names the field. */
export class EventRecordError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EventRecordError';
  }
}

export interface EventSession {
  id: string;
  startedAt: string;
  stoppedAt: string | null;
  durationMs: number | null;
}

/** One event as both backends keep it (timestamps as ISO strings in UTC). */
export interface AnalyticsEvent {
  eventId: string;
  eventType: string;
  occurredAt: string;
  session: EventSession | null;
  attributes: Record<string, string>;
  metrics: Record<string, number>;
}

export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})$/;

function readTimestamp(value: unknown, field: string): number {
  const time = typeof value === 'string' && ISO_TIMESTAMP.test(value) ? Date.parse(value) : Number.NaN;
  if (!Number.isFinite(time)) throw new EventRecordError(`${field} must be an ISO 8601 date-time such as 2024-05-01T12:00:00.000Z.`);
  return time;
}

/** NUL, or half of a surrogate pair: text neither store can keep (PostgreSQL refuses it, UTF-8 cannot carry it). */
const UNSTORABLE_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Text with what neither store can keep replaced, for a refusal's reason kept with an unreadable record. */
export function storableText(text: string): string {
  return text.replace(new RegExp(UNSTORABLE_TEXT.source, 'g'), '\uFFFD');
}

function readText(value: string, field: string): string {
  if (UNSTORABLE_TEXT.test(value)) throw new EventRecordError(`${field} must not hold NUL or unpaired surrogates.`);
  return value;
}

function readString(value: unknown, field: string, maxLength: number): string {
  if (typeof value !== 'string' || value.length === 0) throw new EventRecordError(`${field} must be a non-empty string.`);
  if (value.length > maxLength) throw new EventRecordError(`${field} must be at most ${maxLength} characters.`);
  return readText(value, field);
}

function readOptionalObject(value: unknown, field: string): Record<string, unknown> | undefined {
  if (value === undefined || value === null) return undefined;
  if (!isJsonObject(value)) throw new EventRecordError(`${field} must be an object.`);
  return value;
}

function readKey(key: string, field: string): string {
  if (key.length === 0 || key.length > EVENT_LIMITS.keyLength) {
    throw new EventRecordError(`${field} keys must be 1 to ${EVENT_LIMITS.keyLength} characters (got "${key.slice(0, 60)}").`);
  }
  return readText(key, `${field} keys`);
}

/** Attribute values that are IP addresses are left out, so no client address is kept even when a client sends one. */
function readAttributes(value: unknown): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const [key, attribute] of Object.entries(readOptionalObject(value, 'Attributes') ?? {})) {
    readKey(key, 'Attributes');
    if (typeof attribute !== 'string') throw new EventRecordError(`Attributes.${key} must be a string.`);
    if (attribute.length > EVENT_LIMITS.attributeValueLength) {
      throw new EventRecordError(`Attributes.${key} must be at most ${EVENT_LIMITS.attributeValueLength} characters.`);
    }
    if (isIP(readText(attribute, `Attributes.${key}`)) === 0) attributes.set(key, attribute);
  }
  return attributes;
}

function readMetrics(value: unknown): Map<string, number> {
  const metrics = new Map<string, number>();
  for (const [key, metric] of Object.entries(readOptionalObject(value, 'Metrics') ?? {})) {
    readKey(key, 'Metrics');
    if (typeof metric !== 'number' || !Number.isFinite(metric)) throw new EventRecordError(`Metrics.${key} must be a number.`);
    metrics.set(key, metric);
  }
  return metrics;
}

/**
 * A timestamp within the window events are taken in: a date the store cannot hold (year 0, past
 * 9999) would otherwise fail the write of every record stored with it.
 */
function readRecentTimestamp(value: unknown, field: string, now: number): number {
  const time = readTimestamp(value, field);
  if (time < now - EVENT_LIMITS.maxAgeMs || time > now + EVENT_LIMITS.maxFutureMs) {
    throw new EventRecordError(`${field} is too far from the current time (more than 30 days old or a day ahead).`);
  }
  return time;
}

function readSession(value: unknown, now: number): EventSession | null {
  const session = readOptionalObject(value, 'Session');
  if (!session) return null;
  const id = readString(session.Id, 'Session.Id', EVENT_LIMITS.idLength);
  const startedAt = new Date(readRecentTimestamp(session.StartTimestamp, 'Session.StartTimestamp', now)).toISOString();
  const stoppedAt =
    session.StopTimestamp === undefined || session.StopTimestamp === null
      ? null
      : new Date(readRecentTimestamp(session.StopTimestamp, 'Session.StopTimestamp', now)).toISOString();
  const duration = session.Duration;
  if (duration !== undefined && duration !== null && !(Number.isSafeInteger(duration) && (duration as number) >= 0)) {
    throw new EventRecordError('Session.Duration must be a whole number of milliseconds.');
  }
  return { id, startedAt, stoppedAt, durationMs: typeof duration === 'number' ? duration : null };
}

/**
 * An event's fields (the SDK's AppPackageName, AppTitle, AppVersionCode, ClientSdkVersion and
 * SdkName are accepted and not kept), `now` being when it arrived. Throws EventRecordError.
 */
export function readEvent(eventId: string, value: unknown, now: number): AnalyticsEvent {
  readString(eventId, 'The event id', EVENT_LIMITS.idLength);
  if (!isJsonObject(value)) throw new EventRecordError('The event must be an object.');
  const eventType = readString(value.EventType, 'EventType', EVENT_LIMITS.eventTypeLength);
  const occurredAt = readRecentTimestamp(value.Timestamp, 'Timestamp', now);
  const attributes = readAttributes(value.Attributes);
  const metrics = readMetrics(value.Metrics);
  if (attributes.size + metrics.size > EVENT_LIMITS.attributesAndMetrics) {
    throw new EventRecordError(`An event may have at most ${EVENT_LIMITS.attributesAndMetrics} attributes and metrics together.`);
  }
  return {
    eventId,
    eventType,
    occurredAt: new Date(occurredAt).toISOString(),
    session: readSession(value.Session, now),
    attributes: Object.fromEntries(attributes),
    metrics: Object.fromEntries(metrics),
  };
}

/**
 * A whole record, already parsed from its line of JSON: its EndpointId and the event (EventId, or
 * `recordId` when it has none). Throws EventRecordError.
 */
export function readEventRecord(value: unknown, recordId: string, now: number): { endpointId: string; event: AnalyticsEvent } {
  if (!isJsonObject(value)) throw new EventRecordError('The record must be a JSON object.');
  const endpointId = readString(value.EndpointId, 'EndpointId', EVENT_LIMITS.idLength);
  const eventId = typeof value.EventId === 'string' ? value.EventId : recordId;
  return { endpointId, event: readEvent(eventId, value, now) };
}
