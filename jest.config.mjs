import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** Unit tests sit beside the code they test; Playwright's journeys in e2e/ are not Jest's. */
export default createJestConfig({
  testEnvironment: 'node',
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testMatch: ['<rootDir>/{lib,components,app,amplify,backend}/**/*.test.{ts,tsx}'],
});
