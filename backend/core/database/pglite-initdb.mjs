// Creates an embedded database folder (PGlite's initdb) and exits. Run as a process of its own
// (create-pglite-data-dir.ts): initdb grows PGlite's WebAssembly memory to about 700 MB, which a
// WebAssembly instance never gives back; the server then opens the finished folder in its own
// worker at the size an existing folder needs. Usage: node pglite-initdb.mjs <dir> <sharedBuffersMb>
import { PGlite } from '@electric-sql/pglite';
import { pgliteServerParams } from './pglite-server-params.mjs';

const [dataDir, sharedBuffersMb] = process.argv.slice(2);
const serverParams = pgliteServerParams({ sharedBuffersMb: Number(sharedBuffersMb) });
try {
  const db = await PGlite.create(dataDir, {
    initDbStartParams: serverParams,
    startParams: [...PGlite.defaultStartParams, ...serverParams],
  });
  await db.close();
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
