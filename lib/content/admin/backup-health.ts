import { siteOrigin } from '@/lib/seo/site-origin';

/** What the admin overview says about backups, read from this server's /readyz. */
export type BackupHealth =
  | { kind: 'scheduled'; lastBackupAt: string | null; ageSeconds: number | null; lastRun: 'ok' | 'failed' }
  | { kind: 'not-scheduled' }
  /** /readyz did not answer as our server does (a deployment without it, such as AWS). */
  | { kind: 'unknown' };

const READ_TIMEOUT_MS = 1500;

/**
 * The scheduled backups' state as the server reports it on /readyz (backend/core/health/). The
 * site cannot import the backend, and the probe is where operators' monitoring reads it too.
 */
export async function readBackupHealth(origin: string = siteOrigin()): Promise<BackupHealth> {
  try {
    const answer = await fetch(`${origin}/readyz`, { cache: 'no-store', signal: AbortSignal.timeout(READ_TIMEOUT_MS) });
    return backupHealthFrom(await answer.json());
  } catch {
    return { kind: 'unknown' };
  }
}

/** Reads the probe's answer, trusting no field's type. */
export function backupHealthFrom(body: unknown): BackupHealth {
  if (!isObject(body) || typeof body.status !== 'string') return { kind: 'unknown' };
  const backup = body.backup;
  if (backup === undefined) return { kind: 'not-scheduled' };
  if (!isObject(backup) || (backup.lastRun !== 'ok' && backup.lastRun !== 'failed')) return { kind: 'unknown' };
  const lastBackupAt = typeof backup.lastBackupAt === 'string' && !Number.isNaN(Date.parse(backup.lastBackupAt)) ? backup.lastBackupAt : null;
  const ageSeconds = typeof backup.ageSeconds === 'number' && Number.isFinite(backup.ageSeconds) && backup.ageSeconds >= 0 ? backup.ageSeconds : null;
  return { kind: 'scheduled', lastBackupAt, ageSeconds, lastRun: backup.lastRun };
}

/** "42 minutes", "5 hours", "3 days": how old the newest backup is, in the largest whole unit. */
export function describeAge(seconds: number): string {
  const units: [number, string][] = [
    [86_400, 'day'],
    [3600, 'hour'],
    [60, 'minute'],
  ];
  for (const [size, name] of units) {
    const count = Math.floor(seconds / size);
    if (count >= 1) return `${count} ${name}${count === 1 ? '' : 's'}`;
  }
  return 'less than a minute';
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
