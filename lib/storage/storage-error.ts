import { STORAGE_MESSAGES, type StorageErrorCode } from './storage-messages';

/** A file operation that failed, with a message fit to show and the cause kept for the console. */
export class StorageError extends Error {
  constructor(
    readonly code: StorageErrorCode,
    options?: { cause?: unknown },
  ) {
    super(STORAGE_MESSAGES[code], options);
    this.name = 'StorageError';
  }
}

const CODES_BY_S3_ERROR: Record<string, StorageErrorCode> = {
  AccessDenied: 'notAllowed',
  EntityTooLarge: 'tooLarge',
  NoSuchKey: 'notFound',
  NotFound: 'notFound',
  InvalidArgument: 'notAnImage',
  AbortError: 'cancelled',
  RequestAbortedError: 'cancelled',
};

/** The S3 client's errors (by their S3 error name) as the site's; anything without a status is the network. */
export function toStorageError(error: unknown): StorageError {
  if (error instanceof StorageError) return error;
  const { name, $metadata } = (error ?? {}) as { name?: string; $metadata?: { httpStatusCode?: number } };
  const code = name ? CODES_BY_S3_ERROR[name] : undefined;
  if (code) return new StorageError(code, { cause: error });
  if (!$metadata?.httpStatusCode && error instanceof TypeError) return new StorageError('network', { cause: error });
  return new StorageError('failed', { cause: error });
}
