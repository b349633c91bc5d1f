import { DASHBOARD_EVENTS, UNREADABLE_ENDPOINT_ID, type FigureEvent } from '../../data/analytics/dashboard-figures';
import { EventRecordError, readEventRecord } from '../../data/analytics/event-record';

/** The id an event without EventId is read under (locally, its record's id; the figures never use it). */
const UNNAMED_EVENT_ID = 'unnamed';

/**
 * One line the delivery stream wrote, read by amplify/data/analytics/event-record.ts as the local
 * ingest reads the same record: a line that is not one of the site's events (or is dated more
 * than 30 days before or a day after it arrived) counts as an unreadable record on the day it arrived.
 */
export function readEventLine(line: string, arrivedAt: Date): FigureEvent {
  try {
    const { endpointId, event } = readEventRecord(JSON.parse(line) as unknown, UNNAMED_EVENT_ID, arrivedAt.getTime());
    return { endpointId, eventType: event.eventType, occurredAt: event.occurredAt, attributes: event.attributes, metrics: event.metrics };
  } catch (error) {
    if (!(error instanceof EventRecordError || error instanceof SyntaxError)) throw error;
    return { endpointId: UNREADABLE_ENDPOINT_ID, eventType: DASHBOARD_EVENTS.unreadable, occurredAt: arrivedAt.toISOString(), attributes: {}, metrics: {} };
  }
}
