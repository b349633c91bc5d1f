import { open } from 'node:fs/promises';
import sharp from 'sharp';
import { detectImageType, IMAGE_SIGNATURE_BYTES, type ImageContentType } from '../../../amplify/storage/images';

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
 * sharp must read a matching header from it (a renamed text file or a truncated header fails).
 */
export async function checkImageFile(path: string): Promise<ImageContentType | null> {
  const type = detectImageType(await readFileHead(path));
  if (!type) return null;
  try {
    const { format, width, height } = await sharp(path).metadata();
    const expected = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/gif': 'gif', 'image/webp': 'webp', 'image/avif': 'heif' }[type];
    return format === expected && Boolean(width) && Boolean(height) ? type : null;
  } catch {
    return null;
  }
}
