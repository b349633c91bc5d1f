import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { HttpError } from './http-error';

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: OutgoingHttpHeaders = {}): void {
  sendBytes(res, status, JSON.stringify(body), { 'Content-Type': 'application/json', ...headers });
}

export function sendText(res: ServerResponse, status: number, text: string, headers: OutgoingHttpHeaders = {}): void {
  sendBytes(res, status, text, { 'Content-Type': 'text/plain; charset=utf-8', ...headers });
}

export function sendEmpty(res: ServerResponse, status: number, headers: OutgoingHttpHeaders = {}): void {
  res.writeHead(status, headers);
  res.end();
}

/** The AWS JSON error shape (`__type` and x-amzn-ErrorType), which SDK clients read for the error's name. */
export function sendHttpError(res: ServerResponse, error: HttpError): void {
  const headers: OutgoingHttpHeaders = { 'x-amzn-ErrorType': error.type };
  // An unread body left on the socket would be taken for the next request.
  if (error.status === 413) headers.Connection = 'close';
  sendJson(res, error.status, { __type: error.type, message: error.message }, headers);
}

/** A string body is written as UTF-8 without an intermediate copy (large GraphQL answers). */
function sendBytes(res: ServerResponse, status: number, body: string | Buffer, headers: OutgoingHttpHeaders): void {
  res.writeHead(status, { 'Content-Length': Buffer.byteLength(body), ...headers });
  res.end(body);
}
