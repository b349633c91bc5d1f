import { requiredAccessFor } from '../lib/auth/protected-routes';
import { signInPathFor } from '../lib/auth/return-path';
import { listThemeRoutes } from '../lib/navigation/routes';
import { detailRoutes } from './support/detail-routes';
import { expectNoBrokenImages, watchConsole } from './support/page-health';
import { expect, test } from './support/test';

const allRoutes = [...listThemeRoutes(), ...detailRoutes];
const routes = allRoutes.filter((path) => !requiredAccessFor(path));
const guardedRoutes = allRoutes.filter((path) => requiredAccessFor(path));

test.describe('every theme route', () => {
  for (const path of guardedRoutes) {
    test(`${path} sends a guest to sign in with a way back`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(signInPathFor(path));
      await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    });
  }

  for (const path of routes) {
    test(`${path} answers 200 with a heading, no console errors and no broken images`, async ({ page }) => {
      const errors = watchConsole(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1').first()).toBeVisible();
      await expect(page.locator('h1')).toHaveCount(1);
      await expectNoBrokenImages(page);
      await page.waitForLoadState('networkidle');
      expect(errors).toEqual([]);
    });
  }
});

test('an unknown path gets the 404 page with status 404', async ({ page }) => {
  const response = await page.goto('/no/such/page-here');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
});

test('an unknown detail slug gets the 404 page', async ({ page }) => {
  const response = await page.goto('/movies/no-such-movie');
  expect(response?.status()).toBe(404);
});
