import { JsonInputError, parseJsonWithinLimits } from '../../core/json/parse-json-within-limits';
import { MAX_ID_LENGTH } from '../domain/limits';
import { parseEvent, type AnalyticsEvent } from '../domain/parse-event';
import { InvalidInputError, isJsonObject, readString } from '../domain/wire-values';

/** The event type under which a record that is not one of the site's events is kept, so it is counted. */
export const UNREADABLE_RECORD_TYPE = '_firehose.unreadable';
/** The endpoint those records are filed under (they name none the service can trust). */
export const UNREADABLE_ENDPOINT_ID = '_firehose';

export type RecordEvent = { endpointId: string; event: AnalyticsEvent };

/**
 * One Firehose record as the site writes it: a line of JSON, Pinpoint's Event fields (EventType,
 * Timestamp, Session, Attributes, Metrics) plus EventId and EndpointId (the browser's id). The same
 * line lands in S3 on AWS. Firehose takes any bytes, so a record that is not such an event is
 * accepted as well and kept as an UNREADABLE_RECORD_TYPE event saying why, never dropped unseen.
 */
export function readRecordEvent(data: Buffer, recordId: string, now: Date): RecordEvent {
  try {
    const value = parseJsonWithinLimits(data.toString('utf8').trimEnd());
    if (!isJsonObject(value)) throw new InvalidInputError('The record must be a JSON object.');
    const endpointId = readString(value.EndpointId, 'EndpointId', MAX_ID_LENGTH);
    const eventId = typeof value.EventId === 'string' ? value.EventId : recordId;
    return { endpointId, event: parseEvent(eventId, value, now.getTime()) };
  } catch (error) {
    if (!(error instanceof InvalidInputError || error instanceof JsonInputError)) throw error;
    return {
      endpointId: UNREADABLE_ENDPOINT_ID,
      event: {
        eventId: recordId,
        eventType: UNREADABLE_RECORD_TYPE,
        occurredAt: now.toISOString(),
        session: null,
        attributes: { reason: error.message.slice(0, 200) },
        metrics: { bytes: data.length },
      },
    };
  }
}
