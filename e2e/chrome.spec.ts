import { initialsOf } from '../lib/initials';
import { createUser, signInWith, uniqueEmail } from './support/identity';
import { watchConsole } from './support/page-health';
import { expect, test } from './support/test';

test.describe('main header', () => {
  test('navigates and highlights the current section', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Platforms' }).click();
    await expect(page).toHaveURL(/\/platforms$/);
    await expect(nav.getByRole('link', { name: 'Platforms' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Platforms' })).toHaveClass(/active/);
    // The theme's Pricing is behind More, which is marked while one of its pages is open.
    await nav.getByRole('button', { name: 'More' }).click();
    await nav.getByRole('link', { name: 'Pricing', exact: true }).click();
    await expect(page).toHaveURL(/\/extra\/pricing-plan$/);
    await expect(nav.getByRole('button', { name: 'More' })).toHaveClass(/has-active/);
    await expect(nav.getByRole('link', { name: 'Platforms' })).not.toHaveClass(/active/);
  });

  test('a signed-in user’s menu offers their work, My Account, Watchlist and Logout', async ({ page }) => {
    // A guest has Sign in and Join instead (readability.spec.ts): the avatar means someone is signed in.
    const email = uniqueEmail('chrome');
    createUser(email);
    await page.goto('/auth/login');
    await signInWith(page, email);
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('button', { name: `User menu, signed in as ${email}` }).click();
    const menu = page.locator('#user-menu-list');
    await expect(menu.getByRole('link', { name: 'My workspace' })).toHaveAttribute('href', '/me');
    await expect(menu.getByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/merchandise/account');
    await expect(menu.getByRole('link', { name: 'Watchlist' })).toHaveAttribute('href', '/play-list');
    await expect(menu.getByRole('button', { name: 'Logout' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    // SPEC §4: the avatar falls back to initials when the image fails (this user has none).
    await expect(page.getByRole('button', { name: /^User menu/ }).locator('.avatar-initials')).toHaveText(initialsOf(email));
    await expect(page.locator('header.site-header').getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  });

  test('gets the sticky class after scrolling more than 1px', async ({ page }) => {
    await page.goto('/');
    const header = page.locator('header.site-header');
    await expect(header).not.toHaveClass(/sticky/);
    await page.evaluate(() => window.scrollTo(0, 40));
    await expect(header).toHaveClass(/sticky/);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).not.toHaveClass(/sticky/);
  });

  test('More opens and closes by keyboard, with the theme’s menu groups', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'More' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator('#more-menu-panel');
    await expect(panel.getByRole('region', { name: 'Blog' }).getByRole('link', { name: 'Gallery Post' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Space');
    await expect(panel).toBeVisible();
    await panel.getByRole('link', { name: 'Two Column Grid' }).click();
    await expect(page).toHaveURL(/\/blogs\/grid\/two-column$/);
  });
});

test.describe('merchandise header', () => {
  test('has the five menu groups, the meta menu and the shop user menu', async ({ page }) => {
    await page.goto('/merchandise/shop');
    const nav = page.getByRole('navigation', { name: 'Shop menu' });
    for (const group of ['Home', 'Features', 'Pages', 'Blog', 'Shop']) {
      await expect(nav.getByRole('button', { name: group, exact: true })).toBeVisible();
    }
    await nav.getByRole('button', { name: 'Shop', exact: true }).click();
    await expect(nav.getByRole('link', { name: 'Track Order' })).toHaveAttribute('href', '/merchandise/track-order');
    const meta = page.getByRole('list', { name: 'Account and help' });
    await expect(meta.getByRole('link', { name: /Support/ })).toHaveAttribute('target', '_blank');
    await expect(meta.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/extra/contact-us');
    // A guest: the shop user menu's guest links in plain sight, no avatar.
    const header = page.locator('header.merchandise-header');
    await expect(header.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/extra-pages/sign-up');
    await expect(header.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/login');
    await expect(header.getByRole('button', { name: /User menu/ })).toHaveCount(0);
  });

  test('mobile menu opens and closes on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/merchandise/shop');
    const nav = page.getByRole('navigation', { name: 'Shop menu' });
    await expect(nav).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(nav).toBeVisible();
    await nav.getByRole('button', { name: 'Pages' }).click();
    await expect(nav.getByRole('link', { name: 'FAQ' })).toBeVisible();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(nav).toBeHidden();
  });
});

test.describe('cart drawer', () => {
  test('opens from the right with three items, counters and the subtotal', async ({ page }) => {
    await page.goto('/merchandise');
    const drawer = page.getByRole('dialog', { name: 'Shopping Cart (3)' });
    await expect(drawer).toBeHidden();
    await page.getByRole('button', { name: /Open cart/ }).click();
    await expect(drawer).toBeVisible();
    const viewport = page.viewportSize()!;
    // It slides in: measure once the transition has settled at the right edge.
    await expect
      .poll(async () => {
        const box = await drawer.boundingBox();
        return box ? Math.round(box.x + box.width) : null;
      })
      .toBe(viewport.width);
    await expect(drawer.locator('.cart-drawer-item')).toHaveCount(3);
    await expect(drawer.getByText('$49.00')).toBeVisible();

    const first = drawer.getByRole('group', { name: /Quantity of/ }).first();
    const value = first.locator('output');
    await expect(value).toHaveText('2');
    await first.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(value).toHaveText('3');
    for (let i = 0; i < 5; i++) await first.getByRole('button', { name: 'Decrease quantity' }).click();
    await expect(value).toHaveText('0');

    await expect(drawer.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/merchandise/checkout');
    await expect(drawer.getByRole('link', { name: 'View Cart' })).toHaveAttribute('href', '/merchandise/cart');

    await drawer.getByRole('button', { name: 'Delete' }).first().click();
    await expect(page.getByRole('dialog', { name: 'Shopping Cart (2)' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Shopping Cart (2)' }).getByText('$36.00')).toBeVisible();

    await page.getByRole('button', { name: 'Close cart' }).click();
    await expect(page.locator('#cart-drawer')).toBeHidden();
  });
});

test.describe('back to top', () => {
  test('appears after more than 250px of scroll and returns to the top', async ({ page }) => {
    await page.goto('/movies');
    const button = page.locator('#back-to-top');
    await page.evaluate(() => window.scrollTo(0, 250));
    await expect(button).not.toHaveClass(/show/);
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect(button).toHaveClass(/show/);
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).not.toHaveClass(/show/);
  });
});

test.describe('newsletter box', () => {
  test('validates the address, keeps what was typed on error and stores a valid one', async ({ page }) => {
    const errors = watchConsole(page);
    await page.goto('/');
    const form = page.getByRole('form', { name: 'Newsletter' });
    const input = form.getByLabel('Subscribe to our newsletter');
    await input.fill('not-an-email');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByText('Please enter a valid email')).toBeVisible();
    await expect(input).toHaveValue('not-an-email');
    await input.fill('reader@example.com');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByText('Thanks — reader@example.com is on our newsletter list.')).toBeVisible();
    await expect(input).toHaveValue('');
    expect(errors).toEqual([]);
  });
});

