import { join } from 'node:path';
import { build } from 'esbuild';

/**
 * A script of e2e/support/browser/ bundled for Chromium (one IIFE with its packages), for a test
 * to evaluate in a page of the site: the client code runs as in the site's pages, and the product
 * serves nothing for tests.
 */
export async function browserBundle(entry: string): Promise<string> {
  const result = await build({
    entryPoints: [join(__dirname, 'browser', entry)],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  return result.outputFiles[0].text;
}
