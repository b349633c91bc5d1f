import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';

/** Gives the response a request id, as AWS services do, and returns it for logs and error bodies. */
export function assignRequestId(res: ServerResponse, header = 'x-amzn-RequestId'): string {
  const requestId = randomUUID();
  res.setHeader(header, requestId);
  return requestId;
}
