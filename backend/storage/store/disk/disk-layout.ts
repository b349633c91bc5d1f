import { join } from 'node:path';
import { randomHex } from '../../../core/files/random-hex';

/**
 * Where the disk store keeps bytes under DATA_DIR/storage: objects by random blob id (the key
 * lives in the database, so any key fits and a replaced object never shares a file with the old
 * one), multipart parts per upload, and uploads still arriving in `staging/`. Staging sits on the
 * same filesystem as the rest, so committing a file is a rename.
 */
export interface DiskLayout {
  root: string;
  staging: string;
  /** The folder of the object folders (one per first two hex digits of a blob id). */
  objects: string;
  objectPath(blobId: string): string;
  uploadDir(uploadId: string): string;
  partPath(uploadId: string, blobId: string): string;
}

export function createDiskLayout(storageDir: string): DiskLayout {
  const objects = join(storageDir, 'objects');
  const multipart = join(storageDir, 'multipart');
  return {
    root: storageDir,
    staging: join(storageDir, 'staging'),
    objects,
    objectPath: (blobId) => join(objects, blobId.slice(0, FOLDER_DIGITS), blobId),
    uploadDir: (uploadId) => join(multipart, uploadId),
    partPath: (uploadId, blobId) => join(multipart, uploadId, blobId),
  };
}

/** The two hex digits naming a blob's object folder. */
const FOLDER_DIGITS = 2;

/** A new random blob id (32 hex digits); with `sameFolderAs`, one in that blob's object folder. */
export function newBlobId(sameFolderAs?: string): string {
  const id = randomHex(16);
  return sameFolderAs === undefined ? id : sameFolderAs.slice(0, FOLDER_DIGITS) + id.slice(FOLDER_DIGITS);
}
