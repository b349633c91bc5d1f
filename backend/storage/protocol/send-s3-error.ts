import type { ServerResponse } from 'node:http';
import { HttpError } from '../../core/http/http-error';
import type { Logger } from '../../core/log';
import { SigV4Error } from '../../core/sigv4/sigv4-error';
import { S3Error } from './s3-error';
import { renderS3Xml } from './s3-xml';

/** A refused signature under S3's names for it. */
function fromSigV4Error(error: SigV4Error, isPresigned: boolean): S3Error {
  switch (error.reason) {
    case 'skewed':
      return new S3Error(403, 'RequestTimeTooSkewed', 'The difference between the request time and the current time is too large.');
    case 'expired':
    case 'not-yet-valid':
      return new S3Error(403, 'AccessDenied', error.message);
    case 'unknown-key':
      return new S3Error(403, 'InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.');
    case 'missing-payload-hash':
      return new S3Error(400, 'InvalidRequest', 'Missing required header for this request: x-amz-content-sha256');
    case 'malformed':
    case 'wrong-scope':
      return isPresigned
        ? new S3Error(400, 'AuthorizationQueryParametersError', error.message)
        : new S3Error(400, 'AuthorizationHeaderMalformed', error.message);
    case 'missing':
      return new S3Error(403, 'AccessDenied', 'Access Denied');
    default:
      return new S3Error(403, 'SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided. Check your key and signing method.');
  }
}

/** Any error as S3 answers it: its XML document (no body for HEAD), x-amz-request-id, the code's status. */
export function toS3Error(error: unknown, isPresigned: boolean): S3Error {
  if (error instanceof S3Error) return error;
  if (error instanceof SigV4Error) return fromSigV4Error(error, isPresigned);
  if (error instanceof HttpError && error.status < 500) return new S3Error(error.status, error.type, error.message);
  return new S3Error(500, 'InternalError', 'We encountered an internal error. Please try again.', {}, error);
}

export function sendS3Error(
  res: ServerResponse,
  error: S3Error,
  { method, requestId, log, where }: { method: string; requestId: string; log: Logger; where: string },
): void {
  // 501 NotImplemented answers a request for something this store does not offer: not a fault.
  if (error.status >= 500 && error.status !== 501) log.error(`[storage] ${requestId} ${where} failed:`, error.cause ?? error);
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const body = renderS3Xml('Error', { Code: error.code, Message: error.message, ...error.details, RequestId: requestId }, false);
  res.statusCode = error.status;
  res.setHeader('Content-Type', 'application/xml');
  res.setHeader('x-amz-request-id', requestId);
  // The client may still be sending a body nobody will read.
  if (error.code === 'EntityTooLarge' || error.status === 411) res.setHeader('Connection', 'close');
  if (method === 'HEAD') {
    res.end();
    return;
  }
  res.setHeader('Content-Length', body.length);
  res.end(body);
}
