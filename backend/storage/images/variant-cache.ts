import { createHash, randomBytes } from 'node:crypto';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createWriteStream } from 'node:fs';
import { IMAGE_VARIANT_CONTENT_TYPE, IMAGE_VARIANT_WIDTHS, isImageKey, MAX_IMAGE_PIXELS, type ImageVariant } from '../../../amplify/storage/images';
import type { Logger } from '../../core/log';
import type { ObjectInfo } from '../store/object-store';
import { loadSharp } from './load-sharp';

export const VARIANT_CONTENT_TYPE = IMAGE_VARIANT_CONTENT_TYPE;

export interface VariantCache {
  /** The variant's file, made now if it does not exist yet; null when the original is no picture sharp can read. */
  getVariantFile(info: ObjectInfo, variant: ImageVariant, readOriginal: () => Promise<Readable>): Promise<string | null>;
  /** Makes every variant of a new picture in the background (failures are logged, and retried on request). */
  prepareVariants(info: ObjectInfo, readOriginal: () => Promise<Readable>): void;
  /** Forgets every variant of a key (deleted or replaced). */
  removeVariants(key: string): Promise<void>;
  /** Waits for the variants being made and starts no more in the background (the backend is stopping). */
  close(): Promise<void>;
}

/**
 * Display-size variants on local disk, named after the original's ETag so a replaced picture
 * never shows an old variant. They are derived data: each instance makes what it is asked for,
 * so nothing here needs sharing between instances.
 */
export function createVariantCache(directory: string, log: Logger): VariantCache {
  const inFlight = new Map<string, Promise<string | null>>();
  const background = new Set<Promise<void>>();
  let isClosed = false;
  const folderOf = (key: string) => {
    const hash = createHash('sha256').update(key).digest('hex');
    return join(directory, hash.slice(0, 2), hash);
  };
  const pathOf = (info: ObjectInfo, variant: ImageVariant) => join(folderOf(info.key), `${info.etag.replaceAll('"', '')}-${variant}.webp`);

  const render = async (info: ObjectInfo, variant: ImageVariant, readOriginal: () => Promise<Readable>, path: string) => {
    const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await mkdir(dirname(path), { recursive: true });
      const sharp = await loadSharp();
      // Multipart uploads are only checked by their first bytes: the pixel bound holds here too.
      const resize = sharp({ animated: true, failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS })
        .rotate()
        .resize({ width: IMAGE_VARIANT_WIDTHS[variant], withoutEnlargement: true })
        .webp({ quality: 80 });
      await pipeline(await readOriginal(), resize, createWriteStream(temporary));
      await rename(temporary, path);
      return path;
    } catch (error) {
      await rm(temporary, { force: true });
      log.error(`[storage] could not make the ${variant} variant of ${info.key}`, error);
      return null;
    }
  };

  const getVariantFile: VariantCache['getVariantFile'] = async (info, variant, readOriginal) => {
    const path = pathOf(info, variant);
    if (await exists(path)) return path;
    let pending = inFlight.get(path);
    if (!pending) {
      pending = render(info, variant, readOriginal, path).finally(() => inFlight.delete(path));
      inFlight.set(path, pending);
    }
    return pending;
  };

  return {
    getVariantFile,
    prepareVariants(info, readOriginal) {
      if (isClosed) return;
      const work = (async () => {
        for (const variant of Object.keys(IMAGE_VARIANT_WIDTHS) as ImageVariant[]) {
          if (isClosed) return;
          await getVariantFile(info, variant, readOriginal);
        }
      })()
        .catch((error: unknown) => log.error(`[storage] could not make the variants of ${info.key}`, error))
        .finally(() => background.delete(work));
      background.add(work);
    },
    async removeVariants(key) {
      // Only pictures have variants (getObject refuses ?variant= elsewhere): nothing to look for.
      if (!isImageKey(key)) return;
      // A variant being made meanwhile may add a file mid-removal (ENOTEMPTY): rm retries. Variants
      // are derived data, so a failure is logged and never fails the delete or upload behind it.
      await rm(folderOf(key), { recursive: true, force: true, maxRetries: 5, retryDelay: 20 }).catch((error: unknown) =>
        log.error(`[storage] could not remove the variants of ${key}`, error),
      );
    },
    async close() {
      isClosed = true;
      await Promise.all([...background, ...inFlight.values()]);
    },
  };
}

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch {
    return false;
  }
}
