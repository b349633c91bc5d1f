import { randomUUID } from 'node:crypto';
import { asUser } from './support/as-user';
import { createUser, signInWith, uniqueEmail } from './support/identity';
import { watchConsole } from './support/page-health';
import { expect, test } from './support/test';

/**
 * Per-platform appeal guides (issue 45, beyond the anchors): a platform's page says how to appeal
 * there beside what the record shows about appeals on that platform (the share restored and the
 * median days to a decision, from the sample content's decided appeals), and the ban form links to
 * the guide of the platform the creator chooses, in a new tab so the form keeps what is typed.
 * The figures are matched by their form: journeys in other files add YouTube appeals meanwhile.
 */
for (const width of [390, 1280]) {
  test(`a platform's page says how to appeal there and how appeals there have ended (${width} px)`, async ({ page }) => {
    const errors = watchConsole(page);
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/platforms/youtube');
    const guide = page.getByRole('region', { name: 'How to appeal on YouTube' });
    await expect(guide).toBeVisible();
    expect(await guide.getByRole('listitem').count()).toBeGreaterThan(0);
    await expect(guide.getByRole('link', { name: 'YouTube’s help page' })).toHaveAttribute('href', /^https:\/\/support\.google\.com\/youtube\//);
    await expect(guide.getByRole('heading', { name: 'What the record shows about appeals on YouTube' })).toBeVisible();
    await expect(guide.getByText(/^Restored: \d+ of \d+ decided appeals, \d+%$/)).toBeVisible();
    await expect(guide.getByText(/^Median time from filing to a decision: \d+ days? \(n = \d+\)$/)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    expect(errors).toEqual([]);
  });
}

test("the ban form links to the chosen platform's appeal guide, in a new tab", async ({ page }) => {
  const email = uniqueEmail('appeal-guide');
  createUser(email);
  await asUser(page, email, async (client) => {
    expect((await client.mutations.saveMyProfile({ username: `appeal-guide-${randomUUID().slice(0, 6)}`, displayName: 'Guide Reader' })).errors).toBeUndefined();
  });
  await page.goto('/me/bans');
  await signInWith(page, email);
  await expect(page).toHaveURL(/\/me\/bans$/);
  await page.getByRole('button', { name: 'Add a platform ban' }).click();
  await page.getByLabel('Platform', { exact: true }).selectOption('x');
  const link = page.getByRole('link', { name: /^How to appeal on .*, and how appeals there have ended$/ });
  await expect(link).toHaveText('How to appeal on X (Twitter), and how appeals there have ended');
  await expect(link).toHaveAttribute('href', '/platforms/x#appeal');
  await expect(link).toHaveAttribute('target', '_blank');
  await page.getByLabel('Platform', { exact: true }).selectOption('youtube');
  await expect(link).toHaveText('How to appeal on YouTube, and how appeals there have ended');
  await expect(link).toHaveAttribute('href', '/platforms/youtube#appeal');

  const opened = page.context().waitForEvent('page');
  await link.click();
  const guidePage = await opened;
  await expect(guidePage.getByRole('region', { name: 'How to appeal on YouTube' })).toBeVisible();
  // The form is still there with the platform chosen.
  await expect(page.getByLabel('Platform', { exact: true })).toHaveValue('youtube');
});
