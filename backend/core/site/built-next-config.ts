import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { NextConfig } from 'next';

/** What `next build` writes beside the pages: among others, the resolved configuration of the build. */
const REQUIRED_SERVER_FILES = 'required-server-files.json';
/** Where Next looks for a resolved configuration before it reads next.config.* (its standalone server sets it too). */
const BUILT_CONFIG_ENV = '__NEXT_PRIVATE_STANDALONE_CONFIG';

/**
 * The Next.js configuration a production build was made with, or undefined when `distDir` holds
 * no build (Next then reads next.config.ts itself and says what is missing).
 *
 * @param projectRoot the folder holding next.config.ts
 * @param distDir the build folder relative to it (NEXT_DIST_DIR); it may be a copy of the folder the
 *   build was made in, and the copy is where pages are served from
 */
export function readBuiltNextConfig(projectRoot: string, distDir: string): NextConfig | undefined {
  const file = join(projectRoot, distDir, REQUIRED_SERVER_FILES);
  if (!existsSync(file)) return undefined;
  const { config } = JSON.parse(readFileSync(file, 'utf8')) as { config?: unknown };
  if (!config || typeof config !== 'object') throw new Error(`${file} holds no Next.js configuration: build the site again.`);
  return { ...(config as NextConfig), distDir };
}

/**
 * Lets a production server start from the build's own configuration instead of compiling
 * next.config.ts again, as `next build`'s standalone server does. Compiling it loads the TypeScript
 * compiler and SWC's native binary, about 60 MB that then stay in the process for its whole life
 * although serving never uses them. start.mjs builds again whenever next.config.ts changes, so
 * the build's copy is the current one. Call before Next prepares; returns whether a build was found.
 */
export function adoptBuiltNextConfig(projectRoot: string, distDir: string, env: Record<string, string | undefined> = process.env): boolean {
  const config = readBuiltNextConfig(projectRoot, distDir);
  if (!config) return false;
  env[BUILT_CONFIG_ENV] = JSON.stringify(config);
  return true;
}
