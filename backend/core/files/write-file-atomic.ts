import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/**
 * Writes through a temporary sibling and a rename, so readers never see a half-written file. The
 * folder is made first unless the caller knows it exists (`folderMade`).
 */
export async function writeFileAtomic(path: string, data: string | Uint8Array, { folderMade = false } = {}): Promise<void> {
  const directory = dirname(path);
  if (!folderMade) await mkdir(directory, { recursive: true });
  const temporary = join(directory, `.${basename(path)}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    await writeFile(temporary, data);
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}
