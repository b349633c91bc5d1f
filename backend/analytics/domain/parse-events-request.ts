import { MAX_EVENTS_PER_REQUEST, MAX_ID_LENGTH } from './limits';
import { parseEndpointUpdate, type EndpointUpdate } from './parse-endpoint';
import { parseEvent, type AnalyticsEvent } from './parse-event';
import { InvalidInputError, isJsonObject, readString } from './wire-values';

export type EventOutcome = { eventId: string; event: AnalyticsEvent } | { eventId: string; error: string };

/** One endpoint's part of a PutEvents request; problems that concern one item stay in that item. */
export interface BatchItem {
  endpointId: string;
  /** The batch item's Endpoint, or null when it was empty or absent (Amplify sends `{}`). */
  endpoint: EndpointUpdate | null;
  /** Set when the endpoint (its id or fields) is unusable: then none of its events is taken. */
  endpointError?: string;
  events: EventOutcome[];
}

/**
 * Pinpoint's EventsRequest: `{ BatchItem: { [endpointId]: { Endpoint, Events: { [eventId]: Event } } } }`.
 * Throws InvalidInputError for a request that is wrong as a whole (answered 400); a bad endpoint
 * or event becomes a 400 in that item's result, as Pinpoint answers.
 */
export function parseEventsRequest(body: unknown, now: number): BatchItem[] {
  if (!isJsonObject(body) || !isJsonObject(body.BatchItem)) {
    throw new InvalidInputError('The request must be an EventsRequest: an object with a BatchItem map.');
  }
  const entries = Object.entries(body.BatchItem);
  let eventCount = 0;
  for (const [, item] of entries) {
    if (!isJsonObject(item) || !isJsonObject(item.Events)) {
      throw new InvalidInputError('Each BatchItem must be an object with an Events map.');
    }
    eventCount += Object.keys(item.Events).length;
  }
  if (eventCount > MAX_EVENTS_PER_REQUEST) {
    throw new InvalidInputError(`A request may hold at most ${MAX_EVENTS_PER_REQUEST} events (got ${eventCount}).`);
  }
  return entries.map(([endpointId, item]) => parseBatchItem(endpointId, item as Record<string, unknown>, now));
}

function parseBatchItem(endpointId: string, item: Record<string, unknown>, now: number): BatchItem {
  const events = Object.entries(item.Events as Record<string, unknown>);
  let endpoint: EndpointUpdate | null = null;
  try {
    readString(endpointId, 'The endpoint id', MAX_ID_LENGTH);
    const update = item.Endpoint === undefined || item.Endpoint === null ? {} : parseEndpointUpdate(item.Endpoint);
    endpoint = Object.keys(update).length > 0 ? update : null;
  } catch (error) {
    const message = messageOf(error);
    return { endpointId, endpoint: null, endpointError: message, events: events.map(([eventId]) => ({ eventId, error: message })) };
  }
  return {
    endpointId,
    endpoint,
    events: events.map(([eventId, event]): EventOutcome => {
      try {
        return { eventId, event: parseEvent(eventId, event, now) };
      } catch (error) {
        return { eventId, error: messageOf(error) };
      }
    }),
  };
}

function messageOf(error: unknown): string {
  if (error instanceof InvalidInputError) return error.message;
  throw error;
}
