import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** Unit tests sit beside the code they test; Playwright's journeys in e2e/ are not Jest's. */
export default createJestConfig({
  testEnvironment: 'node',
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testMatch: ['<rootDir>/{lib,components,app,amplify,backend}/**/*.test.{ts,tsx}'],
  // A handle left open by one of the integration suites keeps an in-band run alive after every
  // test has passed (found on a 2-core CI machine); exit once the results are in. Tracked in the
  // issue notes: find the handle (--detectOpenHandles) and remove this.
  forceExit: true,
});
