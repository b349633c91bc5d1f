import { cpSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What a bench's copy of a production build leaves out: Next's cache folder, the build's traces and
 * types, and server/route-cache, where Next keeps the pages it rendered (ISR). A server once started
 * on the build folder (npm start, the end-to-end suite) leaves its store's pages there, and a copy
 * holding them served another store's pages: /platforms with 27 bans for 100,027, an RSS feed
 * naming briefs this store does not have (2 % of the cluster bench's requests answered 404).
 */
const LEFT_OUT = ['cache', 'trace', 'types', join('server', 'route-cache')];

/** Copies the build at `buildDir` to `targetDir` without its caches, so a server on the copy starts with none. */
export function copyBuildWithoutCaches(buildDir: string, targetDir: string): void {
  const skipped = new Set(LEFT_OUT.map((name) => join(buildDir, name)));
  cpSync(buildDir, targetDir, { recursive: true, filter: (source) => !skipped.has(source) });
}
