import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { USERNAME_TAKEN_MESSAGE } from '../amplify/data/creator-records/usernames';
import { signInPathFor } from '../lib/auth/return-path';
import { FIX_FIELDS_NOTICE } from '../lib/validation/message-forms';
import { createUser, signInWith, uniqueEmail } from './support/identity';
import { expect, test } from './support/test';
import { resizeTo } from './support/viewport';
import { saveScreenshot } from './support/screenshot';

/**
 * Issue 17, the creator's experience: what a save did is said beside its button (politely for a
 * success, as an alert for an error), the username shows the address it gives while it is typed,
 * the brief editor's heading names the brief once it exists, a preview draws the brief as its
 * page will, a brief can be written with the keyboard alone (with a focus ring that shows), and
 * every workspace page passes axe's WCAG 2 A/AA rules without sideways scrolling.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const suffix = randomUUID().slice(0, 6);
const email = uniqueEmail('workspace');
const username = `ws-${suffix}`;
/** A sample creator's username (backend/data/sample-content/creators.ts). */
const SAMPLE_USERNAME = 'anikasterling';
const briefTitle = `Notes from a muted account ${suffix}`;
const boldWords = 'Write to your readers';
const WORKSPACE_PAGES = ['/me', '/me/profile', '/me/bans', '/me/shadowbans', '/me/briefs/new'];
/** The session of the first test's sign-in, which every later test's browser starts with. */
const signedInState = join(tmpdir(), `e2e-workspace-${suffix}.json`);

test.beforeAll(() => createUser(email));

