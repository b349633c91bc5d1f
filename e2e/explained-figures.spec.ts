import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { Amplify } from 'aws-amplify';
import { signIn, signOut } from 'aws-amplify/auth';
import { generateClient } from 'aws-amplify/data';
import { ConsoleLogger } from 'aws-amplify/utils';
import { MESSAGE_MAX_LENGTH } from '../amplify/data/site/message-limits';
import { toResourcesConfig } from '../lib/amplify/resources-config';
import type { Schema } from '../lib/data/schema';
import { createUser, PASSWORD, signInWith, uniqueEmail } from './support/identity';
import { expect, test } from './support/test';
import { resizeTo } from './support/viewport';
import { siteOutputs } from './support/site-outputs';

/**
 * Issue 17, figures that explain themselves: a creator's page counts bans and shadowban reports
 * apart, says what each figure counts, links each to the section of /methodology that defines it
 * and shows what the badge colours mean; admin lists clamp long texts behind "Show more"; and
 * these pages pass axe (WCAG 2 A/AA) without sideways scrolling on a phone and a desktop.
 */
test.describe.configure({ timeout: 180_000 });

const WIDTHS = [360, 1280];
const suffix = randomUUID().slice(0, 6);

async function expectNoSidewaysScroll(page: Page, what: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect.soft(overflow, `${what} is wider than the screen`).toBeLessThanOrEqual(0);
}

async function expectNoAxeViolations(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const violations = results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 5).join(', ')}`);
  // Soft: one run lists the violations of every page, not just the first failing one.
  expect.soft(violations, `axe on ${what}`).toEqual([]);
}

/** Configures the real Amplify client in Node with the site's own outputs. */
async function configureAmplify(page: Page) {
  if (!page.url().startsWith('http')) await page.goto('/');
  const outputs = await siteOutputs(page);
  // Amplify warns that the endpoints are custom: they are, on purpose.
  ConsoleLogger.LOG_LEVEL = 'ERROR';
  Amplify.configure(toResourcesConfig(outputs));
}

async function signedInAdmin(browser: Browser): Promise<Page> {
  const email = uniqueEmail('figures-admin');
  createUser(email, { groups: ['ADMINS'] });
  const page = await (await browser.newContext()).newPage();
  await page.goto('/admin');
  await signInWith(page, email);
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
  return page;
}

/** A figure's value (its tile also holds the note saying what it counts, and the link). */
function figureValue(page: Page, testId: string) {
  return page.getByTestId(testId).locator('.profile-total-value');
}

test('a creator with shadowban reports only: 0 bans, the reports counted apart, each figure linked to its definition', async ({ page }) => {
  const email = uniqueEmail('reports-only');
  const username = `reportsonly${suffix}`;
  createUser(email);
  await configureAmplify(page);
  await signIn({ username: email, password: PASSWORD });
  try {
    const client = generateClient<Schema>({ authMode: 'userPool' });
    const profile = await client.mutations.saveMyProfile({ username, displayName: `Reports Only ${suffix}`, activePlatforms: ['X', 'YOUTUBE'] });
    expect(profile.errors).toBeUndefined();
    for (const [platform, financialImpact] of [['X', 1200], ['INSTAGRAM', 300.5]] as const) {
      const report = await client.mutations.saveMyShadowbanReport({ platform, category: 'Reach', restrictionType: 'Search ban', description: 'Posts vanished from search.', date: '2024-02-01', financialImpact });
      expect(report.errors).toBeUndefined();
    }
  } finally {
    await signOut();
  }

  await expect(async () => {
    await page.goto(`/profiles/${username}`);
    await expect(figureValue(page, 'total-shadowban-reports')).toHaveText('2', { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  const figures = page.locator('dl.profile-totals');
  await expect(page.getByTestId('total-total-bans').getByRole('term')).toHaveText('Bans recorded');
  await expect(figureValue(page, 'total-total-bans')).toHaveText('0');
  await expect(page.getByTestId('total-shadowban-reports').getByRole('term')).toHaveText('Shadowban reports');
  await expect(page.getByTestId('total-shadowban-reports')).toContainText('not counted as bans');
  await expect(figureValue(page, 'total-platforms-with-a-ban')).toHaveText('0');
  await expect(figureValue(page, 'total-platforms-affected')).toHaveText('2');
  await expect(page.getByTestId('total-platforms-affected')).toContainText('With a ban or a shadowban report');
  await expect(figureValue(page, 'total-estimated-loss')).toHaveText('$1,500.50');

  // Each platform under one standing: X has a report, so it is limited and not also active.
  await expect(page.getByRole('list', { name: 'Limited on' })).toContainText('X (Twitter)');
  await expect(page.getByRole('list', { name: 'Active on' })).toHaveText(/YouTube/);
  await expect(page.getByRole('list', { name: 'Active on' })).not.toContainText('X (Twitter)');

  // The legend says what each colour means, in words.
  const legend = page.getByRole('region', { name: 'What the colours mean' });
  await expect(legend).toBeVisible();
  for (const words of ['Banned', 'Limited', 'Restored', 'Active', 'No appeal']) await expect(legend.getByText(words, { exact: false }).first()).toBeVisible();

  // Every figure links to a section of /methodology that exists, with a name saying which figure.
  const links = figures.getByRole('link', { name: /^How we count / });
  await expect(links).toHaveCount(6);
  const targets = await links.evaluateAll((anchors) => anchors.map((anchor) => ({ href: anchor.getAttribute('href') ?? '', name: anchor.textContent ?? '' })));
  for (const target of targets) expect(target.href, target.name).toMatch(/^\/methodology#[a-z-]+$/);
  await legend.getByRole('link', { name: 'How we count platform standings' }).click();
  await expect(page).toHaveURL(/\/methodology#colours$/);
  for (const anchor of new Set(targets.map((target) => target.href.split('#')[1]))) {
    await expect(page.locator(`section[id="${anchor}"]`).getByRole('heading', { level: 2 }), `#${anchor} on /methodology`).toBeVisible();
  }
  await expect(page.locator('section#estimated-loss')).toContainText('sum of the financial impacts');
  await expect(page).toHaveTitle(/How we count/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /estimated loss/);
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'How We Count' })).toHaveAttribute('href', '/methodology');
});

