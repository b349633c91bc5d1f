import { readdir, rm } from 'node:fs/promises';
import { isAbsolute, join, resolve } from 'node:path';
import { ConfigError, type BackendEnv } from '../core/config';
import type { Logger } from '../core/log';
import { PROJECT_ROOT } from '../core/project-root';
import type { BackupManifest } from './backup-format';
import { PARTIAL_SUFFIX } from './backup-file';

/** BACKUP_DIR, BACKUP_EVERY and BACKUP_KEEP: backups the server makes by itself (docs/backup.md). */
export interface BackupSchedule {
  dir: string;
  everyMs: number;
  keep: number;
}

const DEFAULT_EVERY_MS = 24 * 60 * 60 * 1000;
const DEFAULT_KEEP = 7;
const UNIT_MS = new Map([
  ['m', 60 * 1000],
  ['h', 60 * 60 * 1000],
  ['d', 24 * 60 * 60 * 1000],
]);
/** `streamit-<UTC time>.backup`: names sort as times do, so the oldest go first. */
const FILE_PATTERN = /^streamit-\d{8}T\d{6}Z\.backup$/;

/** The schedule, or undefined when BACKUP_DIR is not set; every bad value reported at once. */
export function readBackupSchedule(env: BackendEnv): BackupSchedule | undefined {
  const read = (name: string) => env[name]?.trim() || undefined;
  const dir = read('BACKUP_DIR');
  const every = read('BACKUP_EVERY');
  const keep = read('BACKUP_KEEP');
  const problems: string[] = [];
  if (!dir) {
    if (every || keep) problems.push('BACKUP_EVERY and BACKUP_KEEP need BACKUP_DIR (the folder scheduled backups go to)');
    if (problems.length > 0) throw new ConfigError(problems);
    return undefined;
  }
  let everyMs = DEFAULT_EVERY_MS;
  if (every) {
    const match = /^([1-9]\d{0,5})([mhd])$/.exec(every);
    if (match) everyMs = Number(match[1]) * (UNIT_MS.get(match[2]) ?? 0);
    else problems.push(`BACKUP_EVERY must be a whole number of minutes, hours or days such as 30m, 6h or 1d (got "${every}")`);
  }
  let keepCount = DEFAULT_KEEP;
  if (keep) {
    keepCount = Number(keep);
    if (!/^\d+$/.test(keep) || keepCount < 1 || keepCount > 1000) problems.push(`BACKUP_KEEP must be a whole number from 1 to 1000 (got "${keep}")`);
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return { dir: isAbsolute(dir) ? resolve(dir) : resolve(PROJECT_ROOT, dir), everyMs, keep: keepCount };
}

export function backupFileName(at: Date): string {
  return `streamit-${at.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z')}.backup`;
}

function timeOfFileName(name: string): Date | undefined {
  const match = /^streamit-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z\.backup$/.exec(name);
  if (!match) return undefined;
  const [, year, month, day, hours, minutes, seconds] = match.map(Number);
  return new Date(Date.UTC(year, month - 1, day, hours, minutes, seconds));
}

export interface ScheduledBackupStatus {
  /** When the newest whole backup in BACKUP_DIR was made (this process's or an earlier one's). */
  lastBackupAt?: Date;
  /** The last scheduled run's failure, cleared by the next success. */
  lastError?: string;
}

export interface ScheduledBackups {
  status(): ScheduledBackupStatus;
  /** Runs one backup now (the timer's work; tests call it). */
  runOnce(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Makes a backup every `everyMs` into `dir` (the first one `everyMs` after the newest already
 * there, or at once when there is none) and keeps the newest `keep`. `write` makes one backup file
 * at the path given, whole or not at all (backup-file.ts).
 */
export async function startScheduledBackups(
  schedule: BackupSchedule,
  write: (path: string) => Promise<BackupManifest>,
  { log, now = () => new Date() }: { log: Logger; now?: () => Date },
): Promise<ScheduledBackups> {
  const state: ScheduledBackupStatus = {};
  const names = await listBackups(schedule.dir, log);
  state.lastBackupAt = names.length > 0 ? timeOfFileName(names[names.length - 1]) : undefined;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let isStopped = false;

  const runOnce = () => {
    running ??= (async () => {
      const at = now();
      try {
        const manifest = await write(join(schedule.dir, backupFileName(at)));
        state.lastBackupAt = at;
        state.lastError = undefined;
        log.info(`[backup] scheduled backup ${backupFileName(at)}: ${manifest.objects.count} objects, schema ${manifest.schemaVersion}`);
        await prune(schedule, log);
      } catch (error) {
        state.lastError = error instanceof Error ? error.message : String(error);
        log.error('[backup] a scheduled backup failed', error);
      }
    })().finally(() => (running = undefined));
    return running;
  };
  const plan = () => {
    if (isStopped) return;
    const dueAt = state.lastBackupAt ? state.lastBackupAt.getTime() + schedule.everyMs : now().getTime();
    timer = setTimeout(() => void runOnce().then(plan), Math.max(0, dueAt - now().getTime()));
    // A backup due is no reason to keep a stopping process alive.
    timer.unref();
  };
  plan();

  return {
    status: () => ({ ...state }),
    runOnce,
    async stop() {
      isStopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

/** Whole backups in `dir`, oldest first; partial files a crash left are removed. */
async function listBackups(dir: string, log: Logger): Promise<string[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  for (const name of names.filter((candidate) => candidate.startsWith('.streamit-') && candidate.endsWith(PARTIAL_SUFFIX))) {
    await rm(join(dir, name), { force: true });
    log.info(`[backup] removed ${name}, a backup that did not finish`);
  }
  return names.filter((name) => FILE_PATTERN.test(name)).sort();
}

async function prune(schedule: BackupSchedule, log: Logger): Promise<void> {
  const names = await listBackups(schedule.dir, log);
  for (const name of names.slice(0, Math.max(0, names.length - schedule.keep))) {
    await rm(join(schedule.dir, name), { force: true });
    log.info(`[backup] removed ${name} (BACKUP_KEEP=${schedule.keep})`);
  }
}

/** What /readyz says of scheduled backups: when the newest was made, its age, and whether the last run failed (a word, never the error). */
export interface BackupHealth {
  lastBackupAt: string | null;
  ageSeconds: number | null;
  lastRun: 'ok' | 'failed';
}

export function backupHealthOf(status: ScheduledBackupStatus, now: Date = new Date()): BackupHealth {
  const at = status.lastBackupAt;
  return {
    lastBackupAt: at ? at.toISOString() : null,
    ageSeconds: at ? Math.max(0, Math.floor((now.getTime() - at.getTime()) / 1000)) : null,
    lastRun: status.lastError === undefined ? 'ok' : 'failed',
  };
}
