import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Logger } from '../../core/log';

/** Older than any upload could take: left behind by a crash. */
const STALE_AFTER_MS = 24 * 3600 * 1000;

/** Clears what a crashed process left in the staging folder; uploads in flight elsewhere are younger. */
export async function removeStaleStagedFiles(stagingDir: string, log: Logger, now = Date.now()): Promise<void> {
  await mkdir(stagingDir, { recursive: true });
  for (const name of await readdir(stagingDir)) {
    const path = join(stagingDir, name);
    try {
      if (now - (await stat(path)).mtimeMs > STALE_AFTER_MS) await rm(path, { recursive: true, force: true });
    } catch (error) {
      log.error(`[storage] could not clear ${path}`, error);
    }
  }
}
