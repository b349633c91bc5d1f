import { mkdir, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { BackendContext, BackendService } from '../core/backend-service';
import { HttpError } from '../core/http/http-error';
import type { Logger } from '../core/log';
import { readBody } from '../core/http/read-body';
import { verifySigV4 } from '../core/sigv4/verify-sigv4';
import { loadOperatorCredentials } from '../identity/operator-credentials';
import type { ObjectStore } from '../storage/store/object-store';
import { createS3ObjectStore } from '../storage/store/s3/s3-object-store';
import { writeBackupFile } from './backup-file';
import { readBackupSchedule, startScheduledBackups, type BackupSchedule, type ScheduledBackups, type ScheduledBackupStatus } from './scheduled-backups';
import { writeBackup, type BackupSource, type BackupStorage } from './write-backup';

export const BACKUP_PREFIX = '/_aws/backup/';
/** The SigV4 service name the operator's backup request is signed for. */
export const BACKUP_SIGNING_SERVICE = 'streamit-backup';

/**
 * POST /_aws/backup/ – the running server streams a backup (backup-format.ts) to the operator.
 * While a server runs, the embedded database is its own (DATA_DIR/pglite.lock), so
 * `npm run admin -- backup` asks it here, signed with the operator credentials it wrote into the
 * data folder; the command writes the file and checks it. One backup at a time.
 */
export interface BackupService extends BackendService {
  /** The scheduled backups' state (BACKUP_DIR), for health and admin pages; undefined when none are scheduled. */
  scheduledStatus(): ScheduledBackupStatus | undefined;
}

export interface BackupServiceOptions {
  /** Scheduled backups; absent: read from BACKUP_DIR, BACKUP_EVERY and BACKUP_KEEP; null: none. */
  schedule?: BackupSchedule | null;
}

export function createBackupService(options: BackupServiceOptions = {}): BackupService {
  let s3Store: ObjectStore | undefined;
  let isRunning = false;
  let current: Promise<unknown> = Promise.resolve();
  let scheduled: ScheduledBackups | undefined;
  const storageOf = ({ config }: BackendContext): BackupStorage => {
    if (!config.storage.s3) return { kind: 'disk', storageDir: join(config.dataDir, 'storage') };
    s3Store ??= createS3ObjectStore(config.storage.s3);
    return { kind: 's3', store: s3Store };
  };

  const sourceOf = (ctx: BackendContext): BackupSource => {
    const { config } = ctx;
    // The embedded database serves everyone through one session: the backup reads a copy of it.
    const embeddedCopy = config.databaseUrl ? undefined : { pgliteDir: join(config.dataDir, 'pglite'), settings: config.embeddedDatabase };
    return { db: ctx.db, database: config.databaseUrl ? 'postgres' : 'embedded', storage: storageOf(ctx), embeddedCopy };
  };

  return {
    name: 'backup',
    prefix: BACKUP_PREFIX,
    async handle(req, res, ctx) {
      if (ctx.url.pathname !== BACKUP_PREFIX) throw new HttpError(404, `Nothing at ${ctx.url.pathname}.`, 'NotFoundException');
      if (req.method !== 'POST') throw new HttpError(405, 'A backup is asked for with POST.', 'MethodNotAllowedException');
      const body = await readBody(req, 1024);
      const operator = await loadOperatorCredentials(ctx.db);
      await verifySigV4(req, body, {
        service: BACKUP_SIGNING_SERVICE,
        region: ctx.config.region,
        findSecret: (accessKeyId) => (accessKeyId === operator.accessKeyId ? operator.secretAccessKey : null),
        now: new Date(),
      });
      if (isRunning) throw new HttpError(409, 'A backup is already being made by this server; try again when it has finished.', 'ConflictException');
      isRunning = true;
      const streaming = (async () => {
        try {
          res.writeHead(200, { 'Content-Type': 'application/gzip', 'Cache-Control': 'no-store' });
          // At once: the command hears the backup has begun while the snapshot is still being taken.
          res.flushHeaders();
          const manifest = await writeBackup(sourceOf(ctx), res);
          ctx.log.info(`[backup] streamed a backup: schema ${manifest.schemaVersion}, ${manifest.objects.count} objects`);
        } catch (error) {
          // The answer has begun: cutting it short is how the command learns the backup failed.
          ctx.log.error('[backup] a backup failed', error);
          res.destroy();
        } finally {
          isRunning = false;
        }
      })();
      current = streaming;
      await streaming;
    },
    async start(ctx) {
      await removeLeftoversOf(ctx);
      const schedule = options.schedule === undefined ? readBackupSchedule(process.env) : (options.schedule ?? undefined);
      if (!schedule) return;
      await mkdir(schedule.dir, { recursive: true, mode: 0o700 });
      const write = async (path: string) => {
        // One backup at a time: a scheduled one waits for one asked for meanwhile.
        while (isRunning) await current.catch(() => undefined);
        isRunning = true;
        const run = writeBackupFile(path, async (destination) => {
          await writeBackup(sourceOf(ctx), destination);
        });
        current = run;
        try {
          return await run;
        } finally {
          isRunning = false;
        }
      };
      scheduled = await startScheduledBackups(schedule, write, { log: ctx.log });
      ctx.log.info(`[backup] backups every ${Math.round(schedule.everyMs / 60_000)} min into ${schedule.dir}, the newest ${schedule.keep} kept`);
    },
    scheduledStatus: () => scheduled?.status(),
    async stop() {
      await scheduled?.stop();
      await s3Store?.close();
    },
  };
}

export const backupService = createBackupService();

/** What a backup interrupted by a crash left: no other process can be using it while this one holds the embedded database. */
async function removeLeftoversOf({ config, log }: BackendContext): Promise<void> {
  if (config.databaseUrl) return;
  await removeLeftovers(config.dataDir, 'backup-snapshot-', log);
  await removeLeftovers(join(config.dataDir, 'storage'), 'backup-links-', log);
}

async function removeLeftovers(folder: string, prefix: string, log: Logger): Promise<void> {
  let names: string[];
  try {
    names = await readdir(folder);
  } catch {
    return;
  }
  for (const name of names.filter((candidate) => candidate.startsWith(prefix))) {
    await rm(join(folder, name), { recursive: true, force: true });
    log.info(`[backup] removed ${join(folder, name)}, left by a backup that did not finish`);
  }
}
