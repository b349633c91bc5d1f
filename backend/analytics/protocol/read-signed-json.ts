import type { IncomingMessage } from 'node:http';
import { readBody } from '../../core/http/read-body';
import type { VerifiedIdentityCredentials } from '../../identity';
import { MAX_REQUEST_BYTES } from '../domain/limits';
import { IngestOverloadedError } from '../ingest/ingest-queue';
import type { AnalyticsRuntime } from '../runtime';
import { authenticateSignedRequest } from './authenticate-signed-request';
import { badRequest, notFound } from './pinpoint-error';

/**
 * The edge every ingest request passes: body (4 MB at most), overload check (before any
 * signature work, so an overloaded service spends little on each refusal), signature, app id, JSON.
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
    return { identity, body: raw.length === 0 ? {} : JSON.parse(raw.toString('utf8')) };
  } catch {
    throw badRequest('The request body must be JSON.');
  }
}
