import type { Page } from '@playwright/test';
import { watchConsole } from './support/page-health';
import { expect, test } from './support/test';

/**
 * The stream catalogue, stream pages and their player, personalities and the platform overview,
 * as a guest sees them, on the sample content. Other journeys may add records, so counts are
 * checked against what the pages themselves list, never against fixed totals.
 */

/** Platform players are third-party pages: answer them locally so the tests need no internet. */
async function stubEmbeds(page: Page) {
  for (const host of ['https://www.youtube-nocookie.com/**', 'https://player.twitch.tv/**', 'https://clips.twitch.tv/**', 'https://rumble.com/**']) {
    await page.route(host, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>player</title>' }));
  }
}

/** A video file the site should serve, answered as missing. */
async function loseFile(page: Page, path: string) {
  await page.route(`**${path}`, (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' }));
}

/** The stage shows `src` in a video the browser has read: the sample clips last eight seconds. */
async function expectPlayableClip(page: Page, src: string) {
  const video = page.locator('.stream-player-stage video');
  await expect(video).toHaveAttribute('src', src);
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => Math.round(element.duration || 0)), { timeout: 15_000 }).toBe(8);
  await expect(page.locator('.stream-player-stage').getByText('Video unavailable')).toHaveCount(0);
}

const cards = (page: Page) => page.locator('.stream-card');
const cardTitled = (page: Page, title: string) => cards(page).filter({ has: page.getByRole('heading', { name: title, exact: true }) });

test.describe('the stream catalogue', () => {
  test('lists the streams now streaming, without pending or withdrawn ones', async ({ page }) => {
    const errors = watchConsole(page);
    await page.goto('/streams');
    await expect(page.getByRole('heading', { level: 1, name: 'Streams' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Now streaming' })).toContainText(/\d+ streams/);
    await expect(cards(page).first()).toBeVisible();
    expect(await cards(page).count()).toBeGreaterThanOrEqual(12);
    await expect(page.locator('.stream-card[data-status="PENDING"], .stream-card[data-status="INACTIVE"]')).toHaveCount(0);
    await expect(cardTitled(page, 'The Appeal Queue')).toBeVisible();
    await expect(cardTitled(page, 'The Firehose')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Page 2' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });

  test('narrows by language and genre as soon as a choice changes', async ({ page }) => {
    await page.goto('/streams');
    await page.getByLabel('Language').selectOption('German');
    await expect(page).toHaveURL(/\/streams\?language=German$/);
    await expect(cardTitled(page, 'Die Stille Sperre')).toBeVisible();
    await expect(cards(page)).toHaveCount(1);

    await page.goto('/streams?genre=Stoicism');
    await expect(cardTitled(page, 'Seneca at Sea')).toBeVisible();
    for (const genres of await page.locator('.stream-card-genres').allTextContents()) expect(genres).toContain('Stoicism');
  });

  test('shows pending streams under Coming soon and only featured ones when asked', async ({ page }) => {
    await page.goto('/streams');
    await page.getByLabel('Status').selectOption({ label: 'Coming soon' });
    await expect(page).toHaveURL(/status=pending/);
    await expect(cardTitled(page, 'The Firehose')).toBeVisible();
    await expect(page.locator('.stream-card:not([data-status="PENDING"])')).toHaveCount(0);

    await page.goto('/streams?featured=1');
    const featuredCount = await cards(page).count();
    expect(featuredCount).toBeGreaterThan(0);
    await expect(cards(page).filter({ hasText: 'Featured' })).toHaveCount(featuredCount);
    await expect(cardTitled(page, 'Seneca at Sea')).toHaveCount(0);
  });

  test('searches titles and descriptions whatever the case, and says when nothing matches', async ({ page }) => {
    await page.goto('/streams');
    await page.getByRole('searchbox', { name: 'Search', exact: true }).fill('appeal QUEUE');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/q=appeal\+QUEUE/);
    await expect(cardTitled(page, 'The Appeal Queue')).toBeVisible();
    await expect(cards(page)).toHaveCount(1);

    // Words only its description holds ("… millions of ban appeals wait for a human …").
    await page.goto('/streams?q=waiting+for+a+human&status=all');
    await expect(cardTitled(page, 'The Appeal Queue')).toBeVisible();

    await page.goto('/streams?q=zzzz-nothing-like-this');
    await expect(page.getByText('No stream matches these filters.')).toBeVisible();
    await page.getByRole('link', { name: 'Clear' }).click();
    await expect(page).toHaveURL(/\/streams$/);
    await expect(cards(page).first()).toBeVisible();
  });

  test('marks restricted streams', async ({ page }) => {
    await page.goto('/streams?q=ministry');
    await expect(cardTitled(page, 'Ministry of Truth Tellers').getByText('Restricted')).toBeVisible();
  });
});

test.describe('a stream page', () => {
  test('plays a YouTube stream from youtube-nocookie.com once asked, and records the play', async ({ page }) => {
    await stubEmbeds(page);
    const errors = watchConsole(page);
    await page.goto('/streams/the-appeal-queue');
    await expect(page.getByRole('heading', { level: 1, name: 'The Appeal Queue' })).toBeVisible();
    await expect(page.locator('.stream-facts')).toContainText('views');
    await expect(page.locator('.stream-info-list')).toContainText('Keira Holloway');
    await expect(page.getByRole('link', { name: /Watch on YouTube/ })).toHaveAttribute('href', /youtube\.com\/watch\?v=q7Rk2mVt9Lw/);
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}');
    expect(jsonLd).toMatchObject({ '@type': 'VideoObject', name: 'The Appeal Queue', duration: 'PT1H36M' });

    // Firehose records travel base64-encoded: the batch is read back as the lines it carries.
    const recordLines = (body: string | null) =>
      ((JSON.parse(body ?? '{}') as { Records?: { Data: string }[] }).Records ?? []).map((record) => Buffer.from(record.Data, 'base64').toString('utf8')).join('');
    const played = page.waitForRequest((request) => request.url().includes('/_aws/firehose/') && recordLines(request.postData()).includes('stream_played'), { timeout: 20_000 });
    await page.getByRole('button', { name: 'Play The Appeal Queue (YouTube)' }).click();
    await expect(page.locator('iframe.stream-player-frame')).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/q7Rk2mVt9Lw\?rel=0&autoplay=1$/);
    expect(recordLines((await played).postData())).toContain('the-appeal-queue');
    expect(errors).toEqual([]);
  });

  test('plays a sample stream from a file the site serves', async ({ page }) => {
    const errors = watchConsole(page);
    await page.goto('/streams/terms-and-conditions-apply');
    await expectPlayableClip(page, '/media/streams/terms-and-conditions-apply.mp4');
    expect(errors).toEqual([]);
  });

  test('shows "video unavailable" for a file that does not exist, never a broken box', async ({ page }) => {
    await loseFile(page, '/media/streams/terms-and-conditions-apply.mp4');
    await page.goto('/streams/terms-and-conditions-apply');
    const stage = page.locator('.stream-player-stage');
    await expect(stage.getByText('Video unavailable')).toBeVisible();
    await expect(stage.getByText('The video file could not be loaded.')).toBeVisible();
    await expect(stage.locator('video')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Trailer/ })).toBeVisible();
  });

  test('embeds Twitch with this site as the parent', async ({ page }) => {
    await stubEmbeds(page);
    await page.goto('/streams/checkmate-politics-live');
    await page.getByRole('button', { name: /\(Twitch\)$/ }).click();
    await expect(page.locator('iframe.stream-player-frame')).toHaveAttribute('src', /^https:\/\/player\.twitch\.tv\/\?parent=localhost&autoplay=true&video=v2214836570$/);
  });

  test('marks a restricted stream and offers its mirror', async ({ page }) => {
    await page.goto('/streams/ministry-of-truth-tellers');
    await expect(page.getByRole('note').filter({ hasText: 'Restricted content' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Play Ministry of Truth Tellers (Rumble)' })).toBeVisible();
    // A video put on the stage by a click (not in the server's HTML) loads too.
    await page.getByRole('button', { name: 'Mirror 1 · Video file' }).click();
    await expectPlayableClip(page, '/media/streams/ministry-of-truth-tellers.mp4');
  });

  test('says a pending stream is coming soon and plays only its trailer', async ({ page }) => {
    await page.goto('/streams/the-firehose');
    await expect(page.getByRole('note').filter({ hasText: 'Coming soon' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Play the trailer of The Firehose (YouTube)' })).toBeVisible();
    await expect(page.locator('.stream-player-choice')).toHaveCount(0);
  });

  test('answers 404 for an unknown slug', async ({ page }) => {
    const response = await page.goto('/streams/no-such-stream-here');
    expect(response?.status()).toBe(404);
  });
});

test.describe('personalities', () => {
  test('lists personalities, narrows by category and marks inactive ones', async ({ page }) => {
    await page.goto('/personalities');
    await expect(page.getByRole('heading', { level: 1, name: 'Personalities' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /Octavia Marsh/ })).toBeVisible();
    await expect(page.locator('.personality-card.is-inactive').filter({ hasText: 'Hollis Grant Live' })).toContainText('Inactive');
    await page.getByRole('link', { name: /^Podcaster/ }).click();
    await expect(page).toHaveURL(/category=podcaster/);
    for (const category of await page.locator('.personality-card-category').allTextContents()) expect(category).toMatch(/^Podcaster/);
  });

  test('a personality page shows bio, platforms, audience, schedule and the verified badge', async ({ page }) => {
    await page.goto('/personalities');
    await page.getByRole('heading', { name: /Octavia Marsh/ }).click();
    await expect(page).toHaveURL(/\/personalities\/octavia-marsh$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Octavia Marsh' })).toBeVisible();
    await expect(page.locator('.personality-name').getByText('Verified')).toBeAttached();
    const platforms = page.getByRole('list', { name: 'Platforms' });
    await expect(platforms.getByRole('link', { name: 'YouTube' })).toHaveAttribute('href', 'https://www.youtube.com/@octaviamarsh');
    await expect(platforms.getByRole('link', { name: 'Substack' })).toHaveAttribute('href', 'https://octaviamarsh.substack.com');
    await expect(page.locator('.personality-audience')).toContainText('412K followers');
    await expect(page.locator('.personality-facts')).toContainText('New episode every Monday');
    await expect(page.locator('.personality-facts')).toContainText('Europe/London');
    await expect(page.locator('.personality-chips').filter({ hasText: 'Specialties' })).toContainText('Crisis leadership');
  });

  test('an id address leads to the slug address', async ({ page }) => {
    await page.goto('/personalities/personality-octavia-marsh');
    await expect(page).toHaveURL(/\/personalities\/octavia-marsh$/);
  });
});

test.describe('the platform overview', () => {
  test('each figure matches the records it links to', async ({ page }) => {
    await page.goto('/platforms');
    await expect(page.getByRole('heading', { level: 1, name: 'Platform bans' })).toBeVisible();
    // The overview's rows (the per-platform figures below it are tables of their own).
    const rows = page.locator('tbody tr[data-platform]');
    const platformIds = await rows.evaluateAll((elements) => elements.map((row) => row.getAttribute('data-platform') ?? ''));
    expect(platformIds.slice(0, 9)).toEqual(['x', 'youtube', 'rumble', 'facebook', 'instagram', 'tiktok', 'substack', 'medium', 'twitch']);

    const figures: Record<string, Record<string, number>> = {};
    for (const id of platformIds) {
      const row = page.locator(`tbody tr[data-platform="${id}"]`);
      figures[id] = {};
      for (const key of ['recorded', 'active', 'underAppeal', 'restored']) figures[id][key] = Number(await row.locator(`td[data-count="${key}"]`).textContent());
    }
    const total = (key: string) => Object.values(figures).reduce((sum, row) => sum + row[key], 0);
    expect(Number(await page.locator('tfoot td[data-total="recorded"]').textContent())).toBe(total('recorded'));
    expect(total('recorded')).toBeGreaterThanOrEqual(27);

    for (const id of ['youtube', 'x']) {
      await page.goto(`/platforms/${id}`);
      await expect(page.locator('.platform-ban')).toHaveCount(figures[id].recorded);
      await page.goto(`/platforms/${id}?show=active`);
      await expect(page.locator('.platform-ban')).toHaveCount(figures[id].active);
      await expect(page.locator('.platform-ban-state.is-active')).toHaveCount(figures[id].active);
      await page.goto(`/platforms/${id}?show=appeal`);
      await expect(page.locator('.platform-ban')).toHaveCount(figures[id].underAppeal);
      await expect(page.locator('.appeal-badge-pending')).toHaveCount(figures[id].underAppeal);
      await page.goto(`/platforms/${id}?show=restored`);
      await expect(page.locator('.platform-ban')).toHaveCount(figures[id].restored);
    }
  });

  test('a ban record links to its creator’s profile', async ({ page }) => {
    await page.goto('/platforms');
    await page.locator('tbody tr[data-platform="youtube"] td[data-count="recorded"] a').click();
    await expect(page).toHaveURL(/\/platforms\/youtube$/);
    const creator = page.locator('.platform-ban-creator a').first();
    await expect(creator).toHaveAttribute('href', /^\/profiles\/[^/]+$/);
  });

  test('answers 404 for a platform nobody has recorded', async ({ page }) => {
    expect((await page.goto('/platforms/myspace'))?.status()).toBe(404);
  });
});
