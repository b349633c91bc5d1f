import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { DEFAULT_EMBEDDED_DB_SHARED_BUFFERS_MB } from '../config';
import { DatabaseError } from './database-error';
import type { PgliteSettings } from './pglite-worker-client';

const INITDB_FILE = join(__dirname, 'pglite-initdb.mjs');
/** initdb takes 3–10 s here; a machine that needs longer than this has a problem worth an error. */
const INITDB_TIMEOUT_MS = 180_000;
/** The end of initdb's error output is kept for the message; the rest is noise. */
const STDERR_KEPT_CHARS = 4000;
const CREATING_MARK = '.creating-';

/**
 * Makes `pgliteDir` a database folder unless it is one already (it has PG_VERSION, as PGlite checks)
 * or holds something else (left to PGlite, as before). initdb runs in a child process that exits,
 * so its ~700 MB stay out of the server (pglite-initdb.mjs), and in a folder beside `pgliteDir`
 * renamed into place when complete, so a start stopped midway leaves no half-made database.
 * The caller holds the data folder's lock: a creation folder found here is a dead start's, and removed.
 */
export async function createPgliteDataDir(
  pgliteDir: string,
  settings: PgliteSettings = { sharedBuffersMb: DEFAULT_EMBEDDED_DB_SHARED_BUFFERS_MB },
): Promise<void> {
  if (existsSync(join(pgliteDir, 'PG_VERSION'))) return;
  removeUnfinishedCreations(pgliteDir);
  if (existsSync(pgliteDir) && readdirSync(pgliteDir).length > 0) return;

  const creating = `${pgliteDir}${CREATING_MARK}${randomBytes(6).toString('hex')}`;
  try {
    await runInitdb(creating, settings, pgliteDir);
    rmSync(pgliteDir, { recursive: true, force: true });
    renameSync(creating, pgliteDir);
  } finally {
    rmSync(creating, { recursive: true, force: true });
  }
}

function removeUnfinishedCreations(pgliteDir: string): void {
  const parent = dirname(pgliteDir);
  if (!existsSync(parent)) return;
  const prefix = `${basename(pgliteDir)}${CREATING_MARK}`;
  for (const entry of readdirSync(parent)) {
    if (entry.startsWith(prefix)) rmSync(join(parent, entry), { recursive: true, force: true });
  }
}

function runInitdb(directory: string, { sharedBuffersMb }: PgliteSettings, shownAs: string): Promise<void> {
  // Plain `node` without this process's command-line flags (a loader, heap bounds): the script is plain JS.
  const child = spawn(process.execPath, [INITDB_FILE, directory, String(sharedBuffersMb)], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-STDERR_KEPT_CHARS);
  });
  let isTimedOut = false;
  const timer = setTimeout(() => {
    isTimedOut = true;
    child.kill('SIGKILL');
  }, INITDB_TIMEOUT_MS);

  return new Promise<void>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code, signal) => {
      if (code === 0) return resolve();
      const how = isTimedOut
        ? `took over ${INITDB_TIMEOUT_MS / 1000} s`
        : signal
          ? `was stopped by ${signal}`
          : `exited with code ${code}`;
      reject(
        new DatabaseError(
          `Could not create the embedded database in ${shownAs}: initdb ${how}. ${stderr.trim()}`.trim(),
        ),
      );
    });
  }).finally(() => clearTimeout(timer));
}
