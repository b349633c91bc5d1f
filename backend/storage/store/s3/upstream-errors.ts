import { S3Error } from '../../protocol/s3-error';

interface UpstreamError {
  name?: string;
  message?: string;
  $metadata?: { httpStatusCode?: number };
}

export function isNotFound(error: unknown): boolean {
  const { name, $metadata } = (error ?? {}) as UpstreamError;
  return name === 'NoSuchKey' || name === 'NotFound' || name === 'NoSuchUpload' || $metadata?.httpStatusCode === 404;
}

/**
 * The bucket's client errors go back to the caller under S3's own names (they are S3 errors
 * already); anything else — the bucket unreachable, its credentials refused — is the store's
 * fault and answers 503, with the cause kept for the log.
 */
export function rethrowUpstream(error: unknown): never {
  const { name, message, $metadata } = (error ?? {}) as UpstreamError;
  const status = $metadata?.httpStatusCode;
  if (status && status >= 400 && status < 500 && status !== 403 && name) throw new S3Error(status, name, message ?? name);
  throw new S3Error(503, 'ServiceUnavailable', 'The storage bucket behind this service did not answer as expected.', {}, error);
}
