import type { S3Client } from '@aws-sdk/client-s3';
import { detectImageType, IMAGE_SIGNATURE_BYTES } from '../../amplify/storage/images';
import { browserPictureHost } from './browser-picture-host';
import { buildPictureKey, MAX_PICTURE_BYTES, PICTURE_FOLDERS, uniqueKeyPart, type PictureFolder } from './picture-folders';
import { toPictureReference } from './picture-reference';
import { createStorageClient, getIdentityId } from './storage-client';
import { StorageError } from './storage-error';
import type { StorageTarget } from './storage-target';
import { uploadFile } from './upload-file';

export type PictureUploadRequest = {
  folder: PictureFolder;
  file: Blob;
  /** The percentage sent so far, 0 to 100 (SPEC §9). */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
};

let shared: { target: StorageTarget; client: S3Client } | undefined;

/** One S3 client per page: it keeps its connections, and each request fetches the session's credentials. */
function clientFor(target: StorageTarget): S3Client {
  if (shared?.target !== target) shared = { target, client: createStorageClient(target) };
  return shared.client;
}

/**
 * Uploads a picture from the browser into its folder and answers the reference a record keeps
 * (`<key>?v=<ETag>`). It must be a picture by its bytes (the name and the type the browser
 * guessed prove nothing) and at most MAX_PICTURE_BYTES; both are checked before a byte is sent,
 * and the store checks the content again.
 */
export async function uploadPicture({ folder, file, onProgress, signal }: PictureUploadRequest): Promise<string> {
  if (file.size > MAX_PICTURE_BYTES) throw new StorageError('tooLarge');
  const contentType = detectImageType(new Uint8Array(await file.slice(0, IMAGE_SIGNATURE_BYTES).arrayBuffer()));
  if (!contentType) throw new StorageError('notAnImage');
  const target = browserPictureHost();
  if (!target) throw new StorageError('unavailable');
  const identityId = PICTURE_FOLDERS[folder].isPerIdentity ? await getIdentityId() : undefined;
  if (signal?.aborted) throw new StorageError('cancelled');
  const key = buildPictureKey(folder, { contentType, identityId, unique: uniqueKeyPart() });
  const uploaded = await uploadFile(clientFor(target), target, { key, data: file, contentType, onProgress, signal });
  return toPictureReference({ key, version: uploaded.version });
}
