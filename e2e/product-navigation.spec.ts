import type { Page } from '@playwright/test';
import { createUser, signInWith, uniqueEmail } from './support/identity';
import { saveScreenshot } from './support/screenshot';
import { expect, test } from './support/test';

/**
 * Issue 45, points 1–4, at a phone's width and a laptop's: signed-in people reach their work from
 * every page's header, readers reach the records, the header is the product's, and nothing the
 * theme says contradicts it.
 */
const WIDTHS = [390, 1280] as const;

/** One page of each kind with a header: the product's (home, listing, record, profile), the theme's and the shop's. */
const PAGE_KINDS = ['/', '/platforms/youtube', '/profiles/anikasterling', '/briefs', '/extra/about-us', '/merchandise/shop'];

async function signIn(page: Page, email: string): Promise<void> {
  await page.goto('/auth/login');
  await signInWith(page, email);
  await expect(page).not.toHaveURL(/\/auth\/login/);
}

/** The first ban record's permalink on a page, from its card's date link. */
async function firstBanLink(page: Page) {
  const link = page.locator('.platform-ban .record-date-link, .ban-timeline-item .record-date-link').first();
  await expect(link).toBeVisible();
  return link;
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a signed-in creator reaches /me from the header in one tap on every page kind', async ({ page }) => {
      const email = uniqueEmail('workspace');
      createUser(email);
      await signIn(page, email);
      for (const path of PAGE_KINDS) {
        await page.goto(path);
        const workspace = page.locator('header.site-header').getByRole('link', { name: 'My workspace' });
        await expect(workspace, path).toBeVisible();
        const box = (await workspace.boundingBox())!;
        expect(Math.min(box.width, box.height), `${path}: tap target`).toBeGreaterThanOrEqual(24);
        await workspace.click();
        await expect(page, `from ${path}`).toHaveURL(/\/me$/);
      }
      // The avatar menu offers the creator's work, and no staff pages.
      await page.getByRole('button', { name: /^User menu/ }).click();
      const menu = page.locator('#user-menu-list');
      await expect(menu.getByRole('link', { name: 'My workspace' })).toHaveAttribute('href', '/me');
      await expect(menu.getByRole('link', { name: 'My records' })).toHaveAttribute('href', '/me/bans');
      await expect(menu.getByRole('link', { name: 'Moderation' })).toHaveCount(0);
      await expect(menu.getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0);
      // My Account is the user's own account, the shop's sample data named as such.
      await menu.getByRole('link', { name: 'My Account' }).click();
      await expect(page).toHaveURL(/\/merchandise\/account$/);
      await expect(page.getByText(`Signed in with ${email}`)).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: 'My workspace' })).toHaveAttribute('href', '/me');
      await expect(page.getByText('The shop (sample data)')).toBeVisible();
      await expect(page.getByText(/sign-in is not available/)).toHaveCount(0);
      // The footer leads to the same places.
      const footer = page.locator('footer');
      await expect(footer.getByRole('link', { name: 'My workspace' })).toHaveAttribute('href', '/me');
      await expect(footer.getByRole('link', { name: 'Record your ban' })).toHaveAttribute('href', '/me/bans');
    });

    test('a moderator reaches the queue, and an admin the admin area, from the header', async ({ page }) => {
      const moderator = uniqueEmail('queue');
      createUser(moderator, { groups: ['MODERATORS'] });
      await signIn(page, moderator);
      await page.goto('/platforms');
      if (width < 1200) {
        // The phone menu opens with the user's work.
        await page.getByRole('button', { name: 'Open menu' }).click();
        const work = page.getByRole('list', { name: 'Your work' });
        await expect(work.getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0);
        await work.getByRole('link', { name: 'Moderation' }).click();
      } else {
        await page.getByRole('button', { name: /^User menu/ }).click();
        await page.locator('#user-menu-list').getByRole('link', { name: 'Moderation' }).click();
      }
      await expect(page).toHaveURL(/\/admin\/moderation$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Moderation' })).toBeVisible();
      await expect(page.locator('footer').getByRole('link', { name: 'Moderation' })).toHaveAttribute('href', '/admin/moderation');

      await page.context().clearCookies();
      const admin = uniqueEmail('overseer');
      createUser(admin, { groups: ['ADMINS'] });
      await signIn(page, admin);
      await page.getByRole('button', { name: /^User menu/ }).click();
      const menu = page.locator('#user-menu-list');
      await expect(menu.getByRole('link', { name: 'Moderation' })).toHaveAttribute('href', '/admin/moderation');
      await menu.getByRole('link', { name: 'Admin', exact: true }).click();
      await expect(page).toHaveURL(/\/admin$/);
    });

    test("a guest's header leads with the record, asks to record a ban, keeps the theme behind More, and shows no cart count", async ({ page }) => {
      await page.goto('/');
      const header = page.locator('header.site-header');
      const nav = page.getByRole('navigation', { name: 'Main' });
      if (width < 1200) await page.getByRole('button', { name: 'Open menu' }).click();
      const firstChoices = nav.locator('.main-nav-list > li:not(.more-menu)');
      await expect(firstChoices).toHaveText(['Bans', 'Platforms', 'Creators', 'Briefs', 'Search', 'Methodology', 'Open data']);
      await expect(nav.getByRole('link', { name: 'Open data' })).toHaveAttribute('href', '/data');
      await expect(nav.getByRole('link', { name: 'Methodology' })).toHaveAttribute('href', '/methodology');
      // The theme's sections are not first choices: they wait behind More.
      await expect(nav.getByRole('link', { name: 'Personalities' })).toHaveCount(0);
      await expect(nav.getByRole('link', { name: 'Error Page One' })).toHaveCount(0);
      await nav.getByRole('button', { name: 'More' }).click();
      await expect(nav.getByRole('button', { name: 'More' })).toHaveAttribute('aria-expanded', 'true');
      await expect(nav.getByRole('link', { name: 'Personalities' })).toBeVisible();
      await expect(nav.getByRole('link', { name: 'Pricing', exact: true })).toHaveAttribute('href', '/extra/pricing-plan');
      await expect(nav.getByRole('link', { name: 'Track Order' })).toBeVisible();
      await saveScreenshot(page, { path: `e2e/artifacts/navigation-more-${width}.png` });
      await page.keyboard.press('Escape');
      await expect(nav.getByRole('button', { name: 'More' })).toHaveAttribute('aria-expanded', 'false');
      await expect(nav.getByRole('button', { name: 'More' })).toBeFocused();

      // "Record your ban": a guest signs in first and comes back to their records.
      const record = (width < 1200 ? nav : header).getByRole('link', { name: 'Record your ban' });
      await expect(record).toBeVisible();
      await record.click();
      await expect(page).toHaveURL(/\/auth\/login\?returnTo=%2Fme%2Fbans$/);

      // The cart is the shop's: not in the record's header; in the shop's, with no count for a visitor who added nothing.
      await page.goto('/');
      await expect(header.getByRole('button', { name: /Open cart/ })).toHaveCount(0);
      await page.goto('/merchandise/shop');
      await expect(header.locator('.header-badge')).toHaveCount(0);
      await expect(header.getByRole('button', { name: /Open cart/ })).toHaveAccessibleName('Open cart (the shop’s sample items)');
    });

    test('a record card opens its permalink, which offers its full address to copy', async ({ page, context, baseURL }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      // The home page's latest ban records: the card's title opens the record.
      await page.goto('/');
      const card = page.locator('.ban-tracker-record').first();
      const title = card.locator('.record-card-link');
      const href = (await title.getAttribute('href'))!;
      expect(href).toMatch(/^\/bans\/[^/]+$/);
      // Anywhere on the card but its profile link: its top end corner, beside the date and platform.
      const box = (await card.boundingBox())!;
      await card.click({ position: { x: box.width - 8, y: 8 } });
      await expect(page).toHaveURL(new RegExp(`${href}$`));

      // On a platform page and on the profile of that page's first creator, the card's date does.
      await page.goto('/platforms/youtube');
      const profile = (await page.locator('.platform-ban .platform-ban-creator a').first().getAttribute('href'))!;
      for (const path of ['/platforms/youtube', profile]) {
        await page.goto(path);
        const link = await firstBanLink(page);
        const permalink = (await link.getAttribute('href'))!;
        expect(permalink).toMatch(/^\/bans\/[^/]+$/);
        await link.click();
        await expect(page, `from ${path}`).toHaveURL(new RegExp(`${permalink}$`));
      }

      const address = `${baseURL}${new URL(page.url()).pathname}`;
      const field = page.getByLabel('Full address of this record');
      await expect(field).toHaveValue(address);
      await page.getByRole('button', { name: 'Copy link' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Link copied.' })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
      await saveScreenshot(page, { path: `e2e/artifacts/record-copy-link-${width}.png`, fullPage: true });
    });

    test('without the Clipboard API, Copy link selects the address to copy by hand', async ({ page }) => {
      await page.addInitScript(() => Object.defineProperty(navigator, 'clipboard', { value: undefined }));
      await page.goto('/platforms/youtube');
      await (await firstBanLink(page)).click();
      await page.getByRole('button', { name: 'Copy link' }).click();
      await expect(page.getByRole('status').filter({ hasText: /press Ctrl\+C/ })).toBeVisible();
      const field = page.getByLabel('Full address of this record');
      await expect(field).toBeFocused();
      const selected = await field.evaluate((input: HTMLInputElement) => input.value.slice(input.selectionStart ?? 0, input.selectionEnd ?? 0));
      expect(selected).toMatch(/^http:\/\/.+\/bans\/[^/]+$/);
    });

    test('/pricing sells nothing the site gives free, and the settings cannot rename the app', async ({ page }) => {
      for (const path of ['/pricing', '/extra/pricing-plan']) {
        await page.goto(path);
        const main = page.getByRole('main');
        await expect(main.getByText(/Research exports/)).toHaveCount(0);
        await expect(main.getByText('Everything the site publishes is free', { exact: false })).toBeVisible();
        // The open data is in every plan, the free one first.
        for (const plan of await main.locator('.pricing-card').all()) {
          await expect(plan.locator('li.included', { hasText: 'Open data downloads (CSV and JSON, CC BY 4.0)' })).toHaveCount(1);
        }
      }
      await saveScreenshot(page, { path: `e2e/artifacts/pricing-${width}.png`, fullPage: true });

      await page.getByRole('button', { name: 'Settings' }).click();
      const panel = page.getByRole('dialog', { name: 'Settings' });
      await expect(panel.getByLabel('Right to left')).toBeVisible();
      await expect(panel.getByLabel('App name')).toHaveCount(0);
      // A name saved by an earlier version is not applied.
      await page.evaluate(() => sessionStorage.setItem('streamit-settings', JSON.stringify({ appName: 'Renamed', direction: 'rtl' })));
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.locator('.brand-name').first()).toHaveText('StreamIt');
    });
  });
}
