import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { finished, pipeline } from 'node:stream/promises';
import type { ObjectAttributes, ObjectInfo, ObjectStore } from '../object-store';
import { newBlobId, type DiskLayout } from './disk-layout';

type Commit = (key: string, stagedPath: string, size: number, etag: string, attributes: ObjectAttributes) => Promise<ObjectInfo>;
type MultipartMethods = Pick<ObjectStore, 'beginMultipart' | 'storePart' | 'assembleMultipart' | 'discardPart' | 'discardMultipart'>;

/**
 * The disk's part of multipart uploads: each upload is a folder of part files; joining copies
 * them in order into one staged file, which is committed like any object.
 */
export function createDiskMultipart(layout: DiskLayout, commit: Commit): MultipartMethods {
  return {
    async beginMultipart() {
      const storeRef = newBlobId();
      await mkdir(layout.uploadDir(storeRef), { recursive: true });
      return storeRef;
    },
    async storePart(storeRef, _key, _partNumber, file) {
      const partRef = newBlobId();
      await mkdir(layout.uploadDir(storeRef), { recursive: true });
      await rename(file.path, layout.partPath(storeRef, partRef));
      return partRef;
    },
    async assembleMultipart(storeRef, key, parts, attributes, etag) {
      const stagedPath = join(layout.staging, `multipart-${newBlobId()}`);
      // `flush` syncs the joined file before it closes, as for single uploads.
      const output = createWriteStream(stagedPath, { flags: 'wx', flush: true });
      try {
        for (const part of parts) {
          await pipeline(createReadStream(layout.partPath(storeRef, part.partRef)), output, { end: false });
        }
        output.end();
        await finished(output);
      } catch (error) {
        output.destroy();
        await rm(stagedPath, { force: true });
        throw error;
      }
      const size = parts.reduce((total, part) => total + part.size, 0);
      const info = await commit(key, stagedPath, size, etag, attributes);
      await rm(layout.uploadDir(storeRef), { recursive: true, force: true });
      return info;
    },
    async discardPart(storeRef, partRef) {
      await rm(layout.partPath(storeRef, partRef), { force: true });
    },
    async discardMultipart(storeRef) {
      await rm(layout.uploadDir(storeRef), { recursive: true, force: true });
    },
  };
}
