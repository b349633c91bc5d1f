import type { ImageContentType } from '../../amplify/storage/images';

/**
 * Where each kind of picture the site uploads goes (SPEC §6). Creators write into their own
 * sub-folder (`<prefix><identity id>/`), the only place the rules let them replace or delete a
 * file; ADMINS write stream thumbnails and personality images straight under the prefix, where
 * their group may write and delete.
 */
export const PICTURE_FOLDERS = {
  avatar: { prefix: 'profile-avatar/', fileName: 'avatar', isPerIdentity: true },
  briefThumbnail: { prefix: 'brief-thumbnails/', fileName: 'thumbnail', isPerIdentity: true },
  evidence: { prefix: 'picture-submissions/', fileName: 'evidence', isPerIdentity: true },
  streamThumbnail: { prefix: 'stream-thumbnails/', fileName: 'thumbnail', isPerIdentity: false },
  personalityImage: { prefix: 'personalities/', fileName: 'portrait', isPerIdentity: false },
} as const;

export type PictureFolder = keyof typeof PICTURE_FOLDERS;

/** The largest picture the site sends: far above any screenshot or photo, well under the store's limit. */
export const MAX_PICTURE_BYTES = 20 * 1024 * 1024;

const EXTENSIONS: Record<ImageContentType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
};

/**
 * A new key for an upload: `<prefix>[<identity id>/]<name>-<unique>.<extension>`. Every upload
 * gets a key of its own, so a saved record keeps showing its picture until the new one is saved,
 * and the extension follows the content, never the name the file had on the uploader's disk.
 */
export function buildPictureKey(folder: PictureFolder, options: { contentType: ImageContentType; unique: string; identityId?: string }): string {
  const { prefix, fileName, isPerIdentity } = PICTURE_FOLDERS[folder];
  if (isPerIdentity && !options.identityId) throw new Error(`${prefix} uploads go to the caller's own folder: an identity id is needed`);
  const unique = options.unique.toLowerCase().replace(/[^a-z0-9-]/g, '');
  if (!unique) throw new Error('An upload needs a unique part for its key');
  const folderPath = isPerIdentity ? `${prefix}${options.identityId}/` : prefix;
  return `${folderPath}${fileName}-${unique}.${EXTENSIONS[options.contentType]}`;
}

/** A short unique part for a key: the time (so a folder lists in upload order) and randomness. */
export function uniqueKeyPart(now = Date.now(), random: () => number = Math.random): string {
  return `${now.toString(36)}-${Math.floor(random() * 36 ** 6)
    .toString(36)
    .padStart(6, '0')}`;
}
