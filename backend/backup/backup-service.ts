import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { BackendContext, BackendService } from '../core/backend-service';
import { HttpError } from '../core/http/http-error';
import type { Logger } from '../core/log';
import { readBody } from '../core/http/read-body';
import { verifySigV4 } from '../core/sigv4/verify-sigv4';
import { loadOperatorCredentials } from '../identity/operator-credentials';
import type { ObjectStore } from '../storage/store/object-store';
import { createS3ObjectStore } from '../storage/store/s3/s3-object-store';
import { writeBackup, type BackupStorage } from './write-backup';

export const BACKUP_PREFIX = '/_aws/backup/';
/** The SigV4 service name the operator's backup request is signed for. */
export const BACKUP_SIGNING_SERVICE = 'streamit-backup';

/**
 * POST /_aws/backup/ – the running server streams a backup (backup-format.ts) to the operator.
 * While a server runs, the embedded database is its own (DATA_DIR/pglite.lock), so
 * `npm run admin -- backup` asks it here, signed with the operator credentials it wrote into the
 * data folder; the command writes the file and checks it. One backup at a time.
 */
export function createBackupService(): BackendService {
  let s3Store: ObjectStore | undefined;
  let isRunning = false;
  const storageOf = ({ config }: BackendContext): BackupStorage => {
    if (!config.storage.s3) return { kind: 'disk', storageDir: join(config.dataDir, 'storage') };
    s3Store ??= createS3ObjectStore(config.storage.s3);
    return { kind: 's3', store: s3Store };
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
      try {
        res.writeHead(200, { 'Content-Type': 'application/gzip', 'Cache-Control': 'no-store' });
        const { config } = ctx;
        // The embedded database serves everyone through one session: the backup reads a copy of it.
        const embeddedCopy = config.databaseUrl ? undefined : { pgliteDir: join(config.dataDir, 'pglite'), settings: config.embeddedDatabase };
        const manifest = await writeBackup({ db: ctx.db, database: config.databaseUrl ? 'postgres' : 'embedded', storage: storageOf(ctx), embeddedCopy }, res);
        ctx.log.info(`[backup] streamed a backup: schema ${manifest.schemaVersion}, ${manifest.objects.count} objects`);
      } catch (error) {
        // The answer has begun: cutting it short is how the command learns the backup failed.
        ctx.log.error('[backup] a backup failed', error);
        res.destroy();
      } finally {
        isRunning = false;
      }
    },
    async start({ config, log }) {
      // What a backup interrupted by a crash left: no other process can be using it while this one holds the embedded database.
      if (config.databaseUrl) return;
      await removeLeftovers(config.dataDir, 'backup-snapshot-', log);
      await removeLeftovers(join(config.dataDir, 'storage'), 'backup-links-', log);
    },
    async stop() {
      await s3Store?.close();
    },
  };
}

export const backupService = createBackupService();

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
