import type { Page, Response } from '@playwright/test';
import { XMLParser } from 'fast-xml-parser';
import { SAMPLE_BRIEFS } from '../backend/data/sample-content/briefs';
import { expectNoBrokenImages, watchConsole } from './support/page-health';
import { expect, test } from './support/test';

/**
 * A guest on the product home and the briefs: reading, filtering, the 404 for unpublished
 * briefs, the feed, the sitemap, robots.txt and the view counter. Other journeys may publish
 * or archive briefs, so the sample's drafts and archived briefs are the fixed points, and counts
 * are read from the pages themselves.
 */
const draft = SAMPLE_BRIEFS.find((brief) => brief.status === 'DRAFT')!;
const archived = SAMPLE_BRIEFS.find((brief) => brief.status === 'ARCHIVED')!;
const samplePublished = SAMPLE_BRIEFS.filter((brief) => brief.status === 'PUBLISHED');
const unpublishedSlugs = SAMPLE_BRIEFS.filter((brief) => brief.status !== 'PUBLISHED').map((brief) => brief.slug);

const briefCards = (page: Page) => page.locator('.brief-card');
const isRecordView = (response: Response) =>
  response.url().includes('/_aws/graphql') && (response.request().postData() ?? '').includes('recordView');

test.describe('a guest reading', () => {
  test('goes from the home page to a brief and finds its author’s profile', async ({ page }) => {
    const errors = watchConsole(page);
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Who gets silenced online');
    await expect(page.getByRole('heading', { name: 'Ban tracker' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Bans per platform' }).locator('li').first()).toContainText(/\d+ active\s*\d+ restored/);
    await expect(page.getByRole('heading', { name: 'Latest ban records' })).toBeVisible();
    for (const shelf of ['Latest briefs', 'Featured streams', 'Featured personalities']) {
      await expect(page.getByRole('heading', { level: 2, name: shelf })).toBeVisible();
    }
    const latest = page.locator('section', { has: page.getByRole('heading', { name: 'Latest briefs' }) });
    await expect(latest.locator('.brief-card')).toHaveCount(6);
    await expectNoBrokenImages(page);

    const firstTitle = (await latest.locator('.brief-card-title a').first().textContent())!.trim();
    await latest.locator('.brief-card-title a').first().click();
    await expect(page).toHaveURL(/\/briefs\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(firstTitle);
    const brief = SAMPLE_BRIEFS.find((sample) => sample.title === firstTitle);
    await expect(page.locator('.brief-body p').first()).toBeVisible();
    await expect(page.locator('.brief-body script')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Related briefs' })).toBeVisible();
    await expect(page.locator('.brief-related .brief-card')).toHaveCount(3);
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
    expect(jsonLd).toMatchObject({ '@type': 'Article', headline: firstTitle });
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/briefs/${brief?.slug ?? ''}$`));
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');

    const author = page.getByRole('complementary', { name: 'About the author' });
    const profileLink = author.getByRole('link', { name: 'Profile and ban history' });
    const expectedHref = `/profiles/${brief?.username}`;
    await expect(profileLink).toHaveAttribute('href', expectedHref);
    await profileLink.click();
    await expect(page).toHaveURL(new RegExp(`${expectedHref}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });

  test('narrows the listing by category, tag and warfare tag with shareable addresses', async ({ page }) => {
    await page.goto('/briefs');
    await expect(page.getByRole('heading', { level: 1, name: 'Briefs' })).toBeVisible();
    const total = Number((await page.locator('.brief-result-count').textContent())!.match(/(\d+) briefs? published/)![1]);
    expect(total).toBeGreaterThanOrEqual(9);
    await expect(briefCards(page)).toHaveCount(9);

    // A choice applies at once, and the address keeps only what was chosen.
    await page.getByLabel('Category').selectOption('Stoicism');
    await expect(page).toHaveURL(/\/briefs\?category=Stoicism$/);
    await expect(page.locator('.brief-result-count')).toContainText('match these filters');
    const stoic = Number((await page.locator('.brief-result-count').textContent())!.match(/(\d+) briefs? match/)![1]);
    expect(stoic).toBeGreaterThan(0);
    expect(stoic).toBeLessThan(total);
    for (const category of await page.locator('.brief-card-category').allTextContents()) expect(category).toBe('Stoicism');
    await page.getByLabel('Warfare tag').selectOption('Algorithmic suppression');
    await expect(page).toHaveURL(/\/briefs\?category=Stoicism&warfare=Algorithmic\+suppression$/);
    await expect(page.locator('.brief-result-count')).not.toContainText(`${stoic} brief`);
    await expect(briefCards(page).first()).toBeVisible();

    // A shared link works on its own, in any case, and preselects the choice.
    await page.goto('/briefs?warfare=deplatforming&tag=Community');
    await expect(page.getByLabel('Warfare tag')).toHaveValue('Deplatforming');
    await expect(briefCards(page)).toHaveCount(1);
    await expect(briefCards(page).first()).toContainText('Leading a Community Through a Deplatforming');

    // A brief's tag chips lead to the listing filtered by that tag, which includes the brief.
    await briefCards(page).first().locator('.brief-card-title a').click();
    await page.locator('.brief-chip', { hasText: '#Veterans' }).click();
    await expect(page).toHaveURL(/\/briefs\?tag=Veterans$/);
    await expect(page.getByRole('heading', { name: 'Leading a Community Through a Deplatforming' })).toBeVisible();

    await page.goto('/briefs?tag=no-such-tag');
    await expect(page.getByText('No published brief matches these filters.')).toBeVisible();
    await page.getByRole('link', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/briefs$/);
  });

  test('pages through the listing newest first and answers 404 past the last page', async ({ page, request }) => {
    await page.goto('/briefs');
    const firstPageDates = await page.locator('.brief-card time').evaluateAll((times) => times.map((time) => time.getAttribute('datetime')!));
    expect([...firstPageDates].sort().reverse()).toEqual(firstPageDates);
    await page.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/briefs\?page=2$/);
    const secondPageDates = await page.locator('.brief-card time').evaluateAll((times) => times.map((time) => time.getAttribute('datetime')!));
    expect(secondPageDates[0] <= firstPageDates[firstPageDates.length - 1]).toBe(true);
    expect((await request.get('/briefs?page=999')).status()).toBe(404);
  });

  test('gets 404 for a draft, an archived and an unknown brief, which appear nowhere public', async ({ page, request }) => {
    for (const slug of [draft.slug, archived.slug, 'no-such-brief']) {
      const response = await page.goto(`/briefs/${slug}`);
      expect(response?.status(), slug).toBe(404);
    }
    for (const path of ['/', '/briefs', '/briefs?page=2', '/briefs?page=3', '/sitemaps/briefs-1.xml', '/briefs/feed.xml']) {
      const body = await (await request.get(path)).text();
      for (const slug of unpublishedSlugs) expect(body, `${path} mentions ${slug}`).not.toContain(`/briefs/${slug}`);
    }
  });
});

test.describe('feeds and crawlers', () => {
  test('the RSS feed lists published briefs only, newest first', async ({ request }) => {
    const response = await request.get('/briefs/feed.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/rss+xml');
    const feed = new XMLParser({ isArray: (name) => name === 'item' }).parse(await response.text());
    const links: string[] = feed.rss.channel.item.map((item: { link: string }) => item.link);
    expect(links.length).toBeGreaterThanOrEqual(samplePublished.length);
    for (const sample of samplePublished) expect(links.some((link) => link.endsWith(`/briefs/${sample.slug}`))).toBe(true);
    for (const slug of unpublishedSlugs) expect(links.some((link) => link.endsWith(`/briefs/${slug}`))).toBe(false);
    const dates: number[] = feed.rss.channel.item.map((item: { pubDate: string }) => Date.parse(item.pubDate));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  });

  test('the sitemap lists public pages and robots.txt points to it', async ({ request }) => {
    // /sitemap.xml is an index of files of at most 50,000 URLs each: read every file it lists.
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.status()).toBe(200);
    const index = await sitemap.text();
    expect(index).toContain('<sitemapindex');
    const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
    expect(files.length).toBeGreaterThanOrEqual(4);
    const parts = await Promise.all(files.map(async (file) => (await request.get(file)).text()));
    for (const part of parts) expect(part.match(/<loc>/g)?.length ?? 0).toBeLessThanOrEqual(50_000);
    const xml = parts.join('\n');
    expect(xml).toContain(`/briefs/${samplePublished[0].slug}</loc>`);
    expect(xml).toMatch(/\/profiles\/[a-z0-9]+<\/loc>/);
    expect(xml).toMatch(/\/streams\/[a-z0-9-]+<\/loc>/);
    expect(xml).toMatch(/\/personalities\/[a-z0-9-]+<\/loc>/);
    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    const text = await robots.text();
    expect(text).toMatch(/Sitemap: https?:\/\/[^/]+\/sitemap\.xml/);
    expect(text).toContain('Disallow: /admin');
  });
});

test.describe('the view counter', () => {
  test('counts a visitor once, not on a reload, and a second visitor again', async ({ page, browser }) => {
    const brief = samplePublished[samplePublished.length - 1];
    const counted = page.waitForResponse(isRecordView);
    await page.goto(`/briefs/${brief.slug}`);
    const first = (await (await counted).json()).data.recordView as { views: number; counted: boolean };
    expect(first.counted).toBe(true);

    // A reload sends nothing: the browser remembers today's view.
    const requests: string[] = [];
    page.on('request', (request) => {
      if ((request.postData() ?? '').includes('recordView')) requests.push(request.url());
    });
    await page.reload();
    // The first view's call goes out about five seconds after the load (components/views/record-view.tsx); give a reload longer.
    await page.waitForTimeout(9000);
    expect(requests).toEqual([]);

    // Even without that memory, the server knows this visitor counted today.
    await page.evaluate(() => localStorage.removeItem('streamit.viewed-today'));
    const again = page.waitForResponse(isRecordView);
    await page.reload();
    expect((await (await again).json()).data.recordView).toEqual({ views: first.views, counted: false });

    const other = await browser.newContext();
    const otherPage = await other.newPage();
    const secondVisitor = otherPage.waitForResponse(isRecordView);
    await otherPage.goto(`/briefs/${brief.slug}`);
    expect((await (await secondVisitor).json()).data.recordView).toEqual({ views: first.views + 1, counted: true });
    await other.close();
  });
});
