import type { NextConfig } from 'next';
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } from 'next/constants';
import { generateIconSubset } from './scripts/generate-icon-subset.cjs';

const nextConfig: NextConfig = {
  // A second build (for example the end-to-end suite's) can live beside a running dev server.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  reactStrictMode: true,
  poweredByHeader: false,
  // The one server compresses (backend/main.ts through its page pipeline): it swaps each page's
  // render nonce for a fresh one first, which it cannot do in bytes Next has already gzipped.
  compress: false,
  // Next's own page cache, refusing pages rendered without this process's nonce (lib/security/render-nonce.ts).
  cacheHandler: require.resolve('./lib/security/render-nonce-cache-handler.mjs'),
  // Nothing kept in Next's own memory: our page cache (backend/core/site) already keeps guests'
  // pages in front of Next, and Next sizes each entry it keeps with JSON.stringify of its RSC data
  // (~6 ms per 40 KB page, on every cold render). Entries still go to the build's cache folder.
  cacheMaxMemorySize: 0,
  experimental: {
    // Routes load on their first request rather than all at start: about 60 MB less for a server
    // whose visitors only reach some of the 340 routes, for a few tens of ms on each route's first answer.
    preloadEntriesOnStart: false,
  },
  // `npm run lint` checks the whole tree (tests included); building need not lint it again.
  eslint: { ignoreDuringBuilds: true },
  // `npm test` type-checks the project (`npm run check`) before its end-to-end run builds the site,
  // and says so with SITE_TYPES_CHECKED=1: the build need not check it again (~1.5 min on 2 cores).
  // Every other build (npm start, npm run build, a deployment) still stops on a type error.
  typescript: { ignoreBuildErrors: process.env.SITE_TYPES_CHECKED === '1' },
  sassOptions: {
    // Bootstrap 5.3 still uses @import and global colour functions; its deprecations are not ours to fix.
    quietDeps: true,
    silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'legacy-js-api'],
  },
};

export default async function config(phase: string): Promise<NextConfig> {
  // The icon font holds only the icons the sources use, so it is made again before each build (and dev start).
  if (phase === PHASE_PRODUCTION_BUILD || phase === PHASE_DEVELOPMENT_SERVER) await generateIconSubset();
  return nextConfig;
}
