import { randomBytes } from 'node:crypto';
import { closeSync, linkSync, mkdirSync, openSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

interface LockHolder {
  pid: number;
  hostname: string;
  startedAt: string;
  token: string;
}

export interface DataDirLock {
  readonly path: string;
  /** Removes the lock file if it is still ours; safe to call twice. */
  release(): void;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly lockPath: string,
    readonly holder: Partial<LockHolder>,
  ) {
    const who = `pid ${holder.pid ?? '?'} on ${holder.hostname ?? '?'}, since ${holder.startedAt ?? '?'}`;
    super(
      `The data folder is in use by another backend process (${who}). Stop that process or point DATA_DIR ` +
        `at another folder; if no such process is running, delete ${lockPath}.`,
    );
    this.name = 'DataDirLockedError';
  }
}

const STALE_TAKEOVER_MS = 10_000;
// Lock paths this process holds: a lock file carrying our own pid is only ours if it is listed here
// (a container restarted with the same pid must still take over its old lock).
const heldLocks = new Set<string>();

/**
 * Takes `<dataDir>/<name>` for this process. A lock whose process is gone is taken over; a live
 * holder (or one on another host, which we cannot check) makes this throw DataDirLockedError.
 */
export function acquireDataDirLock(dataDir: string, name = 'pglite.lock'): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = join(dataDir, name);
  if (heldLocks.has(lockPath)) throw new DataDirLockedError(lockPath, readHolder(lockPath)?.holder ?? {});

  const ours: LockHolder = {
    pid: process.pid,
    hostname: hostname(),
    startedAt: new Date().toISOString(),
    token: randomBytes(12).toString('hex'),
  };
  for (let attempt = 0; attempt < 5; attempt += 1) {
    if (tryCreateLock(lockPath, ours)) {
      heldLocks.add(lockPath);
      return { path: lockPath, release: () => releaseLock(lockPath, ours.token) };
    }
    const current = readHolder(lockPath);
    if (!current) continue;
    if (current.holder && isHolderAlive(current.holder, lockPath)) {
      throw new DataDirLockedError(lockPath, current.holder);
    }
    takeOverStaleLock(lockPath, current.raw);
  }
  throw new DataDirLockedError(lockPath, readHolder(lockPath)?.holder ?? {});
}

/** link() fails when the target exists, so creating the lock and writing its content is one atomic step. */
function tryCreateLock(lockPath: string, holder: LockHolder): boolean {
  const temporary = `${lockPath}.${holder.token}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(holder)}\n`);
  try {
    linkSync(temporary, lockPath);
    return true;
  } catch (error) {
    if (errorCode(error) === 'EEXIST') return false;
    throw error;
  } finally {
    rmSync(temporary, { force: true });
  }
}

function readHolder(lockPath: string): { raw: string; holder?: LockHolder } | undefined {
  let raw: string;
  try {
    raw = readFileSync(lockPath, 'utf8');
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return undefined;
    throw error;
  }
  try {
    const parsed = JSON.parse(raw) as LockHolder;
    return Number.isInteger(parsed.pid) && typeof parsed.hostname === 'string' ? { raw, holder: parsed } : { raw };
  } catch {
    return { raw };
  }
}

function isHolderAlive(holder: LockHolder, lockPath: string): boolean {
  if (holder.hostname !== hostname()) return true;
  if (holder.pid === process.pid) return heldLocks.has(lockPath);
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (error) {
    return errorCode(error) === 'EPERM';
  }
}

/** Removes a dead holder's lock; a guard file makes sure two starting processes do not both do it. */
function takeOverStaleLock(lockPath: string, staleContent: string): void {
  const guard = `${lockPath}.takeover`;
  let guardFd: number;
  try {
    guardFd = openSync(guard, 'wx');
  } catch (error) {
    if (errorCode(error) !== 'EEXIST') throw error;
    if (Date.now() - statSync(guard).mtimeMs > STALE_TAKEOVER_MS) {
      rmSync(guard, { force: true });
      return;
    }
    throw new DataDirLockedError(lockPath, readHolder(lockPath)?.holder ?? {});
  }
  try {
    if (readHolder(lockPath)?.raw === staleContent) rmSync(lockPath, { force: true });
  } finally {
    closeSync(guardFd);
    rmSync(guard, { force: true });
  }
}

function releaseLock(lockPath: string, token: string): void {
  if (!heldLocks.delete(lockPath)) return;
  if (readHolder(lockPath)?.holder?.token === token) rmSync(lockPath, { force: true });
}

function errorCode(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException | undefined)?.code;
}
