import { cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createPgliteDataDir } from './create-pglite-data-dir';

/**
 * A fresh data folder for a test. PGlite's initdb takes seconds, so an initialised cluster is made
 * once per machine and PGlite version, and each folder gets a copy of it.
 */
export async function createTempDataDir(options: { withDatabase?: boolean } = {}): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'streamit-test-'));
  if (options.withDatabase !== false) cpSync(await ensureTemplate(), join(dataDir, 'pglite'), { recursive: true });
  return dataDir;
}

export function removeTempDataDir(dataDir: string): void {
  rmSync(dataDir, { recursive: true, force: true });
}

async function ensureTemplate(): Promise<string> {
  const template = join(tmpdir(), `streamit-pglite-template-${pgliteVersion()}`);
  if (existsSync(template)) return template;
  // Built aside and renamed into place, so a concurrent Jest worker never copies a half-made one.
  const building = mkdtempSync(`${template}.building-`);
  try {
    await createPgliteDataDir(join(building, 'pglite'));
    renameSync(join(building, 'pglite'), template);
  } catch (error) {
    if (!existsSync(template)) throw error;
  } finally {
    rmSync(building, { recursive: true, force: true });
  }
  return template;
}

function pgliteVersion(): string {
  const entry = require.resolve('@electric-sql/pglite');
  const manifest = JSON.parse(readFileSync(join(dirname(entry), '..', 'package.json'), 'utf8')) as { version: string };
  return manifest.version;
}
