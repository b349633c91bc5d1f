import type { ServerResponse } from 'node:http';
import { HttpError } from '../../core/http/http-error';
import { sendJson } from '../../core/http/send';

export const badRequest = (message: string) => new HttpError(400, message, 'BadRequestException');
export const notFound = (message = 'Resource not found') => new HttpError(404, message, 'NotFoundException');
export const methodNotAllowed = (message: string) => new HttpError(405, message, 'MethodNotAllowedException');

/**
 * Pinpoint's REST error shape: `{ Message, RequestID }` with the error's name in x-amzn-ErrorType,
 * which the SDK reads for the exception's name (TooManyRequestsException, BadRequestException…).
 */
export function sendPinpointError(res: ServerResponse, error: HttpError, requestId: string): void {
  const headers: Record<string, string> = { 'x-amzn-ErrorType': error.type };
  // An unread body left on the socket would be taken for the next request.
  if (error.status === 413) headers.Connection = 'close';
  if (error.status === 429) headers['Retry-After'] = '1';
  sendJson(res, error.status, { Message: error.message, RequestID: requestId }, headers);
}
