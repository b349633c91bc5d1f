import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** Unit tests sit beside the code they test; Playwright's journeys in e2e/ are not Jest's. */
export default createJestConfig({
  testEnvironment: 'node',
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testMatch: ['<rootDir>/{lib,components,app,amplify,backend}/**/*.test.{ts,tsx}'],
  // Jest's default on CI's 2 cores is one worker (cores - 1), which runs every suite in band; most
  // suites wait on a database (PGlite's thread, PostgreSQL, DynamoDB Local's JVM) one request at a
  // time, so two suites at once keep both cores busy. Tests already run beside each other here.
  ...(process.env.CI ? { maxWorkers: 2 } : {}),
  // The suites known to take minutes start first (jest.sequencer.mjs says why).
  testSequencer: '<rootDir>/jest.sequencer.mjs',
});
