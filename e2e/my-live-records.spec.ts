import { randomUUID } from 'node:crypto';
import type { Page, WebSocket } from '@playwright/test';
import { asUser } from './support/as-user';
import { createUser, signInWith, uniqueEmail } from './support/identity';
import { expect, test } from './support/test';

/**
 * A creator's /me while it is open (issue 47), over plain http: when a moderator verifies one of
 * the creator's records, hides it or restores it, the page says "One of your records was updated. Show"
 * without a reload and nothing on it moves; Show reads the server's first view again in place.
 * The moderator's writes go through the Data client in Node, as the moderators' pages send them.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const suffix = randomUUID().slice(0, 6);
const creatorEmail = uniqueEmail('my-live');
const moderatorEmail = uniqueEmail('my-live-moderator');

/** Resolves at the page's next start_ack on a real-time connection (its subscription is live from then on). */
function nextStartAck(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket: WebSocket) => {
      if (!socket.url().includes('/realtime')) return;
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).includes('"start_ack"')) resolve();
      });
    });
  });
}

test.beforeAll(() => {
  createUser(creatorEmail);
  createUser(moderatorEmail, { groups: ['MODERATORS'] });
});

test("a creator's open /me offers a moderator's verification, hide and restore of their own ban, and Show reads the page again", async ({ page }) => {
  let banId = '';
  await page.goto('/');
  await asUser(page, creatorEmail, async (client) => {
    expect((await client.mutations.saveMyProfile({ username: `my-live-${suffix}`, displayName: `My live ${suffix}` })).errors).toBeUndefined();
    const ban = await client.mutations.saveMyPlatformBan({ platformId: 'youtube', dateOfBan: new Date().toISOString().slice(0, 10), explanation: `Suspended (${suffix}).`, appealStatus: 'PENDING' });
    expect(ban.errors).toBeUndefined();
    banId = ban.data!.id;
  });

  await page.goto('/me');
  await expect(page).toHaveURL(/\/auth\/login/);
  await signInWith(page, creatorEmail);
  await expect(page).toHaveURL(/\/me$/);
  // A full load: the server's first view, whose records the page listens for once it has settled.
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const acked = nextStartAck(page);
  await page.goto('/me');
  const bansCard = page.getByRole('link', { name: /^My platform bans \d+ recorded/ });
  await expect(bansCard).toContainText('1 recorded');
  await acked;
  // A mark on this document: a reload (which Show must not be) would lose it.
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

  const notice = page.getByRole('status').getByText('One of your records was updated.');
  // One moderator sign-in for the three acts: a second one within the same 30 s would wait for the
  // next authenticator code (the pool refuses a code used already).
  await asUser(page, moderatorEmail, async (client) => {
    const step = await client.mutations.setRecordVerification({ recordModel: 'PlatformBan', recordId: banId, level: 'CORROBORATED', note: `Matches another report (${suffix}).`, source: 'MATCHING_REPORT' });
    expect(step.errors).toBeUndefined();
    await expect(notice).toBeVisible();
    await page.getByRole('status').getByRole('button', { name: 'Show' }).click();
    // The note goes when the new view is in (Showing… until then): the next act comes after that read.
    await expect(notice).toHaveCount(0);
    await expect(bansCard).toContainText('1 recorded');

    const hiddenHeading = page.getByRole('heading', { name: 'A moderator hid one of your records' });
    expect((await client.mutations.hideRecord({ model: 'PlatformBan', id: banId, reason: `Not theirs (${suffix}).` })).errors).toBeUndefined();
    await expect(notice).toBeVisible();
    // Nothing moves before Show: the page is still the one first served.
    await expect(hiddenHeading).toHaveCount(0);
    await expect(bansCard).toContainText('1 recorded');
    await page.getByRole('status').getByRole('button', { name: 'Show' }).click();
    await expect(hiddenHeading).toBeVisible();
    await expect(page.getByText(`Reason: Not theirs (${suffix}).`)).toBeVisible();
    await expect(bansCard).toContainText('0 recorded');
    await expect(notice).toHaveCount(0);

    // The hidden record's key came with the first view Show brought: its restore is heard too.
    expect((await client.mutations.restoreRecord({ model: 'PlatformBan', id: banId, reason: `Theirs after all (${suffix}).` })).errors).toBeUndefined();
    await expect(notice).toBeVisible();
    await page.getByRole('status').getByRole('button', { name: 'Show' }).click();
    await expect(notice).toHaveCount(0);
    await expect(hiddenHeading).toHaveCount(0);
    await expect(bansCard).toContainText('1 recorded');
  });
  expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  expect(errors).toEqual([]);
});
