import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { SAMPLE_BRIEFS } from '../backend/data/sample-content/briefs';
import { createUser, E2E_DATA_DIR, signInWith, uniqueEmail } from './support/identity';
import { saveScreenshot } from './support/screenshot';
import { expect, test } from './support/test';

/**
 * Real time (issue 47), over TLS (playwright.oauth.config.ts: the Amplify client connects its
 * subscriptions with wss:// only): a moderator has the moderation queue open; a guest reports a
 * brief; without a reload the queue says a report came in, and Show lists it. At a desktop's width
 * and a phone's, with screenshots in e2e/artifacts/.
 */
test.describe.configure({ mode: 'serial' });

/** Resolves when the page's realtime connection acknowledges a subscription (start_ack). */
function subscriptionStarted(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) =>
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).includes('"start_ack"')) resolve();
      }),
    );
  });
}

async function moderatorOnQueue(browser: Browser, width: number): Promise<{ page: Page; subscribed: Promise<void> }> {
  const email = uniqueEmail(`live-moderator-${width}`);
  // The operator CLI reaches the running server over https: it trusts the server's own certificate.
  createUser(email, { groups: ['MODERATORS'], env: { NODE_EXTRA_CA_CERTS: join(E2E_DATA_DIR, 'tls', 'localhost-cert.pem') } });
  const page = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
  // The queue opens its subscription once the page has settled (after the first view).
  const subscribed = subscriptionStarted(page);
  await page.goto('/admin/moderation');
  await expect(page).toHaveURL(/\/auth\/login/);
  await signInWith(page, email);
  await expect(page).toHaveURL(/\/admin\/moderation$/);
  await expect(page.getByRole('heading', { name: 'Open reports' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
  return { page, subscribed };
}

async function guestReports(browser: Browser, reason: string): Promise<void> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(`/briefs/${SAMPLE_BRIEFS.find((brief) => brief.status === 'PUBLISHED')!.slug}`);
  await page.getByRole('button', { name: 'Report this brief' }).click();
  const form = page.getByRole('form', { name: 'Report this brief' });
  await form.getByLabel('What is wrong with it?').fill(reason);
  await form.getByRole('button', { name: 'Send report' }).click();
  await expect(form.getByLabel('What is wrong with it?')).toHaveValue('');
  await page.context().close();
}

for (const width of [1280, 390]) {
  test(`a moderator's open queue hears a guest's new report without reload (${width} px)`, async ({ browser }) => {
    const { page: moderator, subscribed } = await moderatorOnQueue(browser, width);
    const errors: string[] = [];
    moderator.on('pageerror', (error) => errors.push(error.message));
    let reloads = 0;
    moderator.on('framenavigated', (frame) => {
      if (frame === moderator.mainFrame()) reloads += 1;
    });
    // The subscription has connected (wss://, start_ack) before the guest writes.
    await subscribed;

    const reason = `Live report at ${width} px: someone else's ban story (${Date.now()}).`;
    await guestReports(browser, reason);
    // In the queue's live region, floating at the window's foot.
    const bar = moderator.getByRole('status').getByText('1 new report since this list was loaded.');
    await expect(bar).toBeVisible({ timeout: 5000 });
    await saveScreenshot(moderator, { path: `e2e/artifacts/live-queue-bar-${width}.png` });

    await moderator.getByRole('status').getByRole('button', { name: 'Show' }).click();
    await expect(moderator.getByText(reason)).toBeVisible();
    await expect(bar).toHaveCount(0);
    await moderator.getByText(reason).scrollIntoViewIfNeeded();
    await saveScreenshot(moderator, { path: `e2e/artifacts/live-queue-shown-${width}.png` });
    expect(reloads).toBe(0);
    expect(errors).toEqual([]);
    await moderator.context().close();
  });
}
