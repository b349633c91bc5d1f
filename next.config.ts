import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // A second build (for example the end-to-end suite's) can live beside a running dev server.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  reactStrictMode: true,
  poweredByHeader: false,
  // `npm run lint` checks the whole tree (tests included); building need not lint it again.
  eslint: { ignoreDuringBuilds: true },
  sassOptions: {
    // Bootstrap 5.3 still uses @import and global colour functions; its deprecations are not ours to fix.
    quietDeps: true,
    silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'legacy-js-api'],
  },
};

export default nextConfig;
