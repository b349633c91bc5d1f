import type { IncomingMessage } from 'node:http';
import { readBody } from '../../core/http/read-body';
import { JsonInputError, parseJsonWithinLimits } from '../../core/json/parse-json-within-limits';
import type { VerifiedIdentityCredentials } from '../../identity';
import { MAX_REQUEST_BYTES } from '../domain/limits';
import { IngestOverloadedError } from '../ingest/ingest-queue';
import type { AnalyticsRuntime } from '../runtime';
import { authenticateSignedRequest } from './authenticate-signed-request';
import { badRequest, notFound } from './pinpoint-error';

/**
 * The edge every ingest request passes: body (4 MB at most), overload check (before any
 * signature work, so an overloaded service spends little on each refusal), signature, app id, JSON
 * (bounded in depth and size before it is parsed).
 */
export async function readSignedJson(
  req: IncomingMessage,
  runtime: AnalyticsRuntime,
  appId: string,
): Promise<{ identity: VerifiedIdentityCredentials; body: unknown }> {
  const raw = await readBody(req, MAX_REQUEST_BYTES);
  if (runtime.queue.isFull) throw new IngestOverloadedError();
  const identity = await authenticateSignedRequest(req, raw, runtime);
  if (appId !== runtime.appId) throw notFound(`Application ${appId} was not found.`);
  try {
    return { identity, body: raw.length === 0 ? {} : parseJsonWithinLimits(raw.toString('utf8')) };
  } catch (error) {
    if (error instanceof JsonInputError) throw badRequest(error.message);
    throw error;
  }
}
