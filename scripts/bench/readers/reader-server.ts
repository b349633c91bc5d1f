/**
 * The one server the readers bench loads, on a fresh copy of the production build (no Next caches):
 * - embedded: as `npm start` runs it, the embedded database in a temporary data folder, seeded with
 *   the sample content at start (../cluster/start-embedded-instance.ts);
 * - postgres: the same server alone on a fresh schema of TEST_DATABASE_URL (SINGLE_INSTANCE, files
 *   and mail on its disk), started once to migrate and seed the sample content, stopped, given
 *   the content-scale store at `scale` (../content-scale/generate-store.ts, loaded by SQL in one
 *   transaction, no ANALYZE), and started again. With a kept store (./kept-store.ts) the schema is a
 *   database of its own that outlives the run (keep), or the one a keeping run left is served as
 *   it is, after checking its scale and rows (reuse: no generation, no first start).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../../backend/core/database/open-database';
import { freePort } from '../../../backend/core/test-support/free-port';
import { createTestSchema, TEST_DATABASE_SERVER } from '../../../backend/data/test-support/test-database';
import { benchDatabaseUrl, recreateBenchDatabase } from '../bench-database';
import { createClusterInstance, type ClusterInstance } from '../../cluster/cluster-instance';
import { freshBuildCopy } from '../cluster/fresh-build-copy';
import { startEmbeddedInstance } from '../cluster/start-embedded-instance';
import { generateStore, type GenerateReport } from '../content-scale/generate-store';
import { copyKeptStore, countStoreRows, emptyKeptDataDir, markKeptStore, reusableKeptStore, unmarkKeptStore, type KeptStoreSettings } from './kept-store';

export type ReaderDatabase = 'embedded' | 'postgres';

export type ReaderServer = {
  origin: string;
  instance: ClusterInstance;
  /** The generated store (postgres only; none when a kept store is reused). */
  generated?: GenerateReport;
  /** What was done with a kept store, to print (postgres with BENCH_KEEP_STORE or BENCH_REUSE_STORE). */
  kept?: string;
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
  /** The kept store's knobs (postgres only). */
  store: KeptStoreSettings;
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

/** Where the store lives: a throwaway schema and data folder, or the kept database and its folder. */
type StorePlace = { databaseUrl: string; dataDir: string; isReused: boolean; remove(): Promise<void> };

async function placeStore(options: Options): Promise<StorePlace> {
  const { database, keep, reuse, from } = options.store;
  if (reuse) {
    if (from) options.log(`store: copying database ${from} into ${database} (BENCH_STORE_FROM)…`);
    const marker = from
      ? await copyKeptStore(TEST_DATABASE_SERVER, database, from, { scale: options.scale, seed: options.seed })
      : await reusableKeptStore(TEST_DATABASE_SERVER, database, options.scale, options.seed);
    return { databaseUrl: benchDatabaseUrl(TEST_DATABASE_SERVER, database), dataDir: marker.dataDir, isReused: true, remove: async () => {} };
  }
  if (keep) {
    const databaseUrl = await recreateBenchDatabase(TEST_DATABASE_SERVER, database, options.log);
    if (!databaseUrl) throw new Error(`PostgreSQL is not reachable at ${TEST_DATABASE_SERVER}`);
    await unmarkKeptStore(TEST_DATABASE_SERVER, database);
    return { databaseUrl, dataDir: emptyKeptDataDir(database), isReused: false, remove: async () => {} };
  }
  const schema = await createTestSchema('bench_readers');
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-readers-'));
  return {
    databaseUrl: schema.databaseUrl,
    dataDir,
    isReused: false,
    remove: async () => {
      rmSync(dataDir, { recursive: true, force: true });
      await schema.drop();
    },
  };
}

async function startOnPostgres(options: Options, env: Record<string, string>, removeBuild: () => void): Promise<ReaderServer> {
  const place = await placeStore(options);
  const { dataDir } = place;
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const instance = createClusterInstance({
    name: 'server',
    port,
    dataDir,
    // Empty values mean unset: no bucket or mail server leaks in from the caller's environment.
    env: { ...env, DATABASE_URL: place.databaseUrl, SINGLE_INSTANCE: 'true', PUBLIC_URL: origin, SMTP_URL: '', STORAGE_S3_BUCKET: '' },
    onLine: options.onLine,
  });
  const stop = async () => {
    await instance.stop();
    await place.remove();
    removeBuild();
  };
  const { database } = options.store;
  try {
    if (place.isReused) {
      await instance.start();
      return { origin, instance, kept: `the kept store in database ${database} (scale ${options.scale}, seed ${options.seed}, rows checked), data folder ${dataDir}`, stop };
    }
    options.log('postgres: first start (migrations and the sample content)…');
    await instance.start();
    await instance.stop();
    options.log(`postgres: generating the content-scale store at scale ${options.scale}…`);
    const db = await openDatabase({ dataDir, databaseUrl: place.databaseUrl });
    let generated: GenerateReport;
    try {
      generated = await generateStore(db, { scale: options.scale, seed: options.seed, log: (line) => options.log(`postgres: ${line}`) });
    } finally {
      await db.close();
    }
    if (options.store.keep) {
      const rows = await countStoreRows(place.databaseUrl);
      await markKeptStore(TEST_DATABASE_SERVER, database, { scale: options.scale, seed: options.seed, dataDir, rows });
    }
    await instance.start();
    const kept = options.store.keep ? `kept in database ${database}, data folder ${dataDir} (BENCH_REUSE_STORE=1 serves it again)` : undefined;
    return { origin, instance, generated, kept, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
