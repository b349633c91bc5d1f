import { DASHBOARD_EVENTS, UNREADABLE_ENDPOINT_ID } from '../../../amplify/data/analytics/dashboard-figures';
import { EventRecordError, readEventRecord, storableText, type AnalyticsEvent } from '../../../amplify/data/analytics/event-record';
import { JsonInputError, parseJsonWithinLimits } from '../../core/json/parse-json-within-limits';

/** The event type under which a record that is not one of the site's events is kept, so it is counted. */
export const UNREADABLE_RECORD_TYPE = DASHBOARD_EVENTS.unreadable;
/** The endpoint those records are filed under (they name none the service can trust). */
export { UNREADABLE_ENDPOINT_ID };

export type RecordEvent = { endpointId: string; event: AnalyticsEvent };

/**
 * One Firehose record: a line of JSON read by amplify/data/analytics/event-record.ts, as the AWS
 * aggregator reads the same line in S3. Firehose takes any bytes, so a record that is not such an
 * event is accepted as well and kept as an UNREADABLE_RECORD_TYPE event saying why, never dropped unseen.
 */
export function readRecordEvent(data: Buffer, recordId: string, now: Date): RecordEvent {
  try {
    return readEventRecord(parseJsonWithinLimits(data.toString('utf8').trimEnd()), recordId, now.getTime());
  } catch (error) {
    if (!(error instanceof EventRecordError || error instanceof JsonInputError)) throw error;
    return {
      endpointId: UNREADABLE_ENDPOINT_ID,
      event: {
        eventId: recordId,
        eventType: UNREADABLE_RECORD_TYPE,
        occurredAt: now.toISOString(),
        session: null,
        attributes: { reason: storableText(error.message.slice(0, 200)) },
        metrics: { bytes: data.length },
      },
    };
  }
}
