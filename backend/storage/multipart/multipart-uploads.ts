import { createHash } from 'node:crypto';
import type { Database } from '../../core/database/database';
import type { Logger } from '../../core/log';
import { entityTooLarge, invalidArgument, noSuchUpload, S3Error } from '../protocol/s3-error';
import type { ObjectAttributes, ObjectInfo, ObjectStore, StagedFile } from '../store/object-store';
import {
  deleteMultipartUpload,
  findMultipartUpload,
  insertMultipartUpload,
  listStoredParts,
  upsertPart,
  type MultipartUpload,
  type StoredPart,
} from './multipart-catalogue';

/** S3's smallest part, except the last. */
export const MIN_PART_BYTES = 5 * 1024 * 1024;
export const MAX_PART_NUMBER = 10_000;

export interface MultipartContext {
  db: Database;
  store: ObjectStore;
  log: Logger;
}

export { findMultipartUpload, type MultipartUpload, type StoredPart };

export async function createMultipartUpload({ db, store }: MultipartContext, key: string, attributes: ObjectAttributes): Promise<string> {
  const storeRef = await store.beginMultipart(key, attributes);
  try {
    return await insertMultipartUpload(db, key, storeRef, attributes);
  } catch (error) {
    await store.discardMultipart(storeRef, key);
    throw error;
  }
}

export async function uploadPart(
  { db, store }: MultipartContext,
  upload: MultipartUpload,
  partNumber: number,
  file: StagedFile,
  startsAsImage: boolean,
): Promise<StoredPart> {
  const partRef = await store.storePart(upload.storeRef, upload.key, partNumber, file);
  const etag = file.md5.toString('hex');
  const recorded = await upsertPart(db, upload.uploadId, { partNumber, partRef, size: file.size, etag, startsAsImage });
  if (!recorded) {
    // Completed or aborted while this part was arriving.
    await store.discardPart(upload.storeRef, partRef);
    throw noSuchUpload(upload.uploadId);
  }
  if (recorded.replacedPartRef) await store.discardPart(upload.storeRef, recorded.replacedPartRef);
  return recorded.part;
}

export interface CompleteOptions {
  maxBytes: number;
  /** Under an image prefix the object's first part must begin like a picture. */
  isImageRequired: boolean;
}

/**
 * Joins the listed parts (ascending, each matching its ETag, all but the last at least 5 MiB,
 * together within the size limit) into the object, with S3's multipart ETag. On any refusal the
 * upload stays as it was, for the client to fix or abort.
 */
export async function completeMultipartUpload(
  { db, store }: MultipartContext,
  upload: MultipartUpload,
  requested: { partNumber: number; etag: string }[],
  options: CompleteOptions,
): Promise<ObjectInfo> {
  if (requested.length === 0) throw new S3Error(400, 'MalformedXML', 'The XML you provided was not well-formed or did not validate against our published schema.');
  const stored = new Map((await listStoredParts(db, upload.uploadId)).map((part) => [part.partNumber, part]));
  const chosen = requested.map(({ partNumber, etag }, index) => {
    if (index > 0 && partNumber <= requested[index - 1].partNumber) {
      throw new S3Error(400, 'InvalidPartOrder', 'The list of parts was not in ascending order. The parts list must be specified in order by part number.');
    }
    const part = stored.get(partNumber);
    if (!part || part.etag !== etag.replaceAll('"', '')) {
      throw new S3Error(400, 'InvalidPart', "One or more of the specified parts could not be found. The part may not have been uploaded, or the specified entity tag may not match the part's entity tag.");
    }
    return part;
  });
  if (chosen.slice(0, -1).some((part) => part.size < MIN_PART_BYTES)) {
    throw new S3Error(400, 'EntityTooSmall', 'Your proposed upload is smaller than the minimum allowed object size.');
  }
  if (chosen.reduce((total, part) => total + part.size, 0) > options.maxBytes) throw entityTooLarge(options.maxBytes);
  if (options.isImageRequired && !chosen[0].startsAsImage) {
    throw invalidArgument(`Objects under ${upload.key.split('/')[0]}/ must be JPEG, PNG, WebP, GIF or AVIF pictures.`, 'Content');
  }

  const md5OfMd5s = createHash('md5');
  for (const part of chosen) md5OfMd5s.update(Buffer.from(part.etag, 'hex'));
  const etag = `${md5OfMd5s.digest('hex')}-${chosen.length}`;
  const info = await store.assembleMultipart(upload.storeRef, upload.key, chosen, upload.attributes, etag);
  await deleteMultipartUpload(db, upload.uploadId);
  return info;
}

/**
 * Forgets the upload, then drops its parts. Once the row is gone the upload is over for every
 * client; a store that cannot drop the parts (some S3-compatible servers lack the call) leaves
 * them to the bucket's own clean-up, which is logged rather than failing the abort.
 */
export async function abortMultipartUpload({ db, store, log }: MultipartContext, upload: MultipartUpload): Promise<void> {
  if (!(await deleteMultipartUpload(db, upload.uploadId))) throw noSuchUpload(upload.uploadId);
  await store.discardMultipart(upload.storeRef, upload.key).catch((error: unknown) => {
    log.error(`[storage] the parts of aborted upload ${upload.uploadId} (${upload.key}) could not be dropped`, error);
  });
}

export { listStoredParts };
