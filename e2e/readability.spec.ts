import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { Amplify } from 'aws-amplify';
import { signIn, signOut } from 'aws-amplify/auth';
import { generateClient } from 'aws-amplify/data';
import { ConsoleLogger } from 'aws-amplify/utils';
import { toResourcesConfig } from '../lib/amplify/resources-config';
import type { Schema } from '../lib/data/schema';
import { createUser, PASSWORD, uniqueEmail } from './support/identity';
import { expect, test } from './support/test';
import { resizeTo } from './support/viewport';
import { siteOutputs } from './support/site-outputs';

/**
 * Issue 17: every reader's page fits a phone and a desktop without sideways scrolling, passes
 * axe's WCAG 2 A/AA rules (colour contrast among them), and keeps doing so when a creator writes
 * names, titles and links made of one very long word.
 */
const WIDTHS = [360, 1280];
const SAMPLE_PAGES = ['/', '/briefs', '/profiles/anikasterling', '/platforms', '/platforms/x', '/profiles', '/personalities', '/streams', '/search?q=ban'];

async function expectNoSidewaysScroll(page: Page, what: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${what} is wider than the screen`).toBeLessThanOrEqual(0);
}

async function expectNoAxeViolations(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const violations = results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 5).join(', ')}`);
  expect(violations, `axe on ${what}`).toEqual([]);
}

/** The address of the first brief the page on screen (/briefs) lists (the sample content's newest). */
async function firstBriefOnPage(page: Page): Promise<string> {
  const hrefs = await page.locator('main a[href^="/briefs/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const href = hrefs.find((candidate) => /^\/briefs\/[a-z0-9-]+$/.test(candidate) && candidate !== '/briefs/feed');
  expect(href, 'a brief on /briefs').toBeTruthy();
  return href!;
}

/** The address of the first brief the listing shows. */
async function firstBriefPath(page: Page): Promise<string> {
  await page.goto('/briefs');
  return firstBriefOnPage(page);
}

test.describe('readable at 360 and 1280 px', () => {
  // The sample pages in two halves (one per worker); /briefs leads the second, which also checks
  // the first brief it lists.
  const others = SAMPLE_PAGES.filter((path) => path !== '/briefs');
  const halves = [others.slice(0, 5), ['/briefs', ...others.slice(5)]];
  for (const [index, half] of halves.entries()) {
    test(`sample pages (${index + 1} of 2) at 360 and 1280px: no sideways scroll, no axe violations`, async ({ page }) => {
      test.setTimeout(180_000);
      const paths = [...half];
      for (let at = 0; at < paths.length; at += 1) {
        const path = paths[at];
        await resizeTo(page, WIDTHS[0]);
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        if (path === '/briefs') paths.push(await firstBriefOnPage(page));
        for (const width of WIDTHS) {
          if (width !== WIDTHS[0]) await resizeTo(page, width);
          await expectNoSidewaysScroll(page, `${path} at ${width}px`);
          await expectNoAxeViolations(page, `${path} at ${width}px`);
        }
      }
    });
  }

  test('light scheme and right-to-left: no contrast failures, no sideways scroll', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/');
    await page.evaluate(() => sessionStorage.setItem('streamit-settings', JSON.stringify({ direction: 'rtl', colorScheme: 'light' })));
    for (const path of ['/', '/briefs', '/profiles/anikasterling', '/platforms']) {
      await resizeTo(page, WIDTHS[0]);
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'light');
      for (const width of WIDTHS) {
        if (width !== WIDTHS[0]) await resizeTo(page, width);
        await expectNoSidewaysScroll(page, `${path} in rtl and light at ${width}px`);
        const results = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
        expect(results.violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(' '))), `contrast on ${path} in light at ${width}px`).toEqual([]);
      }
    }
  });
});

