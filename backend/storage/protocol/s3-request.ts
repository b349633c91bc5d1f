import type { IncomingMessage, ServerResponse } from 'node:http';
import { requestHeader } from '../../core/http/request-header';
import type { VerifiedSigV4Request } from '../../core/sigv4/verify-sigv4-request';
import { isStorageRequestAllowed, type StorageRequest } from '../policy/decide-storage-access';
import type { StorageActor } from '../policy/storage-actor';
import type { StorageRuntime } from '../storage-runtime';
import { accessDenied } from './s3-error';

/** One S3 request, parsed and authenticated, on its way to an operation. */
export interface S3Request {
  req: IncomingMessage;
  res: ServerResponse;
  requestId: string;
  runtime: StorageRuntime;
  actor: StorageActor;
  signature: VerifiedSigV4Request | null;
  bucket: string;
  query: Record<string, string[]>;
  /** The URL the request came to, for Location values. */
  url: URL;
}

export interface S3ObjectRequest extends S3Request {
  key: string;
}

/** The one gate every operation passes: the declared rules decide, AccessDenied otherwise. */
export function assertAllowed(request: S3Request, wanted: StorageRequest): void {
  if (!isStorageRequestAllowed(request.runtime.policy, request.actor, wanted)) throw accessDenied();
}

export function queryValue(request: S3Request, name: string): string | undefined {
  return request.query[name]?.[0];
}

export function headerValue(request: S3Request, name: string): string | undefined {
  return requestHeader(request.req, name);
}

