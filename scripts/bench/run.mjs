// npm run bench [name…] – runs every scripts/bench/*.bench.ts (or the named ones) one after another.
// Each benchmark starts what it measures on a temporary data folder and prints its own figures.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const benchDir = dirname(fileURLToPath(import.meta.url));
const wanted = process.argv.slice(2);
const benches = readdirSync(benchDir)
  .filter((file) => file.endsWith('.bench.ts'))
  .filter((file) => wanted.length === 0 || wanted.includes(file.replace(/\.bench\.ts$/, '')))
  .sort();

if (benches.length === 0) {
  console.error(`No benchmark matches ${wanted.join(', ')}.`);
  process.exit(1);
}

let failed = 0;
for (const file of benches) {
  console.log(`\n== ${file.replace(/\.bench\.ts$/, '')} ==`);
  const { status } = spawnSync(process.execPath, ['--import', 'tsx', join(benchDir, file)], { stdio: 'inherit' });
  if (status !== 0) failed += 1;
}
process.exit(failed === 0 ? 0 : 1);
