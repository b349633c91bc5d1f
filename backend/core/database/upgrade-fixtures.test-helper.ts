import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, constants } from 'node:zlib';
import pg from 'pg';
import type { Queryable } from './database';

export const UPGRADE_FIXTURES_DIR = join(__dirname, 'upgrade-fixtures');

/**
 * Unpacks a data folder kept as a ustar archive compressed with Brotli's large window (the
 * folder's three near-identical databases and its WAL lie megabytes apart): regular files and
 * folders only, which is all a data folder holds.
 */
export function unpackDataFolder(archive: string, into: string): void {
  const tar = brotliDecompressSync(readFileSync(archive), { params: { [constants.BROTLI_DECODER_PARAM_LARGE_WINDOW]: 1 } });
  for (let offset = 0; offset + 512 <= tar.length && tar[offset] !== 0; ) {
    const field = (start: number, length: number) => tar.toString('latin1', offset + start, offset + start + length).replace(/\0.*$/s, '');
    const prefix = field(345, 155);
    const name = prefix ? `${prefix}/${field(0, 100)}` : field(0, 100);
    const size = parseInt(field(124, 12).trim() || '0', 8);
    const type = field(156, 1) || '0';
    const path = join(into, name);
    if (!path.startsWith(into)) throw new Error(`${archive} names a path outside the folder: ${name}`);
    if (type === '5') mkdirSync(path, { recursive: true, mode: 0o700 });
    else if (type === '0') {
      mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
      writeFileSync(path, tar.subarray(offset + 512, offset + 512 + size), { mode: 0o600 });
    } else throw new Error(`${archive} holds ${name} of type ${type}; a data folder holds only files and folders.`);
    offset += 512 + Math.ceil(size / 512) * 512;
  }
}

export interface RestoredDump {
  databaseUrl: string;
  drop(): Promise<void>;
}

/**
 * A plain pg_dump restored into a database of its own on the server, as an operator would with
 * psql: psql's own commands (pg_dump's \restrict lines) are left out, the rest runs as one script.
 */
export async function restoreDump(server: string, dumpFile: string): Promise<RestoredDump> {
  const name = `upgrade_test_${randomBytes(5).toString('hex')}`;
  const url = new URL(server);
  await runOnServer(server, `CREATE DATABASE ${name}`);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const script = readFileSync(dumpFile, 'utf8')
    .split('\n')
    .filter((line) => !line.startsWith('\\'))
    .join('\n');
  await runOnServer(databaseUrl, script);
  return { databaseUrl, drop: () => runOnServer(server, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

async function runOnServer(connectionString: string, sql: string): Promise<void> {
  const client = new pg.Client(connectionString);
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * What the migrations made of a schema, as sorted lines free of the schema's name: every table's
 * columns (by name, so their order does not count), storage options, constraints, indexes,
 * functions (their bodies' hashes) and triggers. The indexes the data service makes at start from
 * amplify/data's declarations (data_idx_*, ensure-declared-indexes.ts) are left out.
 */
export async function describeSchema(db: Queryable): Promise<string[]> {
  const [{ schema }] = (await db.query<{ schema: string }>('SELECT current_schema() AS schema')).rows;
  const { rows } = await db.query<{ line: string }>(`
    WITH ns AS (SELECT current_schema()::regnamespace AS oid)
    SELECT format('column %s.%s %s collate %s not null %s default %s generated %s storage %s', c.relname, a.attname,
                  format_type(a.atttypid, a.atttypmod), a.attcollation::regcollation, a.attnotnull,
                  pg_get_expr(d.adbin, d.adrelid), a.attgenerated, a.attstorage) AS line
      FROM pg_class c JOIN ns ON c.relnamespace = ns.oid JOIN pg_attribute a ON a.attrelid = c.oid
      LEFT JOIN pg_attrdef d ON d.adrelid = c.oid AND d.adnum = a.attnum
     WHERE c.relkind IN ('r', 'p') AND a.attnum > 0 AND NOT a.attisdropped
    UNION ALL
    SELECT format('relation %s %s options %s', c.relname, c.relkind, c.reloptions)
      FROM pg_class c JOIN ns ON c.relnamespace = ns.oid WHERE c.relkind IN ('r', 'p', 'i', 'S', 'v', 'm')
    UNION ALL
    SELECT format('constraint %s on %s: %s', con.conname, c.relname, pg_get_constraintdef(con.oid))
      FROM pg_constraint con JOIN pg_class c ON c.oid = con.conrelid JOIN ns ON c.relnamespace = ns.oid
    UNION ALL
    SELECT format('index %s', pg_get_indexdef(i.indexrelid))
      FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN ns ON c.relnamespace = ns.oid
    UNION ALL
    SELECT format('function %s(%s) returns %s %s volatile %s body %s', p.proname, pg_get_function_identity_arguments(p.oid),
                  pg_get_function_result(p.oid), l.lanname, p.provolatile, md5(p.prosrc))
      FROM pg_proc p JOIN ns ON p.pronamespace = ns.oid JOIN pg_language l ON l.oid = p.prolang
    UNION ALL
    SELECT format('trigger %s', pg_get_triggerdef(t.oid))
      FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN ns ON c.relnamespace = ns.oid WHERE NOT t.tgisinternal`);
  return rows
    .map(({ line }) => line.replaceAll(`${schema}.`, ''))
    .filter((line) => !/\bdata_idx_/.test(line))
    .sort();
}
