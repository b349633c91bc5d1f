import { constants } from 'node:fs';
import { copyFile, open, rm, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import type { ObjectAttributes, ObjectInfo, ObjectStore } from '../object-store';
import { newBlobId, type DiskLayout } from './disk-layout';
import type { FolderSyncer } from './folder-sync';

/** Pieces of a megabyte: a stream's default 64 KB would mean sixteen times the reads and writes. */
const PIECE_BYTES = 1024 * 1024;

type Commit = (key: string, stagedPath: string, size: number, etag: string, attributes: ObjectAttributes) => Promise<ObjectInfo>;
type MultipartMethods = Pick<ObjectStore, 'beginMultipart' | 'storePart' | 'assembleMultipart' | 'discardPart' | 'discardMultipart'>;

/**
 * The disk's part of multipart uploads: each upload is a folder of part files; joining copies
 * them in order into one staged file, which is committed like any object. The parts stay until
 * the commit, so a join that fails can be tried again.
 */
export function createDiskMultipart(layout: DiskLayout, folders: FolderSyncer, commit: Commit): MultipartMethods {
  return {
    async beginMultipart() {
      const storeRef = newBlobId();
      await folders.makeFolder(layout.uploadDir(storeRef));
      return storeRef;
    },
    async storePart(storeRef, _key, _partNumber, file) {
      const partRef = newBlobId();
      // A stored part survives a crash, as an object does: its rename is synced.
      await folders.moveInto(file.path, layout.partPath(storeRef, partRef));
      return partRef;
    },
    async assembleMultipart(storeRef, key, parts, attributes, etag) {
      const stagedPath = join(layout.staging, `multipart-${newBlobId()}`);
      try {
        await joinFiles(
          parts.map((part) => layout.partPath(storeRef, part.partRef)),
          stagedPath,
        );
      } catch (error) {
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

/**
 * Writes `sources` one after another into the new file `target` and syncs it, as single uploads
 * are synced. The first is copied by the kernel; the others are appended a megabyte at a time
 * through one buffer.
 */
async function joinFiles([first, ...rest]: string[], target: string): Promise<void> {
  await copyFile(first, target, constants.COPYFILE_EXCL);
  // Opened for appending: every write lands at the end, so no position is kept here.
  const output = await open(target, 'a');
  try {
    const piece = Buffer.allocUnsafe(PIECE_BYTES);
    for (const source of rest) {
      const input = await open(source, 'r');
      try {
        await appendFile(input, output, piece);
      } finally {
        await input.close();
      }
    }
    await output.sync();
  } finally {
    await output.close();
  }
}

/** Appends all of `input` to `output` through `piece`. */
async function appendFile(input: FileHandle, output: FileHandle, piece: Buffer): Promise<void> {
  for (let position = 0; ; ) {
    const { bytesRead } = await input.read(piece, 0, piece.length, position);
    if (bytesRead === 0) return;
    for (let written = 0; written < bytesRead; ) {
      const { bytesWritten } = await output.write(piece, written, bytesRead - written);
      if (bytesWritten === 0) throw new Error('Nothing more could be written to the joined file.');
      written += bytesWritten;
    }
    position += bytesRead;
  }
}
