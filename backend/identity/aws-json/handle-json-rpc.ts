import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody } from '../../core/http/read-body';
import { sendJson } from '../../core/http/send';
import { JsonInputError, parseJsonWithinLimits } from '../../core/json/parse-json-within-limits';
import { ServiceError } from './service-error';

export const AWS_JSON_CONTENT_TYPE = 'application/x-amz-json-1.1';

/**
 * Cognito's inputs are a few kilobytes (fifty 2,048-character attributes is the most anything
 * legitimate sends); a quarter megabyte bounds the time JSON.parse can hold the event loop.
 */
export const AWS_JSON_BODY_LIMIT_BYTES = 256 * 1024;

export interface JsonRpcCall {
  operation: string;
  input: Record<string, unknown>;
  /** The raw request and body, for callers that verify a SigV4 signature over them. */
  req: IncomingMessage;
  body: Buffer;
}

/** The JSON object a call carries; an empty body is an empty input. */
export function parseJsonObject(body: Buffer): Record<string, unknown> {
  if (body.length === 0) return {};
  let parsed: unknown;
  try {
    parsed = parseJsonWithinLimits(body.toString('utf8'));
  } catch (error) {
    if (error instanceof JsonInputError) throw new ServiceError('SerializationException', error.message);
    throw error;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new ServiceError('SerializationException', 'The request body must be a JSON object.');
  }
  return parsed as Record<string, unknown>;
}

/**
 * The AWS JSON 1.1 edge: one POST URL, the operation in `X-Amz-Target: <service>.<Operation>`,
 * a JSON body in and out (`{}` for operations that return nothing). Errors propagate to the
 * backend, which renders ServiceErrors as 400s and anything else as a logged 500.
 */
export async function handleJsonRpc(
  req: IncomingMessage,
  res: ServerResponse,
  options: { targetPrefix: string; dispatch: (call: JsonRpcCall) => Promise<unknown> },
): Promise<void> {
  if (req.method !== 'POST') throw new ServiceError('UnknownOperationException', 'Operations are POST requests.');
  const body = await readBody(req, AWS_JSON_BODY_LIMIT_BYTES);
  const target = String(req.headers['x-amz-target'] ?? '');
  const separator = target.lastIndexOf('.');
  const operation = target.slice(separator + 1);
  if (separator < 0 || target.slice(0, separator) !== options.targetPrefix || !operation) {
    throw new ServiceError('UnknownOperationException', `Unknown operation ${target || '(none)'}.`);
  }
  const result = await options.dispatch({ operation, input: parseJsonObject(body), req, body });
  sendJson(res, 200, result ?? {}, { 'Content-Type': AWS_JSON_CONTENT_TYPE });
}
