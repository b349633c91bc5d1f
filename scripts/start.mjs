#!/usr/bin/env node
// npm start – builds the site when its sources changed since the last build, compiles the server
// (scripts/build-backend.mjs), then serves the site and the local backend together on PORT
// (default 3000) through backend/main.ts as compiled.
import { spawnSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildBackend } from './build-backend.mjs';
import { serverHeapFlags, serverMallocEnv } from './server-heap-flags.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const sources = ['app', 'components', 'lib', 'styles', 'public', 'amplify', 'middleware.ts', 'next.config.ts', 'package-lock.json', 'tsconfig.json'];
const distDir = join(root, process.env.NEXT_DIST_DIR || '.next');
const stampFile = join(distDir, 'source-hash');
const nextBin = join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
// The server's heap bounds (HEAP_MAX_MB, NODE_OPTIONS): scripts/server-heap-flags.mjs explains them.
const heap = serverHeapFlags(process.env);
if (heap.error !== undefined) {
  console.error(`[start] ${heap.error}`);
  process.exit(1);
}
const v8Flags = heap.flags;

function* filesUnder(path) {
  if (!existsSync(path)) return;
  if (statSync(path).isFile()) return yield path;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.name.endsWith('.test.ts') || entry.name.endsWith('.test.tsx')) continue;
    yield* filesUnder(join(path, entry.name));
  }
}

function sourceHash() {
  const hash = createHash('sha256');
  for (const source of sources) {
    for (const file of [...filesUnder(join(root, source))].sort()) {
      hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
    }
  }
  return hash.digest('hex');
}

const currentHash = sourceHash();
const isBuilt = existsSync(join(distDir, 'BUILD_ID')) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === currentHash;

if (!isBuilt) {
  console.log('[start] sources changed since the last build (or no build yet): building…');
  const build = spawnSync(process.execPath, [nextBin, 'build'], { cwd: root, stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  if (build.status !== 0) process.exit(build.status ?? 1);
  writeFileSync(stampFile, currentHash);
}

// The server runs in one child, as plain JavaScript compiled ahead (no loader in the server: about
// 40 MB less than tsx compiling it as it loads). It stays in this process group, so whatever stops the
// group (a test runner's kill, a terminal) stops it too; a Ctrl-C that reaches it both from the
// terminal and relayed from here counts once (backend/main.ts).
const serverEntry = await buildBackend(distDir);
const server = spawn(process.execPath, [...v8Flags, serverEntry], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, ...serverMallocEnv(process.env), NEXT_TELEMETRY_DISABLED: '1', NEXT_IGNORE_INCORRECT_LOCKFILE: '1' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 1));
