import { spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import pg from 'pg';
import { AdminAddUserToGroupCommand, AdminCreateUserCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { loadBackendConfig, type BackendConfig } from '../core/config';
import type { Database } from '../core/database/database';
import { openDatabase } from '../core/database/open-database';
import { createTempDataDir, removeTempDataDir } from '../core/database/temp-data-dir.test-helper';
import { silentLogger } from '../core/log';
import { createBackend, type Backend } from '../create-backend';
import { createIdentityServices, getPoolContext } from '../identity';
import { createStorageService } from '../storage';
import { runAdminCli } from '../identity/admin-cli';
import { createDiskObjectStore } from '../storage/store/disk/disk-object-store';
import { createS3ObjectStore } from '../storage/store/s3/s3-object-store';
import { startS3rver, type S3rverInstance } from '../storage/test-support/start-s3rver';
import { BackupFileError, RestoreRefusedError } from './backup-format';
import { backupToFile, restoreFromFile } from './backup-commands';
import { createBackupService } from './backup-service';
import { verifyBackup } from './read-backup';
import { backupHealthOf, readBackupSchedule } from './scheduled-backups';

jest.setTimeout(180_000);

interface Running {
  config: BackendConfig;
  backend: Backend;
  put(key: string, body: Buffer): Promise<void>;
  /** Puts a body held in memory, as an upload of a small object does. */
  putHeld(key: string, text: string): Promise<void>;
  close(): Promise<void>;
}

/** A real backend (identity, storage and the backup endpoint) on a random port. */
async function startBackend(dataDir: string, env: Record<string, string> = {}, backupService = createBackupService()): Promise<Running> {
  const mounted: { backend?: Backend } = {};
  const server: Server = createServer((req, res) => {
    void (mounted.backend?.handle(req, res) ?? Promise.resolve(false)).then((isHandled) => {
      if (!isHandled) res.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const config = loadBackendConfig({ DATA_DIR: dataDir, PUBLIC_URL: baseUrl, ...env });
  const { userPoolService, identityPoolService } = createIdentityServices();
  const storageService = createStorageService();
  const backend = await createBackend(config, { services: [userPoolService, identityPoolService, storageService, backupService], log: silentLogger });
  mounted.backend = backend;
  return {
    config,
    backend,
    async put(key, body) {
      const runtime = await storageService.runtime(backend.context);
      const path = join(runtime.stagingDir, `direct-${randomBytes(8).toString('hex')}`);
      writeFileSync(path, body);
      await runtime.store.putObject(key, { path, size: body.length, md5: createHash('md5').update(body).digest() }, { contentType: 'image/png', metadata: { note: 'kept' }, headers: {} });
    },
    async putHeld(key, text) {
      const runtime = await storageService.runtime(backend.context);
      const body = Buffer.from(text);
      await runtime.store.putObjectBody!(key, { pieces: [body], size: body.length, md5: createHash('md5').update(body).digest() }, { contentType: 'text/plain', metadata: {}, headers: {} });
    },
    async close() {
      await backend.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

const ban = (index: number) => ({
  id: `ban-${index}`,
  platformId: index % 2 ? 'youtube' : 'twitch',
  profileId: `profile-${index % 3}`,
  dateOfBan: `2021-0${1 + (index % 9)}-1${index % 9}`,
  appealStatus: index % 3 ? 'PENDING' : 'RESTORED',
  isActive: index % 2 === 0,
});

/** Records of a model with derived tables (facts, figures), other records, users in a group, objects. */
async function fill(running: Running): Promise<Map<string, Buffer>> {
  const { db } = running.backend.context;
  const bans = Array.from({ length: 40 }, (_, index) => ban(index));
  await db.query(`INSERT INTO data_records (model, id, doc) SELECT 'PlatformBan', b->>'id', b FROM jsonb_array_elements($1::jsonb) AS b`, [JSON.stringify(bans)]);
  await db.query(`INSERT INTO data_records (model, id, doc) SELECT 'Note', 'note-' || n, jsonb_build_object('id', 'note-' || n, 'text', 'ünïcode ' || n, 'big', 9007199254740993) FROM generate_series(1, 25) AS n`);
  const pool = await getPoolContext(running.backend.context);
  const client = new CognitoIdentityProviderClient({
    region: pool.settings.region,
    endpoint: `${running.config.publicUrl}/_aws/cognito-idp/`,
    credentials: { accessKeyId: pool.operator.accessKeyId, secretAccessKey: pool.operator.secretAccessKey },
  });
  try {
    for (const email of ['ann@example.com', 'bob@example.com']) {
      await client.send(new AdminCreateUserCommand({ UserPoolId: pool.ids.userPoolId, Username: email, MessageAction: 'SUPPRESS' }));
      await client.send(new AdminAddUserToGroupCommand({ UserPoolId: pool.ids.userPoolId, Username: email, GroupName: 'ADMINS' }));
    }
  } finally {
    client.destroy();
  }
  const objects = new Map<string, Buffer>([
    ['public/a.png', randomBytes(10)],
    ['public/big.bin', randomBytes(300 * 1024)],
    ['protected/x/empty', Buffer.alloc(0)],
  ]);
  for (const [key, body] of objects) await running.put(key, body);
  return objects;
}

/** Every table's rows (generated columns too), as PostgreSQL writes them, sorted. */
async function contentsOf(db: Database): Promise<Map<string, string[]>> {
  const { rows } = await db.query<{ name: string }>(`SELECT relname AS name FROM pg_class WHERE relkind = 'r' AND relnamespace = current_schema()::regnamespace ORDER BY relname`);
  const contents = new Map<string, string[]>();
  for (const { name } of rows) {
    if (['schema_migrations', 'storage_multipart_uploads', 'storage_multipart_parts'].includes(name)) continue;
    const { rows: tableRows } = await db.query<{ r: string }>(`SELECT row_to_json(t)::text AS r FROM "${name}" AS t`);
    contents.set(name, tableRows.map((row) => row.r).sort());
  }
  return contents;
}

async function readObjects(db: Database, dataDir: string, keys: string[]): Promise<Map<string, { bytes: Buffer; contentType: string; metadata: Record<string, string> } | null>> {
  const store = await createDiskObjectStore(db, join(dataDir, 'storage'), silentLogger);
  const found = new Map<string, { bytes: Buffer; contentType: string; metadata: Record<string, string> } | null>();
  for (const key of keys) {
    const object = await store.getObject(key);
    if (!object) {
      found.set(key, null);
      continue;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of object.body as AsyncIterable<Buffer>) chunks.push(chunk);
    found.set(key, { bytes: Buffer.concat(chunks), contentType: object.info.contentType, metadata: object.info.metadata });
  }
  await store.close();
  return found;
}

describe('backup and restore on the embedded database and the data folder', () => {
  const folders: string[] = [];
  const tempDir = async (withDatabase = true) => {
    const folder = await createTempDataDir({ withDatabase });
    folders.push(folder);
    return folder;
  };
  let source: Running;
  let objects: Map<string, Buffer>;
  let backupDir: string;
  let backupFile: string;
  let before: Map<string, string[]>;

  beforeAll(async () => {
    source = await startBackend(await tempDir());
    objects = await fill(source);
    backupDir = await tempDir(false);
    backupFile = join(backupDir, 'site.backup');
    before = await contentsOf(source.backend.context.db);
  });

  afterAll(async () => {
    await source?.close();
    for (const folder of folders) removeTempDataDir(folder);
  });

  it('backs up through the running server and restores every row and object into a fresh data folder', async () => {
    const result = await backupToFile(backupFile, loadBackendConfig({ DATA_DIR: source.config.dataDir }));
    expect(result.via).toBe('server');
    expect(statSync(backupFile).mode & 0o777).toBe(0o600);
    expect(readdirSync(backupDir)).toEqual(['site.backup']);
    const { manifest } = result;
    expect(manifest.models).toEqual({ Note: 25, PlatformBan: 40 });
    expect(manifest.tables.user_pool_users).toBe(2);
    expect(manifest.tables.ban_facts).toBe(40);
    expect(manifest.objects.count).toBe(3);
    expect(manifest.objects.bytes).toBe(10 + 300 * 1024);
    expect(manifest.objects.checksums.map((entry) => [entry.key, entry.sha256])).toEqual(
      [...objects].sort(([a], [b]) => (a < b ? -1 : 1)).map(([key, body]) => [key, createHash('sha256').update(body).digest('hex')]),
    );
    const migrations = readdirSync(join(__dirname, '../core/database/migrations')).filter((name) => name.endsWith('.sql')).sort();
    expect(manifest.schemaVersion).toBe(migrations.at(-1));

    const target = await tempDir(false);
    const report = await restoreFromFile(backupFile, loadBackendConfig({ DATA_DIR: target }), { force: false });
    expect(report.migratedSince).toEqual([]);
    expect(report.objects).toEqual({ count: 3, bytes: 10 + 300 * 1024 });

    const restored = await openDatabase({ dataDir: target });
    try {
      const after = await contentsOf(restored);
      expect([...after.keys()]).toEqual([...before.keys()]);
      for (const [table, rows] of before) expect({ table, rows: after.get(table) }).toEqual({ table, rows });
      const restoredObjects = await readObjects(restored, target, [...objects.keys()]);
      for (const [key, body] of objects) {
        expect(restoredObjects.get(key)?.bytes.equals(body)).toBe(true);
        expect(restoredObjects.get(key)?.metadata).toEqual({ note: 'kept' });
      }
    } finally {
      await restored.close();
    }

    // The restored folder starts as a server and serves what it holds.
    const started = await startBackend(target);
    try {
      const { rows } = await started.backend.context.db.query<{ n: string }>(`SELECT count(*)::text AS n FROM data_records WHERE model = 'PlatformBan'`);
      expect(rows[0].n).toBe('40');
    } finally {
      await started.close();
    }

    // Not empty any more: refused, and replaced (the old folders kept aside) with --force.
    await expect(restoreFromFile(backupFile, loadBackendConfig({ DATA_DIR: target }), { force: false })).rejects.toThrow(RestoreRefusedError);
    await expect(restoreFromFile(backupFile, loadBackendConfig({ DATA_DIR: target }), { force: false })).rejects.toThrow(/not empty.*--force/);
    const forced = await restoreFromFile(backupFile, loadBackendConfig({ DATA_DIR: target }), { force: true });
    expect(forced.setAside?.map((path) => path.slice(target.length + 1).replace(/-replaced.*|\.replaced.*/, ''))).toEqual(['pglite', 'storage']);
    expect(forced.tables.data_records).toBe(65);
  });

  it('keeps taking writes while a backup runs, and the backup holds a state from before or after each', async () => {
    const { db } = source.backend.context;
    // A large object makes the backup last long enough for writes to land while it streams.
    await source.put('public/large.bin', randomBytes(16 * 1024 * 1024));
    const file = join(backupDir, 'during-writes.backup');
    let isBackupDone = false;
    const backup = backupToFile(file, loadBackendConfig({ DATA_DIR: source.config.dataDir })).finally(() => {
      isBackupDone = true;
    });
    let landed = 0;
    const writer = async (lane: number) => {
      for (let index = 0; !isBackupDone; index += 1) {
        await db.query(`INSERT INTO data_records (model, id, doc) VALUES ('Note', $1, jsonb_build_object('id', $1::text))`, [`during-${lane}-${index}`]);
        await source.put(`public/during-${lane}-${index}`, randomBytes(1000));
        if (!isBackupDone) landed += 1;
      }
    };
    const settled = await Promise.allSettled([writer(0), writer(1), writer(2)]);
    expect(settled.filter((outcome) => outcome.status === 'rejected')).toEqual([]);
    const { manifest } = await backup;
    expect(landed).toBeGreaterThanOrEqual(3);
    const { rows } = await db.query<{ n: string }>(`SELECT count(*)::text AS n FROM data_records WHERE model = 'Note' AND id LIKE 'during-%'`);
    // Each write that answered is there; the backup holds a prefix of them (those before its snapshot).
    expect(Number(rows[0].n)).toBeGreaterThanOrEqual(landed);
    expect(manifest.models.Note).toBeGreaterThanOrEqual(25);
    expect(manifest.models.Note).toBeLessThanOrEqual(25 + Number(rows[0].n));
    expect(manifest.objects.checksums.some((entry) => entry.key === 'public/large.bin' && entry.size === 16 * 1024 * 1024)).toBe(true);
  });

  it('backs up a blob written over a longer one’s file as its own bytes, and restores them', async () => {
    const { db } = source.backend.context;
    const putHeld = (text: string) => source.putHeld('public/written-over.txt', text);
    await putHeld('a first version, longer than the last');
    // The replaced blob's file is kept after the write answers; a later write goes over it.
    for (let attempt = 0; attempt < 50; attempt += 1) {
      await putHeld('short');
      const { rows } = await db.query<{ blob_id: string }>(`SELECT blob_id FROM storage_objects WHERE key = 'public/written-over.txt'`);
      if (rows[0].blob_id.includes('.')) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const { rows } = await db.query<{ blob_id: string }>(`SELECT blob_id FROM storage_objects WHERE key = 'public/written-over.txt'`);
    expect(rows[0].blob_id).toMatch(/\.\d+$/);

    const file = join(backupDir, 'written-over.backup');
    const { manifest } = await backupToFile(file, loadBackendConfig({ DATA_DIR: source.config.dataDir }));
    expect(manifest.objects.checksums.find((entry) => entry.key === 'public/written-over.txt')).toEqual({
      key: 'public/written-over.txt',
      size: 5,
      sha256: createHash('sha256').update('short').digest('hex'),
    });
    const target = await tempDir(false);
    await restoreFromFile(file, loadBackendConfig({ DATA_DIR: target }), { force: false });
    const restored = await openDatabase({ dataDir: target });
    try {
      expect((await readObjects(restored, target, ['public/written-over.txt'])).get('public/written-over.txt')?.bytes.toString()).toBe('short');
    } finally {
      await restored.close();
    }
  });

  it('refuses a file that was cut short, damaged or never finished, with a message that says so', async () => {
    const whole = readFileSync(backupFile);
    const target = await tempDir(false);
    const config = loadBackendConfig({ DATA_DIR: target });

    const cut = join(backupDir, 'cut.backup');
    writeFileSync(cut, whole);
    truncateSync(cut, Math.floor(whole.length / 2));
    await expect(restoreFromFile(cut, config, { force: false })).rejects.toThrow(BackupFileError);
    await expect(restoreFromFile(cut, config, { force: false })).rejects.toThrow(/cut short or damaged|no manifest/);

    // A manifest-less file that is otherwise well formed: a backup that never finished.
    const lines = gunzipSync(whole).toString('utf8').trimEnd().split('\n');
    const unfinished = join(backupDir, 'unfinished.backup');
    writeFileSync(unfinished, gzipSync(`${lines.slice(0, -1).join('\n')}\n`));
    await expect(restoreFromFile(unfinished, config, { force: false })).rejects.toThrow(/has no manifest/);

    // One object byte changed (recompressed, so only the checksums can tell).
    const chunkIndex = lines.findIndex((line) => line.startsWith('{"t":"chunk"'));
    const chunk = JSON.parse(lines[chunkIndex]) as { t: string; b: string };
    const bytes = Buffer.from(chunk.b, 'base64');
    bytes[0] ^= 1;
    const altered = [...lines];
    altered[chunkIndex] = JSON.stringify({ t: 'chunk', b: bytes.toString('base64') });
    const damaged = join(backupDir, 'damaged.backup');
    writeFileSync(damaged, gzipSync(`${altered.join('\n')}\n`));
    await expect(restoreFromFile(damaged, config, { force: false })).rejects.toThrow(/do not match their checksum/);

    // A row added: the counts and the content checksum no longer agree with the manifest.
    const rowIndex = lines.findIndex((line) => line.startsWith('{"t":"row"'));
    const extra = [...lines.slice(0, rowIndex), lines[rowIndex], ...lines.slice(rowIndex)];
    const padded = join(backupDir, 'padded.backup');
    writeFileSync(padded, gzipSync(`${extra.join('\n')}\n`));
    await expect(restoreFromFile(padded, config, { force: false })).rejects.toThrow(BackupFileError);

    // Nothing was written into the target by any of them.
    expect(readdirSync(target)).toEqual([]);

    // The command says so and exits 1; without a file name it shows the usage and exits 2.
    const said: string[] = [];
    const output = { log: (line: string) => said.push(line), error: (line: string) => said.push(line) };
    expect(await runAdminCli(['restore', cut], { DATA_DIR: target }, output)).toBe(1);
    expect(said.join('\n')).toMatch(/cut short or damaged|no manifest/);
    expect(await runAdminCli(['backup'], { DATA_DIR: target }, output)).toBe(2);
    expect(said.at(-1)).toMatch(/^backup needs one file name/);
  });

  it('leaves no file by the name asked for when the backup process is killed (kill -9) part-way', async () => {
    // A stopped server's folder with one large object: the command reads it directly and takes a while.
    const dataDir = await tempDir();
    const stopped = await startBackend(dataDir);
    await stopped.put('public/large.bin', randomBytes(24 * 1024 * 1024));
    await stopped.close();
    const file = join(backupDir, 'killed.backup');
    // Node itself with tsx's loader, not tsx's CLI: the CLI runs the script in a child of its own that
    // a SIGKILL to the CLI leaves running (it then finished the backup and wrote into folders being removed).
    const child = spawn(process.execPath, ['--import', 'tsx', join(__dirname, '../identity/admin-cli.ts'), 'backup', file], {
      env: { ...process.env, DATA_DIR: dataDir },
      stdio: 'ignore',
    });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    const partial = () => readdirSync(backupDir).find((name) => name.startsWith('.killed.backup.') && statSync(join(backupDir, name)).size > 64 * 1024);
    const started = Date.now();
    while (!partial() && Date.now() - started < 120_000) await new Promise((resolve) => setTimeout(resolve, 20));
    const half = partial();
    child.kill('SIGKILL');
    await exited;
    expect(half).toBeDefined();
    expect(existsSync(file)).toBe(false);
    // The half-written file, even under a backup's name, is refused.
    await expect(restoreFromFile(join(backupDir, half ?? ''), loadBackendConfig({ DATA_DIR: await tempDir(false) }), { force: false })).rejects.toThrow(BackupFileError);
  });
});

describe('scheduled backups (BACKUP_DIR, BACKUP_EVERY, BACKUP_KEEP)', () => {
  it('reads the schedule, refusing bad values with the variable named', () => {
    expect(readBackupSchedule({})).toBeUndefined();
    expect(readBackupSchedule({ BACKUP_DIR: '/backups' })).toEqual({ dir: '/backups', everyMs: 24 * 3600_000, keep: 7 });
    expect(readBackupSchedule({ BACKUP_DIR: '/backups', BACKUP_EVERY: '30m', BACKUP_KEEP: '3' })).toEqual({ dir: '/backups', everyMs: 30 * 60_000, keep: 3 });
    expect(readBackupSchedule({ BACKUP_DIR: '/backups', BACKUP_EVERY: '6h' })?.everyMs).toBe(6 * 3600_000);
    expect(() => readBackupSchedule({ BACKUP_DIR: '/backups', BACKUP_EVERY: '10s' })).toThrow(/BACKUP_EVERY/);
    expect(() => readBackupSchedule({ BACKUP_DIR: '/backups', BACKUP_KEEP: '0' })).toThrow(/BACKUP_KEEP/);
    expect(() => readBackupSchedule({ BACKUP_EVERY: '1d' })).toThrow(/need BACKUP_DIR/);
  });

  it('tells /readyz the newest backup’s time and age, and that the last run failed without its words', () => {
    const now = new Date('2026-11-25T12:00:00Z');
    expect(backupHealthOf({}, now)).toEqual({ lastBackupAt: null, ageSeconds: null, lastRun: 'ok' });
    expect(backupHealthOf({ lastBackupAt: new Date('2026-11-25T09:30:00Z'), lastError: 'EACCES /secret/path' }, now)).toEqual({
      lastBackupAt: '2026-11-25T09:30:00.000Z',
      ageSeconds: 9000,
      lastRun: 'failed',
    });
  });

  it('backs up when one is due, keeps the newest BACKUP_KEEP and reports the last one', async () => {
    const dataDir = await createTempDataDir();
    const dir = join(await createTempDataDir({ withDatabase: false }), 'backups');
    mkdirSync(dir);
    // Two older backups (by name) and a partial file a crash left.
    for (const name of ['streamit-20200101T000000Z.backup', 'streamit-20200102T000000Z.backup', '.streamit-20200103T000000Z.backup.abc.partial']) writeFileSync(join(dir, name), 'old');
    const service = createBackupService({ schedule: { dir, everyMs: 3600_000, keep: 2 } });
    const running = await startBackend(dataDir, {}, service);
    try {
      await running.put('public/a.txt', Buffer.from('kept'));
      const started = Date.now();
      // The status names the new backup once it is written; the pruning runs just after it.
      const isPruned = () => readdirSync(dir).length <= 2;
      while (!service.scheduledStatus()?.lastBackupAt || service.scheduledStatus()?.lastBackupAt?.getFullYear() === 2020 || !isPruned()) {
        if (Date.now() - started > 60_000) throw new Error(`no scheduled backup was made and pruned: ${readdirSync(dir).join(', ')}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(service.scheduledStatus()?.lastError).toBeUndefined();
      const names = readdirSync(dir).sort();
      expect(names).toHaveLength(2);
      expect(names[0]).toBe('streamit-20200102T000000Z.backup');
      expect(names[1]).toMatch(/^streamit-\d{8}T\d{6}Z\.backup$/);
      const { manifest } = await verifyBackup(join(dir, names[1]));
      expect(manifest.tables.backend_secrets).toBeGreaterThan(0);
      expect(Date.now() - (service.scheduledStatus()?.lastBackupAt?.getTime() ?? 0)).toBeLessThan(120_000);
    } finally {
      await running.close();
      removeTempDataDir(dataDir);
      removeTempDataDir(dirname(dir));
    }
  });
});

describe('backup and restore with an S3-compatible bucket', () => {
  const folders: string[] = [];
  const buckets: S3rverInstance[] = [];
  afterAll(async () => {
    for (const bucket of buckets) await bucket.close();
    for (const folder of folders) removeTempDataDir(folder);
  });

  it('backs up the bucket’s objects with their attributes and restores them into an empty bucket', async () => {
    const [from, to] = [await startS3rver('backup-from'), await startS3rver('backup-to')];
    buckets.push(from, to);
    const sourceDir = await createTempDataDir();
    const targetDir = await createTempDataDir({ withDatabase: false });
    // The restores' data folders hold the embedded database's empty cluster already (createTempDataDir copies it), as
    // the source's does: opening a folder without one runs PGlite's initdb first, about 15 s each on a loaded machine,
    // and the embedded database is not what this test is about (the first test restores into a bare folder).
    const [diskDir, restoredDir, againDir] = await Promise.all([createTempDataDir(), createTempDataDir(), createTempDataDir()]);
    folders.push(sourceDir, targetDir, diskDir, restoredDir, againDir);
    const running = await startBackend(sourceDir, from.env);
    let objects: Map<string, Buffer>;
    const file = join(targetDir, 's3.backup');
    try {
      objects = await fill(running);
      const { manifest } = await backupToFile(file, loadBackendConfig({ DATA_DIR: sourceDir, ...from.env }));
      expect(manifest.storage).toBe('s3');
      expect(manifest.objects.count).toBe(objects.size);
    } finally {
      await running.close();
    }
    // A disk store cannot take an S3 backup's objects.
    await expect(restoreFromFile(file, loadBackendConfig({ DATA_DIR: diskDir }), { force: false })).rejects.toThrow(/same kind of storage/);

    const targetConfig = loadBackendConfig({ DATA_DIR: restoredDir, ...to.env });
    const report = await restoreFromFile(file, targetConfig, { force: false });
    expect(report.objects.count).toBe(objects.size);
    const s3 = targetConfig.storage.s3;
    if (!s3) throw new Error('The target has no S3 settings.');
    const store = createS3ObjectStore(s3);
    try {
      for (const [key, body] of objects) {
        const found = await store.getObject(key);
        const chunks: Buffer[] = [];
        for await (const chunk of found?.body as AsyncIterable<Buffer>) chunks.push(chunk);
        expect({ key, same: Buffer.concat(chunks).equals(body), contentType: found?.info.contentType, metadata: found?.info.metadata }).toEqual({
          key,
          same: true,
          contentType: 'image/png',
          metadata: { note: 'kept' },
        });
      }
    } finally {
      await store.close();
    }
    // The bucket holds objects now: refused without --force.
    await expect(restoreFromFile(file, loadBackendConfig({ DATA_DIR: againDir, ...to.env }), { force: false })).rejects.toThrow(/not empty/);
  });
});

const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/** Jest cannot skip after an await, so reachability is probed synchronously in a child process. */
function isServerReachable(url: string): boolean {
  const probe = `new (require('pg').Client)(${JSON.stringify(url)}).connect().then(() => process.exit(0), () => process.exit(1))`;
  return spawnSync(process.execPath, ['-e', probe], { timeout: 10_000 }).status === 0;
}
const isReachable = isServerReachable(serverUrl);
if (!isReachable) console.warn(`SKIPPED: the PostgreSQL backup tests need a server at ${serverUrl} (set TEST_DATABASE_URL); none answered.`);

(isReachable ? describe : describe.skip)('backup and restore on PostgreSQL (DATABASE_URL)', () => {
  const schemas = [`backup_a_${randomBytes(4).toString('hex')}`, `backup_b_${randomBytes(4).toString('hex')}`];
  const urlOf = (schema: string) => `${serverUrl}${serverUrl.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  const folders: string[] = [];

  beforeAll(async () => {
    const admin = new pg.Client(serverUrl);
    await admin.connect();
    for (const schema of schemas) await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.end();
  });

  afterAll(async () => {
    const admin = new pg.Client(serverUrl);
    await admin.connect();
    for (const schema of schemas) await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin.end();
    for (const folder of folders) removeTempDataDir(folder);
  });

  it('backs up beside a running instance while it takes writes, and restores into an empty database', async () => {
    const sourceDir = await createTempDataDir({ withDatabase: false });
    const targetDir = await createTempDataDir({ withDatabase: false });
    folders.push(sourceDir, targetDir);
    const running = await startBackend(sourceDir, { DATABASE_URL: urlOf(schemas[0]) });
    try {
      const objects = await fill(running);
      const before = await contentsOf(running.backend.context.db);
      const file = join(targetDir, 'pg.backup');
      const { manifest, via } = await backupToFile(file, loadBackendConfig({ DATA_DIR: sourceDir, DATABASE_URL: urlOf(schemas[0]) }));
      expect(via).toBe('database');
      expect(manifest.models).toEqual({ Note: 25, PlatformBan: 40 });

      // Writes and uploads during a second backup land (the catalogue lock lasts only while blobs are linked).
      await running.put('public/large.bin', randomBytes(16 * 1024 * 1024));
      let isBackupDone = false;
      const backup = backupToFile(join(targetDir, 'pg-during.backup'), loadBackendConfig({ DATA_DIR: sourceDir, DATABASE_URL: urlOf(schemas[0]) })).finally(() => {
        isBackupDone = true;
      });
      let landed = 0;
      const writer = async (lane: number) => {
        for (let index = 0; !isBackupDone; index += 1) {
          await running.backend.context.db.query(`INSERT INTO data_records (model, id, doc) VALUES ('Note', $1, '{}')`, [`during-${lane}-${index}`]);
          await running.put(`public/during-${lane}-${index}`, randomBytes(100));
          if (!isBackupDone) landed += 1;
        }
      };
      expect((await Promise.allSettled([writer(0), writer(1)])).filter((outcome) => outcome.status === 'rejected')).toEqual([]);
      expect((await backup).manifest.objects.checksums.some((entry) => entry.key === 'public/large.bin')).toBe(true);
      expect(landed).toBeGreaterThanOrEqual(2);

      const targetConfig = loadBackendConfig({ DATA_DIR: join(targetDir, 'restored'), DATABASE_URL: urlOf(schemas[1]) });
      await restoreFromFile(file, targetConfig, { force: false });
      const restored = await openDatabase(targetConfig);
      try {
        const after = await contentsOf(restored);
        for (const [table, rows] of before) expect({ table, rows: after.get(table) }).toEqual({ table, rows });
        const restoredObjects = await readObjects(restored, join(targetDir, 'restored'), [...objects.keys()]);
        for (const [key, body] of objects) expect(restoredObjects.get(key)?.bytes.equals(body)).toBe(true);
      } finally {
        await restored.close();
      }
      await expect(restoreFromFile(file, targetConfig, { force: false })).rejects.toThrow(/not empty/);
    } finally {
      await running.close();
    }
  });
});