test.describe('a creator who writes in very long words', () => {
  test.describe.configure({ timeout: 180_000 });

  const suffix = randomUUID().slice(0, 6);
  // The longest each field takes (usernames 30, display names 80, titles 150), with no place to break.
  const username = `longword${suffix}${'x'.repeat(30 - 8 - suffix.length)}`;
  const displayName = `Supercalifragilistic${suffix}${'Expialidocious'.repeat(4)}`.slice(0, 80);
  const title = `Unbreakable${suffix}${'Shadowbanningwithoutexplanation'.repeat(5)}`.slice(0, 150);
  const url = `https://example.com/${'evidence-of-restriction-'.repeat(6).replace(/-/g, '')}${suffix}`;

  test('their profile, brief and ban fit the screen wherever they are shown', async ({ page }) => {
    const email = uniqueEmail('longword');
    createUser(email);
    await page.goto('/');
    const outputs = await siteOutputs(page);
    // Amplify warns that the endpoints are custom: they are, on purpose.
    ConsoleLogger.LOG_LEVEL = 'ERROR';
    Amplify.configure(toResourcesConfig(outputs));
    await signIn({ username: email, password: PASSWORD });
    let slug = '';
    try {
      const client = generateClient<Schema>({ authMode: 'userPool' });
      const profile = await client.mutations.saveMyProfile({ username, displayName, bio: `${title} ${url}`, xLink: url, blogLink: url });
      expect(profile.errors).toBeUndefined();
      // Dated today, so it is among the newest on the home page and the platform's page.
      const today = new Date().toISOString().slice(0, 10);
      const ban = await client.mutations.saveMyPlatformBan({ platformId: 'x', dateOfBan: today, explanation: title, evidence: url, appealStatus: 'PENDING' });
      expect(ban.errors).toBeUndefined();
      const report = await client.mutations.saveMyShadowbanReport({ platform: 'X', category: title.slice(0, 60), restrictionType: title.slice(0, 80), description: url, date: '2024-02-01', evidence: url });
      expect(report.errors).toBeUndefined();
      const brief = await client.mutations.saveMyBrief({
        title,
        description: `${title} ${url}`.slice(0, 300),
        longDescription: `<p>${title}</p><p><a href="${url}">${url}</a></p>`,
        categories: 'Influence',
        tags: [title.slice(0, 50)],
        warfareTags: [title.slice(0, 50)],
        status: 'PUBLISHED',
      });
      expect(brief.errors).toBeUndefined();
      slug = brief.data!.slug;
    } finally {
      await signOut();
    }

    // Each page with the long text it must show (the creators list orders by bans, so it may not).
    const pages: [string, string | null][] = [
      [`/profiles/${username}`, displayName],
      [`/briefs/${slug}`, title],
      ['/briefs', title],
      ['/', title],
      ['/platforms/x', displayName],
      [`/search?q=${title}`, title],
      [`/search?q=${username}`, displayName],
      ['/profiles', null],
    ];
    for (const [path, text] of pages) {
      await resizeTo(page, WIDTHS[0]);
      // Public pages refresh on every save; allow the few seconds the spec grants all the same.
      await expect(async () => {
        await page.goto(path);
        if (text) await expect(page.getByText(text).first()).toBeVisible({ timeout: 1000 });
      }).toPass({ timeout: 20_000 });
      for (const width of WIDTHS) {
        if (width !== WIDTHS[0]) {
          await resizeTo(page, width);
          if (text) await expect(page.getByText(text).first()).toBeVisible();
        }
        await expectNoSidewaysScroll(page, `${path} at ${width}px`);
      }
    }
  });
});

test.describe('the header', () => {
  test('a guest sees Sign in and Join, no avatar, and the product’s sections first', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    const header = page.locator('header.site-header');
    await expect(header.getByRole('link', { name: 'Sign in', exact: true })).toHaveAttribute('href', '/auth/login');
    await expect(header.getByRole('link', { name: 'Join', exact: true })).toHaveAttribute('href', '/extra-pages/sign-up');
    // Give Amplify the time to answer "signed out": the avatar must not come then either.
    await page.waitForLoadState('networkidle');
    await expect(header.getByRole('button', { name: /User menu/ })).toHaveCount(0);
    await expect(header.locator('.avatar')).toHaveCount(0);

    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeVisible();
    const labels = await nav.getByRole('link').allTextContents();
    expect(labels.map((label) => label.trim())).toEqual(['Bans', 'Platforms', 'Creators', 'Briefs', 'Methodology', 'Open data']);
    // From xl the search box stands for the Search link (the folded phone menu has the link): a
    // magnifier-wide box at 1280 that opens while it has focus, a box of its own from xxl.
    for (const width of [1280, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await expect(header.getByRole('searchbox', { name: /Search creators, briefs/ })).toBeVisible();
      await expect(nav.getByRole('link', { name: 'Search', exact: true })).toBeHidden();
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await nav.getByRole('link', { name: 'Creators' }).click();
    await expect(page).toHaveURL(/\/profiles$/);
    await expect(nav.getByRole('link', { name: 'Creators' })).toHaveAttribute('aria-current', 'page');
    // The theme's sections and menu groups are still there, behind More.
    await expect(nav.getByRole('button', { name: 'More' })).toBeVisible();
  });

  test('on a phone the menu holds the product’s sections and the guest links stay in sight', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/');
    const header = page.locator('header.site-header');
    await expect(header.getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Join', exact: true })).toBeVisible();
    // On the brand's row, not pushed onto a row of their own.
    const brandBox = (await header.getByRole('link', { name: /home$/ }).boundingBox())!;
    const joinBox = (await header.getByRole('link', { name: 'Join', exact: true }).boundingBox())!;
    expect(Math.abs(joinBox.y + joinBox.height / 2 - (brandBox.y + brandBox.height / 2)), 'Join beside the brand').toBeLessThan(12);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    for (const name of ['Bans', 'Platforms', 'Creators', 'Briefs', 'Search', 'Methodology', 'Open data', 'Record your ban']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await nav.getByRole('link', { name: 'Platforms' }).click();
    await expect(page).toHaveURL(/\/platforms$/);
    await expect(nav).toBeHidden();
    await expectNoSidewaysScroll(page, 'the header at 360px');
  });

  test('breadcrumbs name the section: Home / Creators / <name>, Home / Platforms / <platform>', async ({ page }) => {
    await page.goto('/profiles/anikasterling');
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' }).first();
    await expect(trail.getByRole('listitem')).toHaveText(['Home', 'Creators', await page.getByRole('heading', { level: 1 }).innerText()]);
    await expect(trail.getByRole('link', { name: 'Creators' })).toHaveAttribute('href', '/profiles');
    await page.goto('/platforms/x');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).first().getByRole('listitem')).toHaveText(['Home', 'Platforms', /^X/]);
    await page.goto(await firstBriefPath(page));
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).first().getByRole('listitem')).toHaveText(['Home', 'Briefs', await page.getByRole('heading', { level: 1 }).innerText()]);
  });
});
