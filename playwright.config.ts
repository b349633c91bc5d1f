import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3300);
export const baseURL = `http://localhost:${port}`;
const dataDir = process.env.E2E_DATA_DIR ?? '.data-e2e';

/**
 * End-to-end journeys against the production build, in Debian's Chromium (Playwright's own
 * browser downloads are not available here).
 */
export default defineConfig({
  testDir: './e2e',
  // The hosted sign-in journeys and the live queue run over TLS: playwright.oauth.config.ts runs them
  // (the live queue's guest reports would also meet moderation.spec's exhausted hourly limit here).
  testIgnore: ['oauth.spec.ts', 'live-queue.spec.ts'],
  outputDir: './test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // One retry on CI only: the 2-core CI machine runs two browsers, the site and the backend at once, and
  // a page's first load there sometimes outlasts a wait (reported as "flaky"); a test failing twice fails CI.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    // Recording a trace costs every test (the link crawl's was ~74 MB of answers); CI records the
    // retry of a failed test only, a developer's run keeps the trace of any failure.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // No smooth scrolling (Bootstrap turns it on unless motion is reduced): a click's scroll into view
    // then ends before the click, instead of the page still gliding when a slow machine clicks.
    contextOptions: { reducedMotion: 'reduce' },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic'],
    },
  },
  projects: [
    { name: 'chromium', testIgnore: ['oauth.spec.ts', 'live-queue.spec.ts', 'fuzz.spec.ts'], use: { ...devices['Desktop Chrome'], channel: undefined } },
    // After every journey and alone: its bursts of malformed requests would slow the journeys, and
    // its time bounds mean something only on a server nothing else loads. Alone: --project=fuzz --no-deps.
    { name: 'fuzz', testMatch: 'fuzz.spec.ts', dependencies: ['chromium'] },
  ],
  webServer: {
    command: 'node scripts/start.mjs',
    url: baseURL,
    // Its own data folder and outputs file, so a developer's running server (which holds .data and
    // writes amplify_outputs.json) neither blocks it nor is overwritten by it.
    // Every journey signs up from this machine's address, run after run: no per-address sign-up limit (README).
    env: { PORT: String(port), DATA_DIR: dataDir, AMPLIFY_OUTPUTS_PATH: `${dataDir}/amplify_outputs.json`, SIGN_UP_LIMITS: 'off' },
    reuseExistingServer: !process.env.CI,
    timeout: 600_000,
    stdout: 'pipe',
  },
});
