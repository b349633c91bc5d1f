import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson } from '../../core/http/send';
import { MAX_ID_LENGTH } from '../domain/limits';
import { parseEndpointUpdate } from '../domain/parse-endpoint';
import { InvalidInputError, readString } from '../domain/wire-values';
import { recordEndpointUpdate } from '../ingest/record-endpoint-update';
import type { AnalyticsRuntime } from '../runtime';
import { badRequest } from './pinpoint-error';
import { readSignedJson } from './read-signed-json';

// PUT /_aws/pinpoint/v1/apps/{appId}/endpoints/{endpointId} – UpdateEndpoint: create or merge an endpoint.
export async function answerUpdateEndpoint(
  req: IncomingMessage,
  res: ServerResponse,
  runtime: AnalyticsRuntime,
  params: { appId: string; endpointId: string; requestId: string },
): Promise<void> {
  const { identity, body } = await readSignedJson(req, runtime, params.appId);
  let update;
  try {
    readString(params.endpointId, 'The endpoint id', MAX_ID_LENGTH);
    update = parseEndpointUpdate(body);
  } catch (error) {
    if (error instanceof InvalidInputError) throw badRequest(error.message);
    throw error;
  }
  await recordEndpointUpdate(runtime, params.endpointId, update, identity);
  // UpdateEndpoint's payload is a MessageBody.
  sendJson(res, 202, { Message: 'Accepted', RequestID: params.requestId });
}
