import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { open, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { Writable } from 'node:stream';
import type { BackupManifest } from './backup-format';
import { verifyBackup } from './read-backup';

/** The temporary sibling's name: starts with a dot and ends in `.partial`, never the name asked for. */
export const PARTIAL_SUFFIX = '.partial';

/**
 * `produce` writes a backup into the stream it is given; the file appears at `path` only once it
 * is whole and checked. Returns its manifest.
 */
export async function writeBackupFile(path: string, produce: (destination: Writable) => Promise<void>): Promise<BackupManifest> {
  const partial = join(dirname(path), `.${basename(path)}.${randomBytes(6).toString('hex')}${PARTIAL_SUFFIX}`);
  try {
    await produce(createWriteStream(partial, { flags: 'wx', mode: 0o600 }));
    await syncPath(partial);
    const { manifest } = await verifyBackup(partial);
    await rename(partial, path);
    await syncPath(dirname(path));
    return manifest;
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

async function syncPath(path: string): Promise<void> {
  const handle = await open(path, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
