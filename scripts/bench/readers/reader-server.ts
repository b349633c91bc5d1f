/**
 * The one server the readers bench loads, on a fresh copy of the production build (no Next caches):
 * - embedded: as `npm start` runs it, the embedded database in a temporary data folder, seeded with
 *   the sample content at start (../cluster/start-embedded-instance.ts);
 * - postgres: the same server alone on a fresh schema of TEST_DATABASE_URL (SINGLE_INSTANCE, files
 *   and mail on its disk), started once to migrate and seed the sample content, stopped, given
 *   the content-scale store at `scale` (../content-scale/generate-store.ts, loaded by SQL in one
 *   transaction, no ANALYZE), and started again.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../../backend/core/database/open-database';
import { freePort } from '../../../backend/core/test-support/free-port';
import { createTestSchema } from '../../../backend/data/test-support/test-database';
import { createClusterInstance, type ClusterInstance } from '../../cluster/cluster-instance';
import { freshBuildCopy } from '../cluster/fresh-build-copy';
import { startEmbeddedInstance } from '../cluster/start-embedded-instance';
import { generateStore, type GenerateReport } from '../content-scale/generate-store';

export type ReaderDatabase = 'embedded' | 'postgres';

export type ReaderServer = {
  origin: string;
  instance: ClusterInstance;
  /** The generated store (postgres only). */
  generated?: GenerateReport;
  stop(): Promise<void>;
};

type Options = {
  database: ReaderDatabase;
  /** The production build to copy (NEXT_DIST_DIR, relative to the project). */
  distDir: string;
  /** Passed to the server beside its own settings (the admission and page cache variables). */
  env: Record<string, string>;
  scale: number;
  seed: number;
  onLine: (instance: string, line: string) => void;
  log: (line: string) => void;
};

export async function startReaderServer(options: Options): Promise<ReaderServer> {
  const build = freshBuildCopy(options.distDir, 'readers');
  const env = { ...options.env, NEXT_DIST_DIR: build.distDir };
  try {
    if (options.database === 'embedded') {
      const embedded = await startEmbeddedInstance({ env, onLine: options.onLine });
      const stop = async () => {
        await embedded.stop();
        build.remove();
      };
      return { origin: embedded.instances[0].origin, instance: embedded.instances[0], stop };
    }
    return await startOnPostgres(options, env, build.remove);
  } catch (error) {
    build.remove();
    throw error;
  }
}

async function startOnPostgres(options: Options, env: Record<string, string>, removeBuild: () => void): Promise<ReaderServer> {
  const schema = await createTestSchema('bench_readers');
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-readers-'));
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const instance = createClusterInstance({
    name: 'server',
    port,
    dataDir,
    // Empty values mean unset: no bucket or mail server leaks in from the caller's environment.
    env: { ...env, DATABASE_URL: schema.databaseUrl, SINGLE_INSTANCE: 'true', PUBLIC_URL: origin, SMTP_URL: '', STORAGE_S3_BUCKET: '' },
    onLine: options.onLine,
  });
  const stop = async () => {
    await instance.stop();
    rmSync(dataDir, { recursive: true, force: true });
    await schema.drop();
    removeBuild();
  };
  try {
    options.log('postgres: first start (migrations and the sample content)…');
    await instance.start();
    await instance.stop();
    options.log(`postgres: generating the content-scale store at scale ${options.scale}…`);
    const db = await openDatabase({ dataDir, databaseUrl: schema.databaseUrl });
    let generated: GenerateReport;
    try {
      generated = await generateStore(db, { scale: options.scale, seed: options.seed, log: (line) => options.log(`postgres: ${line}`) });
    } finally {
      await db.close();
    }
    await instance.start();
    return { origin, instance, generated, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
