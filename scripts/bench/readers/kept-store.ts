/**
 * The readers bench's PostgreSQL store kept between runs (BENCH_KEEP_STORE / BENCH_REUSE_STORE):
 * generating the scale-1 store takes 5–7 minutes on 2 cores, longer than the run it serves, so a
 * series of runs (base against change) generates it once.
 *
 * A kept store is a database of its own on TEST_DATABASE_URL's server (BENCH_STORE_DATABASE), not a
 * throwaway schema, beside a data folder of a fixed name (the server's files, keys and search
 * index from the first start). Once the store is generated and loaded, the database's comment
 * records what it holds (scale, seed, the data folder and the rows of the generated models); a
 * reuse checks the comment against the run's BENCH_SCALE and BENCH_SEED and counts those rows
 * again, so a half-written store, one of another scale or one a run changed is refused rather
 * than measured.
 */
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchDatabaseUrl, withPgClient } from '../bench-database';

/** The models whose rows a reuse counts again: the ones the mix reads most, the store's size. */
const COUNTED_MODELS = ['PlatformBan', 'Brief', 'Profile'] as const;

export type KeptStoreMarker = { scale: number; seed: number; dataDir: string; rows: Record<string, number> };

export type KeptStoreSettings = { database: string; keep: boolean; reuse: boolean };

/** The knobs as the environment gives them; the name is checked since it is put into SQL as is. */
export function keptStoreSettings(env: NodeJS.ProcessEnv = process.env): KeptStoreSettings {
  const database = env.BENCH_STORE_DATABASE?.trim() || 'bench_readers';
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(database)) throw new Error(`BENCH_STORE_DATABASE: "${database}" is not a plain lower-case database name`);
  return { database, keep: env.BENCH_KEEP_STORE === '1', reuse: env.BENCH_REUSE_STORE === '1' };
}

/** The kept store's data folder: one per database, so two kept stores never share one. */
export const keptDataDir = (database: string) => join(tmpdir(), `${database}-data`);


/** Rows of COUNTED_MODELS in the store at `databaseUrl`. */
export async function countStoreRows(databaseUrl: string): Promise<Record<string, number>> {
  return withPgClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ model: string; rows: string }>(
      `SELECT model, count(*) AS rows FROM data_records WHERE model = ANY($1::text[]) GROUP BY model`,
      [COUNTED_MODELS],
    );
    return Object.fromEntries(COUNTED_MODELS.map((model) => [model, Number(rows.find((row) => row.model === model)?.rows ?? 0)]));
  });
}

/** Writes the marker once the store is complete: until then a reuse finds none and refuses. */
export async function markKeptStore(serverUrl: string, database: string, marker: KeptStoreMarker): Promise<void> {
  await withPgClient(serverUrl, (client) => client.query(`COMMENT ON DATABASE ${database} IS ${client.escapeLiteral(JSON.stringify({ readersStore: marker }))}`));
}

/** Clears the marker before a store is generated again, so an interrupted generation is never reused. */
export async function unmarkKeptStore(serverUrl: string, database: string): Promise<void> {
  await withPgClient(serverUrl, (client) => client.query(`COMMENT ON DATABASE ${database} IS NULL`));
}

async function readKeptStoreMarker(serverUrl: string, database: string): Promise<KeptStoreMarker | null> {
  return withPgClient(serverUrl, async (client) => {
    const { rows } = await client.query<{ comment: string | null }>(
      `SELECT shobj_description(oid, 'pg_database') AS comment FROM pg_database WHERE datname = $1`,
      [database],
    );
    if (!rows.length) return null;
    try {
      const marker = (JSON.parse(rows[0].comment ?? 'null') as { readersStore?: KeptStoreMarker } | null)?.readersStore;
      return marker ?? null;
    } catch {
      return null;
    }
  });
}

/**
 * The kept store's marker when it can serve a run of `scale` and `seed`, else an error saying why:
 * the marker (written after a whole generation) must match, the data folder must be there, and
 * the counted rows must be those recorded.
 */
export async function reusableKeptStore(serverUrl: string, database: string, scale: number, seed: number): Promise<KeptStoreMarker> {
  const refuse = (why: string) => new Error(`BENCH_REUSE_STORE: ${why}`);
  const marker = await readKeptStoreMarker(serverUrl, database);
  if (!marker) throw refuse(`no complete kept store in database ${database}: run once with BENCH_KEEP_STORE=1 (and BENCH_SCALE=${scale}) to make one`);
  if (marker.scale !== scale || marker.seed !== seed) throw refuse(`the kept store in ${database} is of scale ${marker.scale}, seed ${marker.seed}; this run asks for scale ${scale}, seed ${seed}`);
  if (!existsSync(marker.dataDir)) throw refuse(`the kept store's data folder ${marker.dataDir} is gone: generate it again with BENCH_KEEP_STORE=1`);
  const rows = await countStoreRows(benchDatabaseUrl(serverUrl, database));
  const differing = COUNTED_MODELS.filter((model) => rows[model] !== marker.rows[model]);
  if (differing.length) {
    throw refuse(`the kept store in ${database} holds ${differing.map((model) => `${rows[model]} ${model} rows (${marker.rows[model]} when kept)`).join(', ')}: generate it again with BENCH_KEEP_STORE=1`);
  }
  return marker;
}
