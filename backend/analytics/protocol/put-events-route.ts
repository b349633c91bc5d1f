import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson } from '../../core/http/send';
import { emptyRecord } from '../../core/own-property';
import { parseEventsRequest, type BatchItem } from '../domain/parse-events-request';
import { InvalidInputError } from '../domain/wire-values';
import { recordEvents } from '../ingest/record-events';
import type { AnalyticsRuntime } from '../runtime';
import { badRequest } from './pinpoint-error';
import { readSignedJson } from './read-signed-json';

const ACCEPTED = { StatusCode: 202, Message: 'Accepted' } as const;

// POST /_aws/pinpoint/v1/apps/{appId}/events – PutEvents: a batch of events grouped by endpoint.
export async function answerPutEvents(
  req: IncomingMessage,
  res: ServerResponse,
  runtime: AnalyticsRuntime,
  params: { appId: string },
): Promise<void> {
  const { identity, body } = await readSignedJson(req, runtime, params.appId);
  let items: BatchItem[];
  try {
    items = parseEventsRequest(body, runtime.now().getTime());
  } catch (error) {
    if (error instanceof InvalidInputError) throw badRequest(error.message);
    throw error;
  }
  await recordEvents(runtime, items, identity);
  sendJson(res, 202, renderEventsResponse(items));
}

/** Pinpoint's EventsResponse: per endpoint an EndpointItemResponse, per event an EventItemResponse. */
function renderEventsResponse(items: readonly BatchItem[]) {
  // Keyed by the client's ids: records without a prototype keep `__proto__` & co. as ordinary keys.
  const Results = emptyRecord<unknown>();
  for (const item of items) {
    const EventsItemResponse = emptyRecord<{ StatusCode: number; Message: string }>();
    for (const outcome of item.events) {
      EventsItemResponse[outcome.eventId] = 'error' in outcome ? { StatusCode: 400, Message: outcome.error } : ACCEPTED;
    }
    Results[item.endpointId] = {
      EndpointItemResponse: item.endpointError ? { StatusCode: 400, Message: item.endpointError } : ACCEPTED,
      EventsItemResponse,
    };
  }
  return { Results };
}
