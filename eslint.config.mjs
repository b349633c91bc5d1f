import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import appsync from '@aws-appsync/eslint-plugin';
import { FlatCompat } from '@eslint/eslintrc';

const projectRoot = dirname(fileURLToPath(import.meta.url));
const compat = new FlatCompat({ baseDirectory: projectRoot });

const SITE = ['./app', './components', './lib', './middleware.ts'];

/**
 * One way down (shared/STYLE.md): routes → components → lib → (network) → backend. The site and the
 * local backend meet only over HTTP and through amplify/'s declarations, so `amplify/` deploys to AWS
 * without either of them.
 */
const LAYER_ZONES = [
  { target: SITE, from: './backend', message: 'The site reaches the backend over the network (lib/), never by importing backend/.' },
  { target: './backend', from: SITE, message: 'backend/ serves the site over HTTP; it never imports site code (app/, components/, lib/, middleware.ts).' },
  { target: './amplify', from: ['./backend', ...SITE], message: 'amplify/ is what deploys to AWS: it imports neither backend/ nor site code.' },
  { target: './lib', from: './components', message: 'lib/ sits below components/: move what both need into lib/.' },
];

/**
 * Where crossing a layer is the point: tests drive the site's modules against a real backend (and the
 * AWS functions against the local one), test-support/ and *.test-helper.ts are tests' own helpers,
 * e2e/ journeys start servers, and scripts/ (benches, the cluster) run the whole product.
 */
const MAY_CROSS_LAYERS = ['**/*.test.ts', '**/*.test.tsx', '**/*.test-helper.ts', '**/test-support/**', 'e2e/**', 'scripts/**'];

/**
 * The AppSync JS handlers (APPSYNC_JS runtime) Gen 2 uploads as they are: AppSync's own rule set,
 * with type information, so what the runtime refuses (async, classes, try, regex literals,
 * recursion, methods it lacks …) fails here instead of at deployment.
 */
const APPSYNC_RESOLVERS = ['amplify/data/**/*.js'];

const config = [
  { ignores: ['node_modules/**', '.next/**', '.next-*/**', 'out/**', 'coverage/**', 'test-results/**', 'playwright-report/**', 'e2e/artifacts/**', 'next-env.d.ts', '.data/**', '.amplify/**'] },
  ...compat.extends('next/core-web-vitals', 'next/typescript'),
  {
    rules: {
      // Artwork is generated SVG served by our own route; next/image adds nothing for it.
      '@next/next/no-img-element': 'off',
    },
  },
  {
    ignores: MAY_CROSS_LAYERS,
    rules: {
      'import/no-restricted-paths': ['error', { basePath: projectRoot, zones: LAYER_ZONES }],
    },
  },
  {
    // Components read and write data through lib/ (lib/data/, lib/content/), which owns the Data client.
    files: ['components/**'],
    ignores: MAY_CROSS_LAYERS,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['aws-amplify/data', 'aws-amplify/api', '@aws-amplify/api-graphql', '@aws-amplify/data-schema'].map((name) => ({
            name,
            message: 'Components reach the data API only through lib/ (lib/data/, lib/content/).',
          })),
        },
      ],
    },
  },
  {
    // next/dynamic's server render preloads the component's chunk without the page's nonce (Next 15.5's
    // PreloadChunks), which the Content-Security-Policy refuses: such components load in the browser only.
    files: ['app/**', 'components/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.name='dynamic'][arguments.length<2]",
          message: 'next/dynamic needs { ssr: false }: its server render preloads the chunk without the CSP nonce.',
        },
        {
          selector: "CallExpression[callee.name='dynamic'] > ObjectExpression:not(:has(> Property[key.name='ssr'][value.value=false]))",
          message: 'next/dynamic needs { ssr: false }: its server render preloads the chunk without the CSP nonce.',
        },
      ],
    },
  },
  {
    ...appsync.configs.recommended,
    files: APPSYNC_RESOLVERS,
    languageOptions: {
      ...appsync.configs.recommended.languageOptions,
      parserOptions: { project: './amplify/data/tsconfig.appsync.json', tsconfigRootDir: projectRoot },
    },
  },
];

export default config;
