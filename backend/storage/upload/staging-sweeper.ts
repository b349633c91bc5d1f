import { mkdir, opendir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Logger } from '../../core/log';

export interface StagingSweepLimits {
  /** A file nobody has written to for this long was left by a crash or an abandoned request: removed. */
  maxIdleMs: number;
  /** Bound on the bytes the folder holds; past it the files idle longest go first (see minIdleMs). */
  maxTotalBytes: number;
  /**
   * Files written to more recently than this are never removed for size: they may be uploads in
   * flight (Node ends a request after 300 s, so a live upload is written to far more often).
   */
  minIdleMs: number;
  /** Entries one sweep looks at; the rest wait for the next sweep. */
  maxEntries: number;
}

export interface StagingSweeperOptions extends StagingSweepLimits {
  intervalMs: number;
  now?: () => number;
}

/** One hour idle: far beyond any live upload, far below the day a crash's leftovers used to stay. */
export const DEFAULT_STAGING_LIMITS: Omit<StagingSweeperOptions, 'maxTotalBytes'> = {
  maxIdleMs: 3600_000,
  minIdleMs: 600_000,
  maxEntries: 10_000,
  intervalMs: 60_000,
};

export interface SweepResult {
  removedFiles: number;
  removedBytes: number;
  keptBytes: number;
}

interface StagedEntry {
  path: string;
  size: number;
  mtimeMs: number;
}

/**
 * Removes from the staging folder what no upload will finish: files idle longer than maxIdleMs,
 * then, while the folder holds more than maxTotalBytes, the files idle longest (but never one
 * written to within minIdleMs). Failures are logged per file; the sweep goes on.
 */
export async function sweepStagingFolder(dir: string, limits: StagingSweepLimits, log: Logger, now = Date.now()): Promise<SweepResult> {
  const entries = await readEntries(dir, limits.maxEntries, log);
  const result: SweepResult = { removedFiles: 0, removedBytes: 0, keptBytes: 0 };
  const remove = async (entry: StagedEntry) => {
    try {
      await rm(entry.path, { recursive: true, force: true });
      result.removedFiles += 1;
      result.removedBytes += entry.size;
      return true;
    } catch (error) {
      log.error(`[storage] could not clear ${entry.path}`, error);
      return false;
    }
  };

  const kept: StagedEntry[] = [];
  for (const entry of entries) {
    if (now - entry.mtimeMs > limits.maxIdleMs && (await remove(entry))) continue;
    kept.push(entry);
  }
  let total = kept.reduce((sum, entry) => sum + entry.size, 0);
  kept.sort((a, b) => a.mtimeMs - b.mtimeMs);
  for (const entry of kept) {
    if (total <= limits.maxTotalBytes) break;
    if (now - entry.mtimeMs < limits.minIdleMs) break;
    if (await remove(entry)) total -= entry.size;
  }
  result.keptBytes = total;
  return result;
}

async function readEntries(dir: string, maxEntries: number, log: Logger): Promise<StagedEntry[]> {
  const entries: StagedEntry[] = [];
  const folder = await opendir(dir);
  try {
    for await (const dirent of folder) {
      if (entries.length >= maxEntries) break;
      const path = join(dir, dirent.name);
      try {
        const { size, mtimeMs } = await stat(path);
        entries.push({ path, size, mtimeMs });
      } catch (error) {
        // Committed or removed since it was listed: nothing to sweep.
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') log.error(`[storage] could not read ${path}`, error);
      }
    }
  } finally {
    // Breaking out of the loop closes the handle already; closing again then throws.
    await folder.close().catch(() => undefined);
  }
  return entries;
}

export interface StagingSweeper {
  /** Stops the timer and waits for a sweep under way. */
  stop(): Promise<void>;
}

/**
 * Sweeps once now (creating the folder), then every intervalMs on an unref'd timer, one sweep at
 * a time: a crash's leftovers go within the hour, not at the next restart.
 */
export async function startStagingSweeper(dir: string, options: StagingSweeperOptions, log: Logger): Promise<StagingSweeper> {
  const now = options.now ?? Date.now;
  await mkdir(dir, { recursive: true });
  let running: Promise<void> | undefined;
  const sweep = () => {
    running ??= sweepStagingFolder(dir, options, log, now())
      .then(({ removedFiles, removedBytes }) => {
        if (removedFiles > 0) log.info(`[storage] cleared ${removedFiles} left-over staged file(s), ${removedBytes} bytes`);
      })
      .catch((error: unknown) => log.error(`[storage] sweeping ${dir} failed`, error))
      .finally(() => (running = undefined));
    return running;
  };
  await sweep();
  const timer = setInterval(() => void sweep(), options.intervalMs).unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
