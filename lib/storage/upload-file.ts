import type { S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { detectImageType, IMAGE_SIGNATURE_BYTES, isImageKey } from '../../amplify/storage/images';
import { StorageError, toStorageError } from './storage-error';
import type { StorageTarget } from './storage-target';

export interface UploadRequest {
  key: string;
  data: Blob | Uint8Array;
  contentType?: string;
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
 * is refused before a byte is sent; the backend checks again by content either way.
 */
export async function uploadFile(client: S3Client, target: StorageTarget, request: UploadRequest): Promise<UploadedFile> {
  if (isImageKey(request.key) && !(await isImageData(request.data))) throw new StorageError('notAnImage');
  const upload = new Upload({
    client,
    params: { Bucket: target.bucket, Key: request.key, Body: request.data, ContentType: request.contentType ?? contentTypeOf(request.data) },
    partSize: PART_BYTES,
    queueSize: 2,
  });
  upload.on('httpUploadProgress', ({ loaded, total }) => request.onProgress?.(toPercent(loaded, total ?? sizeOf(request.data))));
  const abort = () => void upload.abort();
  request.signal?.addEventListener('abort', abort, { once: true });
  try {
    request.onProgress?.(0);
    const { ETag } = await upload.done();
    request.onProgress?.(100);
    return { key: request.key, version: (ETag ?? '').replaceAll('"', '') };
  } catch (error) {
    throw request.signal?.aborted ? new StorageError('cancelled', { cause: error }) : toStorageError(error);
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
