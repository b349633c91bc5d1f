import { open } from 'node:fs/promises';
import { loadSharp } from './load-sharp';
import { detectImageType, IMAGE_SIGNATURE_BYTES, MAX_IMAGE_PIXELS, type ImageContentType } from '../../../amplify/storage/images';

/** The leading bytes of a file (fewer when it is shorter). */
export async function readFileHead(path: string, length = IMAGE_SIGNATURE_BYTES): Promise<Buffer> {
  const file = await open(path, 'r');
  try {
    const { buffer, bytesRead } = await file.read(Buffer.alloc(length), 0, length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

/**
 * The picture format of a whole file, or null: its signature must name a displayable format and
 * sharp must read a matching header from it (a renamed text file or a truncated header fails),
 * with at most MAX_IMAGE_PIXELS (only the header is read, so a decompression bomb costs nothing here).
 */
export async function checkImageFile(path: string): Promise<ImageContentType | null> {
  const type = detectImageType(await readFileHead(path));
  if (!type) return null;
  const sharp = await loadSharp();
  try {
    const { format, width, height, pages } = await sharp(path).metadata();
    const expected = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/gif': 'gif', 'image/webp': 'webp', 'image/avif': 'heif' }[type];
    const pixels = (width ?? 0) * (height ?? 0) * (pages ?? 1);
    return format === expected && pixels > 0 && pixels <= MAX_IMAGE_PIXELS ? type : null;
  } catch {
    return null;
  }
}