test('an admin sees the longest message a guest may send in a few lines, and Show more opens it', async ({ browser, page: guest }) => {
  const name = `Long Writer ${suffix}`;
  // One unbroken 510-character word, then prose, to the API's limit.
  const body = `${'An unbroken-word-'.repeat(30)}${'and the story goes on. '.repeat(90)}`.slice(0, MESSAGE_MAX_LENGTH);
  await configureAmplify(guest);
  const sent = await generateClient<Schema>({ authMode: 'apiKey' }).mutations.sendContactMessage({ name, email: uniqueEmail('long'), subject: `Everything ${suffix}`, message: body });
  expect(sent.errors).toBeUndefined();
  expect(sent.data).toBe(true);

  const page = await signedInAdmin(browser);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/admin/messages');
    const message = page.getByRole('article', { name: `Message from ${name}` });
    await expect(message).toBeVisible();
    const collapsed = (await message.boundingBox())!.height;
    expect(collapsed, `the clamped message at ${width}px`).toBeLessThan(400);
    await expectNoSidewaysScroll(page, `/admin/messages at ${width}px`);

    const more = message.getByRole('button', { name: `Show more of the message from ${name}` });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await more.click();
    const less = message.getByRole('button', { name: `Show less of the message from ${name}` });
    await expect(less).toHaveAttribute('aria-expanded', 'true');
    expect((await message.boundingBox())!.height, `the opened message at ${width}px`).toBeGreaterThan(collapsed * 1.5);
    await expectNoSidewaysScroll(page, `/admin/messages opened at ${width}px`);
    await less.click();
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    expect((await message.boundingBox())!.height).toBeLessThan(400);
  }
  await page.getByRole('article', { name: `Message from ${name}` }).getByRole('button', { name: `Delete the message from ${name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, delete' }).click();
});

// Each page is loaded once and measured at both widths, as CSS lays the same markup out again. A
// creator's page (/profiles/anikasterling) gets the same checks at the same widths in
// readability.spec.ts's sample pages.
test.describe('readable at 360 and 1280 px', () => {
  test('/methodology at 360 and 1280px: no axe violations, no sideways scroll', async ({ page }) => {
    await resizeTo(page, WIDTHS[0]);
    await page.goto('/methodology');
    await page.waitForLoadState('networkidle');
    for (const width of WIDTHS) {
      if (width !== WIDTHS[0]) await resizeTo(page, width);
      await expectNoSidewaysScroll(page, `/methodology at ${width}px`);
      await expectNoAxeViolations(page, `/methodology at ${width}px`);
    }
  });

  test('the admin pages at 360 and 1280px: no axe violations, no sideways scroll', async ({ browser }) => {
    const admin = await signedInAdmin(browser);
    for (const path of ['/admin', '/admin/messages', '/admin/moderation', '/admin/analytics']) {
      await resizeTo(admin, WIDTHS[0]);
      await admin.goto(path);
      await admin.waitForLoadState('networkidle');
      // Client-loaded lists: measure once they are on screen, not their loading line.
      await expect(admin.locator('.admin-loading')).toHaveCount(0, { timeout: 20_000 });
      for (const width of WIDTHS) {
        if (width !== WIDTHS[0]) await resizeTo(admin, width);
        await expectNoSidewaysScroll(admin, `${path} at ${width}px`);
        await expectNoAxeViolations(admin, `${path} at ${width}px`);
      }
    }
  });
});
