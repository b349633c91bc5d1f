import { describeAge, readBackupHealth } from '@/lib/content/admin/backup-health';

/** A day is the default schedule; a backup older than two is a warning, whatever the schedule. */
const STALE_AFTER_SECONDS = 2 * 86_400;

/** The admin overview's line about backups: how old the newest is, or how to schedule them. */
export async function BackupStatus() {
  const health = await readBackupHealth();
  if (health.kind === 'unknown') return null;
  if (health.kind === 'not-scheduled') {
    return (
      <p className="admin-backup-status text-muted-theme">
        <i className="bi bi-archive me-1" aria-hidden="true" />
        This server makes no scheduled backups: set <code>BACKUP_DIR</code> (see docs/backup.md in the project), or run <code>npm run admin -- backup &lt;file&gt;</code>.
      </p>
    );
  }
  const isStale = health.ageSeconds === null || health.ageSeconds > STALE_AFTER_SECONDS || health.lastRun === 'failed';
  return (
    <p className={`admin-backup-status ${isStale ? 'text-danger' : 'text-muted-theme'}`} role={isStale ? 'alert' : undefined}>
      <i className={`bi ${isStale ? 'bi-exclamation-triangle' : 'bi-archive'} me-1`} aria-hidden="true" />
      {health.lastBackupAt && health.ageSeconds !== null ? (
        <>
          Last backup <time dateTime={health.lastBackupAt}>{describeAge(health.ageSeconds)} ago</time>.
        </>
      ) : (
        <>No backup has been made yet.</>
      )}
      {health.lastRun === 'failed' ? ' The last scheduled backup failed: the server’s log says why.' : null}
    </p>
  );
}
