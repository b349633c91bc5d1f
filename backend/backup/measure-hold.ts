// npx tsx backend/backup/measure-hold.ts [records=100000] [copy|transaction]
// How long a backup of the embedded database holds up other statements: a probe write every 5 ms
// while the backup runs, its longest wait printed (docs/backup.md). Uses a temporary data folder.
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { loadBackendConfig } from '../core/config';
import { createTempDataDir, removeTempDataDir } from '../core/database/temp-data-dir.test-helper';
import { silentLogger } from '../core/log';
import { createBackend } from '../create-backend';
import { writeBackup } from './write-backup';

async function main(): Promise<void> {
  const records = Number(process.argv[2] ?? 100_000);
  const isCopy = (process.argv[3] ?? 'copy') === 'copy';
  const dataDir = await createTempDataDir();
  const backend = await createBackend(loadBackendConfig({ DATA_DIR: dataDir }), { services: [], log: silentLogger });
  const { db } = backend.context;
  try {
    for (let start = 0; start < records; start += 10_000) {
      await db.query(
        `INSERT INTO data_records (model, id, doc) SELECT 'Note', 'n' || n, jsonb_build_object('id', 'n' || n, 'text', repeat('word ', 80), 'n', n)
         FROM generate_series($1::int, $2::int) AS n`,
        [start, Math.min(records, start + 10_000) - 1],
      );
    }
    let compressedBytes = 0;
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        compressedBytes += chunk.length;
        done();
      },
    });
    let isDone = false;
    let longestWaitMs = 0;
    let probes = 0;
    const probe = (async () => {
      while (!isDone) {
        const started = performance.now();
        await db.query(`INSERT INTO data_records (model, id, doc) VALUES ('Probe', $1, '{}')`, [`p${probes++}`]);
        longestWaitMs = Math.max(longestWaitMs, performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();
    const started = performance.now();
    const embeddedCopy = isCopy ? { pgliteDir: join(dataDir, 'pglite') } : undefined;
    const manifest = await writeBackup({ db, database: 'embedded', storage: { kind: 'disk', storageDir: join(dataDir, 'storage') }, embeddedCopy }, sink);
    const totalMs = performance.now() - started;
    isDone = true;
    await probe;
    console.log(JSON.stringify({ mode: isCopy ? 'copy' : 'transaction', records: manifest.tables.data_records, totalMs: Math.round(totalMs), compressedBytes, longestWaitMs: Math.round(longestWaitMs), probes }));
  } finally {
    await backend.close();
    removeTempDataDir(dataDir);
  }
}

void main();