/** Opens a /me page in a browser that already has the creator's session (signedInState). */
async function openSignedIn(page: Page, path: string) {
  await page.goto(path);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

/** The status sits in the same row as the button that did it, and both are on the screen. */
async function expectBesideButton(status: Locator, button: Locator) {
  await expect(status).toBeInViewport();
  await expect(button).toBeInViewport();
  const [statusBox, buttonBox] = [await status.boundingBox(), await button.boundingBox()];
  // Beside it, or just under it once the row wraps on a phone: never a screen away.
  expect(Math.abs(statusBox!.y - buttonBox!.y), 'distance between the status and its button').toBeLessThan(120);
}

/** Presses Tab until `target` has focus, at most `limit` times. */
async function tabTo(page: Page, target: Locator, limit = 25) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

async function expectNoAxeViolations(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const violations = results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 5).join(', ')}`);
  expect(violations, `axe on ${what}`).toEqual([]);
}

test('creating a profile: the address follows the typed name, the result shows beside the button', async ({ page, request }) => {
  // The guard sends a guest on each page these tests open to sign in with a way back; the creator
  // signs in once, here, and the later tests start from this session.
  for (const path of [...WORKSPACE_PAGES, '/me/briefs']) {
    const answer = await request.get(path, { maxRedirects: 0 });
    expect(answer.status(), `${path} for a guest`).toBe(307);
    const location = new URL(answer.headers().location ?? '', 'http://site.invalid');
    expect(`${location.pathname}${location.search}`, `${path} for a guest`).toBe(signInPathFor(path));
  }
  await page.goto('/me/profile');
  await expect(page).toHaveURL(/\/auth\/login/);
  await signInWith(page, email);
  await expect(page).toHaveURL(/\/me\/profile$/);
  await page.context().storageState({ path: signedInState });
  const field = page.getByLabel('Username', { exact: true });
  const preview = page.getByTestId('username-preview');

  await field.pressSequentially('Jane');
  await expect(preview).toHaveText('Your public address: /profiles/jane');
  await field.pressSequentially('Doe');
  await expect(preview).toHaveText('Your public address: /profiles/janedoe');
  await field.fill(username);
  await expect(preview).toHaveText(`Your public address: /profiles/${username}`);
  await expect(page.getByTestId('username-check')).toHaveText(/This username is free/);

  // Fields to fix: the field takes focus, and the notice beside the button is an alert.
  const create = page.getByRole('button', { name: 'Create profile' });
  await create.click();
  const alert = page.locator('#profile-status').getByRole('alert');
  await expect(alert).toHaveText(FIX_FIELDS_NOTICE);
  await expect(page.getByLabel('Display name')).toBeFocused();

  // The server's refusal shows beside the button, styled as an error.
  await page.getByLabel('Display name').fill(`Workspace Creator ${suffix}`);
  await field.fill(SAMPLE_USERNAME);
  await create.click();
  await expect(alert).toHaveText(USERNAME_TAKEN_MESSAGE);
  await expect(alert.locator('.action-status-error')).toBeVisible();
  await expectBesideButton(alert, create);

  await field.fill(username);
  await create.click();
  const status = page.locator('#profile-status').getByRole('status');
  await expect(status).toHaveText('Your profile is created.');
  await expect(status).toHaveAttribute('aria-live', 'polite');
  await expect(status.locator('.action-status-success')).toBeVisible();
  await expect(alert).toBeEmpty();
  await expectBesideButton(status, page.getByRole('button', { name: 'Save profile' }));
  await expect(page.locator('.my-form-actions').filter({ has: page.getByRole('button', { name: 'Save profile' }) })).toContainText('Your profile is created.');
});

test.describe('signed in from the first test', () => {
  test.use({ storageState: signedInState });

  test('adding and deleting a ban: each result shows where it was done', async ({ page }) => {
    await openSignedIn(page, '/me/bans');
    const add = page.getByRole('button', { name: 'Add a platform ban' });
    await add.click();
    await page.getByLabel('Platform', { exact: true }).selectOption('youtube');
    await page.getByLabel('Date of the ban').fill('2024-05-14');
    await page.getByLabel('What happened').fill('Channel terminated after a lecture on moderation.');
    await page.getByRole('button', { name: 'Add ban' }).click();
    const added = page.getByRole('status').filter({ hasText: 'The ban is added. Your profile totals are up to date.' });
    await expect(added).toBeVisible();
    await expectBesideButton(added, add);
    await expect(add).toBeFocused();

    await page.getByRole('button', { name: /^Delete YouTube ban/ }).click();
    await page.getByRole('button', { name: 'Yes, delete' }).click();
    const deleted = page.getByRole('listitem').getByRole('status').filter({ hasText: 'The ban is deleted. Your profile totals are up to date.' });
    await expect(deleted).toBeVisible();
    await expect(deleted).toBeInViewport();
  });

  test('a brief written with the keyboard alone; the heading then names it', async ({ page }) => {
    await openSignedIn(page, '/me/briefs/new');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('New brief');
    const bold = page.getByRole('button', { name: 'Bold' });
    await expect(bold).toBeVisible();

    await page.getByRole('tab', { name: 'Write' }).focus();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Title')).toBeFocused();
    await page.keyboard.type(briefTitle);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Summary')).toBeFocused();
    await page.keyboard.type('What a muted account can still do.');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Category')).toBeFocused();
    await page.keyboard.type('Influence');
    await expect(page.getByLabel('Category')).toHaveValue('Influence');

    await tabTo(page, bold);
    const ring = await bold.evaluate((element) => {
      const style = getComputedStyle(element);
      return { isFocusVisible: element.matches(':focus-visible'), outline: style.outlineStyle, width: parseFloat(style.outlineWidth), shadow: style.boxShadow };
    });
    expect(ring.isFocusVisible).toBe(true);
    expect((ring.outline !== 'none' && ring.width >= 2) || ring.shadow !== 'none', `focus ring of Bold: ${JSON.stringify(ring)}`).toBe(true);

    // The toolbar is one Tab stop; the arrow keys, Home and End move within it.
    const formatting = page.getByRole('toolbar', { name: 'Formatting' });
    await expect(formatting.locator('button[tabindex="0"]')).toHaveCount(1);
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('button', { name: 'Italic' })).toBeFocused();
    await page.keyboard.press('End');
    await expect(page.getByRole('button', { name: 'Redo' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(bold).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(bold).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.type(boldWords);
    await expect(page.getByRole('textbox', { name: 'Brief' }).locator('strong')).toHaveText(boldWords);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Create brief' })).toBeFocused();
    await page.keyboard.press('Enter');

    const status = page.locator('#brief-status').getByRole('status');
    await expect(status).toHaveText('Draft created. Only you can see it until you publish it.');
    await expectBesideButton(status, page.getByRole('button', { name: 'Save brief' }));
    await expect(page).toHaveURL(/\/me\/briefs\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Edit brief: ${briefTitle}`);
    await expect(page).toHaveTitle(new RegExp(`^Edit brief: ${briefTitle}`));

    // Loaded again, the editor names the brief it edits.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Edit brief: ${briefTitle}`);
  });

  test('the preview draws the brief as its page will, from what is typed', async ({ page }) => {
    await openSignedIn(page, '/me/briefs');
    await page.getByRole('link', { name: `Edit: ${briefTitle}` }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Edit brief: ${briefTitle}`);
    await page.getByLabel('Summary').fill('Typed, not yet saved.');

    await page.getByRole('tab', { name: 'Preview' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Preview' });
    await expect(panel.getByRole('heading', { name: briefTitle })).toBeVisible();
    await expect(panel.locator('.brief-lead')).toHaveText('Typed, not yet saved.');
    await expect(panel.locator('.brief-body strong')).toHaveText(boldWords);
    await expect(page.getByLabel('Title')).toBeHidden();
    await expectNoAxeViolations(page, 'the brief preview');

    // The arrow keys move between the tabs; the editor kept what was typed.
    await page.getByRole('tab', { name: 'Preview' }).press('ArrowLeft');
    await expect(page.getByRole('tab', { name: 'Write' })).toBeFocused();
    await expect(page.getByLabel('Summary')).toHaveValue('Typed, not yet saved.');
  });

  test('every workspace page passes axe and fits the screen at 360 and 1280 px', async ({ page }) => {
    test.setTimeout(240_000);
    // Each page loaded once at 360 px, then measured again at 1280 px as CSS lays it out anew.
    for (const path of WORKSPACE_PAGES) {
      await resizeTo(page, 360);
      await openSignedIn(page, path);
      await expect(page.locator('.my-content')).toBeVisible();
      await expect(page.getByText(/Loading/)).toHaveCount(0);
      for (const width of [360, 1280]) {
        if (width !== 360) await resizeTo(page, width);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${path} at ${width}px is wider than the screen`).toBeLessThanOrEqual(0);
        await expectNoAxeViolations(page, `${path} at ${width}px`);
      }
    }
    // The record form, open.
    await resizeTo(page, 360);
    await page.goto('/me/bans');
    await page.getByRole('button', { name: 'Add a platform ban' }).click();
    await expectNoAxeViolations(page, 'the ban form at 360px');
    await resizeTo(page, 1280);
    await expectNoAxeViolations(page, 'the ban form at 1280px');
  });

  test('every workspace page passes axe in the light scheme', async ({ page }) => {
    test.setTimeout(240_000);
    await openSignedIn(page, '/me');
    await page.evaluate(() => sessionStorage.setItem('streamit-settings', JSON.stringify({ colorScheme: 'light' })));
    for (const path of WORKSPACE_PAGES) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'light');
      await expect(page.locator('.my-content')).toBeVisible();
      await expect(page.getByText(/Loading/)).toHaveCount(0);
      await expectNoAxeViolations(page, `${path} in the light scheme`);
    }
    await page.goto('/me/bans');
    await page.getByRole('button', { name: 'Add a platform ban' }).click();
    await expectNoAxeViolations(page, 'the ban form in the light scheme');
  });

  test('screenshots of the brief editor at 390 and 1280 px', async ({ page }) => {
    await resizeTo(page, 390);
    await openSignedIn(page, '/me/briefs/new');
    const bold = page.getByRole('button', { name: 'Bold' });
    await expect(bold).toBeVisible();
    await page.getByRole('tab', { name: 'Write' }).focus();
    await tabTo(page, bold);
    for (const width of [390, 1280]) {
      if (width !== 390) await resizeTo(page, width);
      await expect(bold).toBeFocused();
      await saveScreenshot(page, { path: `e2e/artifacts/workspace-brief-editor-${width}.png`, fullPage: true });
    }
  });
});
