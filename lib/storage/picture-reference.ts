import { isImageKey, type ImageVariant } from '../../amplify/storage/images';
import { isImageAddress } from '../content/profiles/web-url';
import { encodeKey } from './storage-key';
import type { StorageTarget } from './storage-target';

/**
 * How a record keeps an uploaded picture: the object's key with its version, `<key>?v=<ETag>`
 * (e.g. `profile-avatar/us-west-2:…/avatar-lx2f-a81k3z.png?v=9b2c…`). The key, not a URL: the
 * same record shows on the local backend, behind another address, or on AWS; the version lets
 * the display URL be cached for a year. Fields may also hold an http(s) address or a path on
 * this site (the sample content does), which are shown as they are.
 *
 * This module is import-light on purpose (no S3 client): public pages use it.
 */
export type StoredPicture = { key: string; version?: string };

const MAX_KEY_LENGTH = 1024;

export function toPictureReference(picture: StoredPicture): string {
  return picture.version ? `${picture.key}?v=${encodeURIComponent(picture.version)}` : picture.key;
}

/** The stored picture a field names, or null when it holds an address or anything else. */
export function parsePictureReference(value: string): StoredPicture | null {
  const text = value.trim();
  const queryAt = text.indexOf('?');
  const key = queryAt === -1 ? text : text.slice(0, queryAt);
  if (!isImageKey(key) || !isSafeKey(key)) return null;
  const version = queryAt === -1 ? null : new URLSearchParams(text.slice(queryAt + 1)).get('v');
  return version ? { key, version } : { key };
}

export function isPictureReference(value: string): boolean {
  return parsePictureReference(value) !== null;
}

/** A plain object key under a picture prefix: no empty, `.` or `..` segments, no spaces or backslashes. */
function isSafeKey(key: string): boolean {
  if (key.length > MAX_KEY_LENGTH || /[\s\\]/.test(key)) return false;
  const segments = key.split('/');
  return segments.length >= 2 && segments.every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

/**
 * The URL an <img> shows for a stored picture. On the local backend: a plain URL (the picture
 * prefixes are guest-readable), of a display-size variant when asked, and with `v=<ETag>` the
 * store answers with a year-long cache. On AWS, where the bucket has no variants and no
 * anonymous reads, it is the object's S3 address, which shows once the picture prefixes are
 * made readable there (a bucket policy or CloudFront).
 */
export function storedPictureUrl(target: StorageTarget, picture: StoredPicture, variant?: ImageVariant): string {
  if (!target.endpoint) return `https://${target.bucket}.s3.${target.region}.amazonaws.com/${encodeKey(picture.key)}`;
  const query = new URLSearchParams();
  if (variant) query.set('variant', variant);
  if (picture.version) query.set('v', picture.version);
  const search = query.toString();
  return `${target.endpoint}/${encodeURIComponent(target.bucket)}/${encodeKey(picture.key)}${search ? `?${search}` : ''}`;
}

/**
 * What a picture field holds, as a URL to show, or null: a stored picture through the storage
 * target (null while the site has none), an http(s) address or site path as it is, and anything
 * else (a typo, another scheme) not at all.
 */
export function pictureUrlOf(value: string | null | undefined, target: StorageTarget | null, variant?: ImageVariant): string | null {
  const text = value?.trim();
  if (!text) return null;
  const stored = parsePictureReference(text);
  if (stored) return target ? storedPictureUrl(target, stored, variant) : null;
  return isImageAddress(text) ? text : null;
}
