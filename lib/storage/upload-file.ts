import { PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { detectImageType, IMAGE_SIGNATURE_BYTES, isImageKey } from '../../amplify/storage/images';
import { StorageError, toStorageError } from './storage-error';
import type { StorageTarget } from './storage-target';

export interface UploadRequest {
  key: string;
  data: Blob | Uint8Array;
  contentType?: string;
  /** x-amz-meta-* values stored with the object (evidence uploads name their uploader's sub). */
  metadata?: Record<string, string>;
  /** Called with the percentage sent so far, 0 to 100. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

export interface UploadedFile {
  key: string;
  /** The object's ETag without quotes: name it in a display URL (`version`) to let browsers cache it for good. */
  version: string;
}

/** Files above this go up in 5 MB parts, two at a time, so progress moves and a failed part is retried alone. */
const PART_BYTES = 5 * 1024 * 1024;

/** SPEC §9: progress is clamped to 0–100. */
export function toPercent(loaded: number | undefined, total: number | undefined): number {
  if (!total || !loaded) return 0;
  return Math.min(100, Math.max(0, Math.round((loaded / total) * 100)));
}

/** Whether the file's first bytes are a picture's (its name and type prove nothing). */
export async function isImageData(data: Blob | Uint8Array): Promise<boolean> {
  const head = data instanceof Uint8Array ? data.subarray(0, IMAGE_SIGNATURE_BYTES) : new Uint8Array(await data.slice(0, IMAGE_SIGNATURE_BYTES).arrayBuffer());
  return detectImageType(head) !== null;
}

/**
 * Uploads a file with progress. Where pictures are expected (the picture prefixes) anything else
 * is refused before a byte is sent; the backend checks again by content either way. Cancelling
 * (`signal`) stops the request itself, so a cancelled upload is not stored after all.
 */
export async function uploadFile(client: S3Client, target: StorageTarget, request: UploadRequest): Promise<UploadedFile> {
  if (isImageKey(request.key) && !(await isImageData(request.data))) throw new StorageError('notAnImage');
  const params = { Bucket: target.bucket, Key: request.key, Body: request.data, ContentType: request.contentType ?? contentTypeOf(request.data), Metadata: request.metadata };
  try {
    request.onProgress?.(0);
    const etag = sizeOf(request.data) <= PART_BYTES ? await putWhole(client, params, request.signal) : await putInParts(client, params, request);
    request.onProgress?.(100);
    return { key: request.key, version: (etag ?? '').replaceAll('"', '') };
  } catch (error) {
    throw request.signal?.aborted ? new StorageError('cancelled', { cause: error }) : toStorageError(error);
  }
}

type PutParams = ConstructorParameters<typeof PutObjectCommand>[0];

/**
 * One PutObject, cancelled with the signal. (lib-storage sends a file smaller than a part this
 * way too, but its abort only stops waiting: the request goes on and the object is stored.) The
 * bytes are read first, as lib-storage does: the SDK cannot checksum a Blob's stream.
 */
async function putWhole(client: S3Client, params: PutParams, signal: AbortSignal | undefined): Promise<string | undefined> {
  const body = params.Body instanceof Blob ? new Uint8Array(await params.Body.arrayBuffer()) : params.Body;
  const { ETag } = await client.send(new PutObjectCommand({ ...params, Body: body }), { abortSignal: signal });
  return ETag;
}

/** A multipart upload in parts, with progress per part; cancelling stops it and aborts the multipart upload. */
async function putInParts(client: S3Client, params: PutParams, request: UploadRequest): Promise<string | undefined> {
  const upload = new Upload({ client, params, partSize: PART_BYTES, queueSize: 2 });
  upload.on('httpUploadProgress', ({ loaded, total }) => request.onProgress?.(toPercent(loaded, total ?? sizeOf(request.data))));
  const abort = () => void upload.abort();
  request.signal?.addEventListener('abort', abort, { once: true });
  try {
    if (request.signal?.aborted) abort();
    const { ETag } = await upload.done();
    return ETag;
  } finally {
    request.signal?.removeEventListener('abort', abort);
  }
}

function contentTypeOf(data: Blob | Uint8Array): string | undefined {
  return data instanceof Uint8Array ? undefined : data.type || undefined;
}

function sizeOf(data: Blob | Uint8Array): number {
  return data instanceof Uint8Array ? data.byteLength : data.size;
}
