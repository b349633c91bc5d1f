import { close, closeSync, constants, fsync, open, writev } from 'node:fs';
import { rm } from 'node:fs/promises';
import { withoutWritten, WRITE_THROUGH_FLAGS } from './staged-file-writer';

/**
 * Makes `path`, a new file ('wx'), holding `pieces`, and resolves once they are on the disk: each
 * write returns only once its bytes and the file's length are (O_DSYNC, as fdatasync would); an
 * empty file, which no write carries, is synced. A failure after the file was made removes it.
 * Plain fs calls, not a FileHandle: a small body costs two thread-pool round trips (open, write)
 * and a close on this thread. `created` is told as soon as the file exists, before its bytes are written.
 */
export async function writeStagedFile(path: string, pieces: readonly Buffer[], created?: () => void): Promise<void> {
  const fd = await call<number>((done) => open(path, WRITE_THROUGH_FLAGS, 0o666, done));
  try {
    created?.();
    await writeAll(fd, pieces, path);
  } catch (error) {
    await call((done) => close(fd, done)).catch(() => undefined);
    await rm(path, { force: true });
    throw error;
  }
  try {
    // Closing a local file whose bytes are already written through waits for no disk: done here,
    // it saves a thread-pool round trip (a thread woken, the loop woken back) per small upload.
    closeSync(fd);
  } catch (error) {
    await rm(path, { force: true });
    throw error;
  }
}

/**
 * Writes `pieces` over the start of the existing file `path` (a blob's file kept to be written
 * over, blob-recycler.ts) and resolves once they are on the disk (O_DSYNC). The file keeps its
 * length when it was longer: its blob's size says where its bytes end. Nothing is made, so no
 * name or folder waits for a sync; the caller removes the file when this fails.
 */
export async function writeOverFile(path: string, pieces: readonly Buffer[]): Promise<void> {
  const fd = await call<number>((done) => open(path, constants.O_WRONLY | constants.O_DSYNC, done));
  try {
    await writeAll(fd, pieces, path);
  } finally {
    closeSync(fd);
  }
}

async function writeAll(fd: number, pieces: readonly Buffer[], path: string): Promise<void> {
  let position = 0;
  let rest = [...pieces];
  while (rest.length > 0) {
    const written = await call<number>((done) => writev(fd, rest, position, done));
    if (written === 0) throw new Error(`Nothing more could be written to ${path}.`);
    position += written;
    rest = withoutWritten(rest, written);
  }
  if (position === 0) await call((done) => fsync(fd, done));
}

/** A callback-style fs call as a promise (the function is looked up when called, so tests can watch it). */
function call<T = void>(start: (done: (error: NodeJS.ErrnoException | null, value?: T) => void) => void): Promise<T> {
  return new Promise((resolve, reject) => start((error, value) => (error ? reject(error) : resolve(value as T))));
}
