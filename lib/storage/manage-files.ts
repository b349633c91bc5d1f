import { DeleteObjectCommand, GetObjectCommand, paginateListObjectsV2, type S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { ImageVariant } from '../../amplify/storage/images';
import { toStorageError } from './storage-error';
import { storedPictureUrl } from './picture-reference';
import type { StorageTarget } from './storage-target';

export interface StoredFile {
  key: string;
  size: number;
  lastModified?: Date;
  /** The ETag without quotes. */
  version: string;
}

/** Every file under a prefix (the rules allow listing a folder, e.g. `profile-avatar/<id>/`, not the whole bucket). */
export async function listFiles(client: S3Client, target: StorageTarget, prefix: string): Promise<StoredFile[]> {
  const files: StoredFile[] = [];
  try {
    for await (const page of paginateListObjectsV2({ client }, { Bucket: target.bucket, Prefix: prefix })) {
      for (const item of page.Contents ?? []) {
        files.push({ key: item.Key ?? '', size: item.Size ?? 0, lastModified: item.LastModified, version: (item.ETag ?? '').replaceAll('"', '') });
      }
    }
  } catch (error) {
    throw toStorageError(error);
  }
  return files;
}

export async function removeFile(client: S3Client, target: StorageTarget, key: string): Promise<void> {
  await client.send(new DeleteObjectCommand({ Bucket: target.bucket, Key: key })).catch((error: unknown) => {
    throw toStorageError(error);
  });
}

/**
 * A URL an <img> can show. On the local backend: a plain URL that guests may read (picture
 * prefixes and public/ are guest-readable), optionally a display-size variant, and with
 * `version` (the ETag from the upload) one that browsers may cache for a year. On AWS, where
 * there are no variants: a presigned URL of the original for the current session, valid an hour.
 */
export async function getDisplayUrl(
  client: S3Client,
  target: StorageTarget,
  key: string,
  options: { variant?: ImageVariant; version?: string } = {},
): Promise<string> {
  if (target.endpoint) return storedPictureUrl(target, { key, version: options.version }, options.variant);
  return getSignedUrl(client, new GetObjectCommand({ Bucket: target.bucket, Key: key }), { expiresIn: 3600 });
}
