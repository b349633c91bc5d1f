import { expect, test } from './support/test';

test.describe('settings panel', () => {
  test('rtl and a colour scheme survive a reload in the same session, and reset restores defaults', async ({ page }) => {
    await page.goto('/');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('dir', 'ltr');
    await expect(html).toHaveAttribute('data-bs-theme', 'dark');

    await page.getByRole('button', { name: 'Settings' }).click();
    const panel = page.getByRole('dialog', { name: 'Settings' });
    await panel.getByLabel('Right to left').check();
    await panel.getByLabel('Light').check();
    await expect(html).toHaveAttribute('dir', 'rtl');
    await expect(html).toHaveAttribute('data-bs-theme', 'light');

    const saved = await page.evaluate(() => sessionStorage.getItem('streamit-settings'));
    expect(JSON.parse(saved!)).toMatchObject({ direction: 'rtl', colorScheme: 'light' });

    await page.reload();
    await expect(html).toHaveAttribute('dir', 'rtl');
    await expect(html).toHaveAttribute('data-bs-theme', 'light');

    await page.getByRole('button', { name: 'Settings' }).click();
    await panel.getByLabel('Dark').check();
    await page.reload();
    await expect(html).toHaveAttribute('dir', 'rtl');
    await expect(html).toHaveAttribute('data-bs-theme', 'dark');

    await page.getByRole('button', { name: 'Settings' }).click();
    await panel.getByRole('button', { name: 'Reset to defaults' }).click();
    await expect(html).toHaveAttribute('dir', 'ltr');
    expect(await page.evaluate(() => sessionStorage.getItem('streamit-settings'))).toBeNull();
  });

  test('settings do not outlive the session unless stored in local storage', async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('button', { name: 'Settings' }).click();
    const panel = page.getByRole('dialog', { name: 'Settings' });
    await panel.getByLabel('Right to left').check();
    await panel.getByLabel('This browser').check();
    expect(await page.evaluate(() => localStorage.getItem('streamit-settings'))).toContain('rtl');

    // A new tab is a new session: only local storage carries over.
    const second = await context.newPage();
    await second.goto('/');
    await expect(second.locator('html')).toHaveAttribute('dir', 'rtl');
    await context.close();
  });

  test('auto follows the system colour scheme', async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: 'light' });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('dialog', { name: 'Settings' }).getByLabel('Auto').check();
    await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
    await context.close();
  });

  test('the panel does not rename the app: the site keeps its own name', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Settings' }).click();
    const panel = page.getByRole('dialog', { name: 'Settings' });
    await expect(panel.getByLabel('Light')).toBeVisible();
    await expect(panel.getByLabel('App name')).toHaveCount(0);
    await expect(page.locator('.brand-name').first()).toHaveText('StreamIt');
  });
});
