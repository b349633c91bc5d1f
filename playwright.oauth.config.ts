import { defineConfig, devices } from '@playwright/test';

/**
 * The journeys that need TLS: hosted sign-in (e2e/oauth.spec.ts), as the Amplify client only reaches
 * the hosted UI over https, and real time (e2e/live-queue.spec.ts), as it connects subscriptions with
 * wss:// only. This run starts its own server with HTTPS=1 (a generated localhost certificate), and
 * a stand-in OpenID Connect provider playing Google.
 *
 *   npx playwright test -c playwright.oauth.config.ts
 */
const port = Number(process.env.E2E_OAUTH_PORT ?? 3400);
const standInPort = Number(process.env.E2E_STAND_IN_PORT ?? 3401);
const dataDir = process.env.E2E_OAUTH_DATA_DIR ?? '.data-e2e-oauth';
export const baseURL = `https://localhost:${port}`;
const standInUrl = `http://localhost:${standInPort}`;
const STAND_IN_CLIENT = { id: 'banwatch-e2e-google', secret: 'stand-in-google-secret-for-e2e' };

// The journeys' helpers (e2e/support/identity.ts) read the server's data folder from here.
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: './e2e',
  testMatch: ['oauth.spec.ts', 'live-queue.spec.ts'],
  outputDir: './test-results/oauth',
  timeout: 90_000,
  expect: { timeout: 15_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL,
    // The generated certificate is self-signed.
    ignoreHTTPSErrors: true,
    trace: 'retain-on-failure',
    // No smooth scrolling (Bootstrap turns it on unless motion is reduced): a click's scroll into view
    // then ends before the click, instead of the page still gliding when a slow machine clicks.
    contextOptions: { reducedMotion: 'reduce' },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic'],
    },
  },
  projects: [{ name: 'chromium-tls', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: 'node --import tsx backend/identity/oauth/test-support/stand-in-provider.ts',
      // The stand-in listens on 127.0.0.1; browsers and Node reach "localhost" there too.
      url: `http://127.0.0.1:${standInPort}/.well-known/openid-configuration`,
      env: {
        STAND_IN_PORT: String(standInPort),
        STAND_IN_CLIENT_ID: STAND_IN_CLIENT.id,
        STAND_IN_CLIENT_SECRET: STAND_IN_CLIENT.secret,
        STAND_IN_REDIRECT_URIS: `${baseURL}/oauth2/idpresponse`,
      },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
    },
    {
      command: 'node scripts/start.mjs',
      url: `${baseURL}/_aws/health`,
      ignoreHTTPSErrors: true,
      env: {
        PORT: String(port),
        HTTPS: '1',
        DATA_DIR: dataDir,
        // Its own outputs file, so the http suite's server (and a developer's) keep theirs.
        AMPLIFY_OUTPUTS_PATH: `${dataDir}/amplify_outputs.json`,
        GOOGLE_CLIENT_ID: STAND_IN_CLIENT.id,
        GOOGLE_CLIENT_SECRET: STAND_IN_CLIENT.secret,
        GOOGLE_ISSUER_URL: standInUrl,
      },
      reuseExistingServer: !process.env.CI,
      timeout: 600_000,
      stdout: 'pipe',
    },
  ],
});
