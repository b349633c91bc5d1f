import { emptyRecord } from '../../core/own-property';
import {
  MAX_EVENT_AGE_MS,
  MAX_EVENT_ATTRIBUTE_VALUE_LENGTH,
  MAX_EVENT_ATTRIBUTES_AND_METRICS,
  MAX_EVENT_FUTURE_MS,
  MAX_EVENT_TYPE_LENGTH,
  MAX_ID_LENGTH,
} from './limits';
import {
  InvalidInputError,
  isIpAddress,
  isJsonObject,
  parseTimestamp,
  readKey,
  readMetrics,
  readOptionalObject,
  readString,
} from './wire-values';

export interface EventSession {
  id: string;
  startedAt: string;
  stoppedAt: string | null;
  durationMs: number | null;
}

/** One event as the store keeps it (timestamps as ISO strings in UTC). */
export interface AnalyticsEvent {
  eventId: string;
  eventType: string;
  occurredAt: string;
  session: EventSession | null;
  attributes: Record<string, string>;
  metrics: Record<string, number>;
}

/**
 * Pinpoint's Event (EventType, Timestamp, Attributes, Metrics, Session; the SDK fields
 * AppPackageName, AppTitle, AppVersionCode, ClientSdkVersion and SdkName are accepted and not kept).
 * Throws InvalidInputError, which the caller answers as this event's 400 result.
 */
export function parseEvent(eventId: string, value: unknown, now: number): AnalyticsEvent {
  readString(eventId, 'The event id', MAX_ID_LENGTH);
  if (!isJsonObject(value)) throw new InvalidInputError('The event must be an object.');
  const eventType = readString(value.EventType, 'EventType', MAX_EVENT_TYPE_LENGTH);
  const occurredAt = parseTimestamp(value.Timestamp, 'Timestamp');
  if (occurredAt < now - MAX_EVENT_AGE_MS || occurredAt > now + MAX_EVENT_FUTURE_MS) {
    throw new InvalidInputError('Timestamp is too far from the current time (more than 30 days old or a day ahead).');
  }
  const attributes = readEventAttributes(value.Attributes);
  const metrics = readMetrics(value.Metrics, 'Metrics');
  if (Object.keys(attributes).length + Object.keys(metrics).length > MAX_EVENT_ATTRIBUTES_AND_METRICS) {
    throw new InvalidInputError(`An event may have at most ${MAX_EVENT_ATTRIBUTES_AND_METRICS} attributes and metrics together.`);
  }
  return {
    eventId,
    eventType,
    occurredAt: new Date(occurredAt).toISOString(),
    session: readSession(value.Session),
    attributes,
    metrics,
  };
}

function readEventAttributes(value: unknown): Record<string, string> {
  const attributes = emptyRecord<string>();
  for (const [key, attribute] of Object.entries(readOptionalObject(value, 'Attributes') ?? {})) {
    readKey(key, 'Attributes');
    if (typeof attribute !== 'string') throw new InvalidInputError(`Attributes.${key} must be a string.`);
    if (attribute.length > MAX_EVENT_ATTRIBUTE_VALUE_LENGTH) {
      throw new InvalidInputError(`Attributes.${key} must be at most ${MAX_EVENT_ATTRIBUTE_VALUE_LENGTH} characters.`);
    }
    if (!isIpAddress(attribute)) attributes[key] = attribute;
  }
  return attributes;
}

function readSession(value: unknown): EventSession | null {
  const session = readOptionalObject(value, 'Session');
  if (!session) return null;
  const id = readString(session.Id, 'Session.Id', MAX_ID_LENGTH);
  const startedAt = new Date(parseTimestamp(session.StartTimestamp, 'Session.StartTimestamp')).toISOString();
  const stoppedAt =
    session.StopTimestamp === undefined || session.StopTimestamp === null
      ? null
      : new Date(parseTimestamp(session.StopTimestamp, 'Session.StopTimestamp')).toISOString();
  const duration = session.Duration;
  if (duration !== undefined && duration !== null && !(Number.isSafeInteger(duration) && (duration as number) >= 0)) {
    throw new InvalidInputError('Session.Duration must be a whole number of milliseconds.');
  }
  return { id, startedAt, stoppedAt, durationMs: typeof duration === 'number' ? duration : null };
}
