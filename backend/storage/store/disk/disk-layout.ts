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
  /** The file of a blob: a blob written over an earlier one's file names it with a generation (blob-recycler.ts). */
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
    objectPath: (blobId) => join(objects, blobId.slice(0, FOLDER_DIGITS), fileIdOf(blobId)),
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

/** The file a blob id names: the id without its generation (`<file id>.<n>`, blob-recycler.ts). */
export function fileIdOf(blobId: string): string {
  const dot = blobId.indexOf('.');
  return dot < 0 ? blobId : blobId.slice(0, dot);
}

/** A blob id's generation: 0 for a file's first bytes. */
export function generationOf(blobId: string): number {
  const dot = blobId.indexOf('.');
  return dot < 0 ? 0 : Number(blobId.slice(dot + 1));
}

/** A blob id as the store makes them: 32 hex digits, and a generation when its file was written over. */
export function isBlobId(value: string): boolean {
  return /^[0-9a-f]{32}(\.[1-9][0-9]{0,14})?$/.test(value);
}
