import { fetchAuthSession } from 'aws-amplify/auth';
import type { S3Client } from '@aws-sdk/client-s3';
import { EVIDENCE_OWNER_METADATA, evidenceUploadKey } from '@/amplify/data/creator-records/trail-limits';
import { browserPictureHost } from '@/lib/storage/browser-picture-host';
import { uniqueKeyPart } from '@/lib/storage/picture-folders';
import { createStorageClient } from '@/lib/storage/storage-client';
import { StorageError } from '@/lib/storage/storage-error';
import type { StorageTarget } from '@/lib/storage/storage-target';
import { uploadFile } from '@/lib/storage/upload-file';
import { evidenceFileError } from './trail-forms';

let shared: { target: StorageTarget; client: S3Client } | undefined;
const storageClientFor = (target: StorageTarget) => {
  if (shared?.target !== target) shared = { target, client: createStorageClient(target) };
  return shared.client;
};

/**
 * Uploads the file to the caller's own evidence-uploads folder, naming its uploader in the
 * metadata the server checks, and answers its key; the server then copies and seals it.
 */
export async function uploadEvidenceFile(file: File, onProgress?: (percent: number) => void): Promise<string> {
  const problem = evidenceFileError(file);
  if (problem) throw new Error(problem);
  const target = browserPictureHost();
  if (!target) throw new StorageError('unavailable');
  const { identityId, userSub } = await fetchAuthSession();
  if (!identityId || !userSub) throw new StorageError('signInRequired');
  const key = evidenceUploadKey(identityId, file.name, uniqueKeyPart());
  await uploadFile(storageClientFor(target), target, { key, data: file, contentType: file.type, metadata: { [EVIDENCE_OWNER_METADATA]: userSub }, onProgress });
  return key;
}

