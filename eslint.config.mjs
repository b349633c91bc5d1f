import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FlatCompat } from '@eslint/eslintrc';

const compat = new FlatCompat({ baseDirectory: dirname(fileURLToPath(import.meta.url)) });

const config = [
  { ignores: ['node_modules/**', '.next/**', '.next-*/**', 'out/**', 'coverage/**', 'test-results/**', 'playwright-report/**', 'e2e/artifacts/**', 'next-env.d.ts', '.data/**', '.amplify/**'] },
  ...compat.extends('next/core-web-vitals', 'next/typescript'),
  {
    rules: {
      // Artwork is generated SVG served by our own route; next/image adds nothing for it.
      '@next/next/no-img-element': 'off',
    },
  },
];

export default config;
