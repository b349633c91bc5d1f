import { randomUUID } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { createUser, latestCode, PASSWORD, signInWith, uniqueEmail } from './support/identity';
import { watchConsole } from './support/page-health';
import { sharedSession } from './support/shared-session';
import { expect, test } from './support/test';

/**
 * The admin area: an ADMINS member manages streams and personalities (which then show publicly),
 * reads what the footer's newsletter box and the contact form stored, and sees browsing in the
 * analytics dashboard. (A non-admin being refused /admin is covered in auth.spec.ts.)
 */

// SRP sign-in in the browser, saves and public pages refreshing take a few seconds per journey.
test.describe.configure({ timeout: 120_000 });

/** Platform players are third-party pages: answer them locally so the tests need no internet. */
async function stubEmbeds(page: Page) {
  for (const host of ['https://www.youtube-nocookie.com/**', 'https://www.youtube.com/**', 'https://player.twitch.tv/**', 'https://rumble.com/**']) {
    await page.route(host, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>player</title>' }));
  }
}

/**
 * How long the first read of a freshly loaded admin page may take: it waits for the page's chunks and
 * the data client's start (on a loaded CI machine the chunks alone took 2–4 s and the read came after
 * more than the default 10 s, as for the edit pages below).
 */
const FIRST_READ_MS = 30_000;

/**
 * A page signed in as the run's member of ADMINS, on /admin: one fresh admin signs in through the
 * browser once per run (sharedSession), and every test starts a context of its own from that session.
 */
async function signInAsAdmin(browser: Browser): Promise<Page> {
  const state = await sharedSession(browser, 'admin.spec admin', async (page) => {
    const email = uniqueEmail('admin');
    createUser(email, { groups: ['ADMINS'] });
    await stubEmbeds(page);
    await page.goto('/admin');
    await signInWith(page, email);
    await expect(page).toHaveURL(/:\d+\/admin$/);
    await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
  });
  const page = await (await browser.newContext({ storageState: state })).newPage();
  await stubEmbeds(page);
  await page.goto('/admin');
  await expect(page).toHaveURL(/:\d+\/admin$/);
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
  return page;
}

/** Reloads a public page until it shows what an edit changed (cached pages refresh within seconds). */
async function expectPublicly(page: Page, path: string, check: (page: Page) => Promise<void>) {
  await expect(async () => {
    await page.goto(path);
    await check(page);
  }).toPass({ timeout: 20_000 });
}

/** An entry of a list field, by its label ("Genre 1"); its move and remove buttons have longer names. */
function entry(page: Page, name: string) {
  return page.getByRole('textbox', { name, exact: true });
}

async function confirmDelete(page: Page, name: string) {
  await page.getByRole('button', { name: `Delete “${name}”` }).click();
  const dialog = page.getByRole('dialog', { name: `Delete “${name}”?` });
  await expect(dialog).toContainText('cannot be undone');
  await dialog.getByRole('button', { name: 'Yes, delete' }).click();
}

test('an admin creates a stream that appears publicly, edits it and deletes it', async ({ browser }) => {
  const page = await signInAsAdmin(browser);
  const errors = watchConsole(page);
  const title = `Admin Journey ${randomUUID().slice(0, 6)}`;
  const slug = title.toLowerCase().replace(/ /g, '-');

  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Streams' }).click();
  // The first read of a page loaded from the saved session waits for the data client to start (its
  // chunks and Amplify's configuration), as a fresh load of the edit page below does.
  await expect(page.getByRole('table')).toContainText('The Appeal Queue', { timeout: FIRST_READ_MS });
  await page.getByRole('link', { name: 'New stream' }).click();

  // Validation first: nothing is saved and the problems are named.
  await page.getByLabel('Stream URL').fill('youtube.com/watch');
  await page.getByRole('button', { name: 'Create stream' }).click();
  await expect(page.getByText('Please correct the highlighted fields; nothing was saved yet.')).toBeVisible();
  await expect(page.getByLabel(/^Title/)).toBeFocused();
  await expect(page.getByText('Enter a full web address (https://…) or a path on this site starting with /')).toBeVisible();

  await page.getByLabel(/^Title/).fill(title);
  await expect(page.getByLabel(/^Slug/)).toHaveAttribute('placeholder', slug);
  await page.getByLabel(/^Description/).fill('An admin-made stream about keeping records straight.');
  await page.getByLabel('Stream URL').fill('https://www.youtube.com/embed/dQw4w9WgXcQ');
  await page.getByLabel(/^Director/).fill('Ada Quill');
  await page.getByLabel(/^Language/).fill('English');
  await page.getByRole('button', { name: 'Add genre', exact: true }).click();
  await entry(page, 'Genre 1').fill('Documentary');
  await page.getByRole('button', { name: 'Add cast member' }).click();
  await entry(page, 'Cast member 1').fill('Octavia Marsh');
  await page.getByRole('button', { name: 'Add platform link' }).click();
  await entry(page, 'Platform link 1').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  await page.getByLabel(/^Rating \(optional\)/).fill('8.5');
  await page.getByRole('switch', { name: 'Featured' }).check();
  await page.getByRole('button', { name: 'Create stream' }).click();
  await expect(page.getByText(`Created “${title}”. It is public at /streams/${slug}.`)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/streams\/(?!new$)[^/]+$/);
  const editUrl = page.url();

  const visitor = await (await browser.newContext()).newPage();
  await stubEmbeds(visitor);
  await expectPublicly(visitor, `/streams/${slug}`, async (view) => {
    await expect(view.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 1000 });
  });
  await expect(visitor.getByText('Octavia Marsh').first()).toBeVisible();

  // Edit on a fresh load of the edit page: the stored values come back and a change goes public.
  await page.goto(editUrl);
  // The form appears once the browser has read the stream: on a loaded CI machine (static chunks
  // taking 2–4 s) that took longer than the usual 10 s.
  await expect(page.getByLabel(/^Slug/)).toHaveValue(slug, { timeout: 30_000 });
  await expect(entry(page, 'Genre 1')).toHaveValue('Documentary');
  await expect(page.getByText('Created by')).toBeVisible();
  // Counters are the server's: shown above the form, never an input.
  await expect(page.getByText('Views', { exact: true })).toBeVisible();
  await expect(page.getByLabel(/^Views/)).toHaveCount(0);
  await expect(page.getByRole('switch', { name: 'Featured' })).toBeChecked();
  await page.getByLabel(/^Title/).fill(`${title} (cut)`);
  await page.getByRole('switch', { name: 'Featured' }).uncheck();
  await page.getByRole('button', { name: 'Save stream' }).click();
  await expect(page.getByText(`Saved “${title} (cut)”.`)).toBeVisible();
  await expectPublicly(visitor, `/streams/${slug}`, async (view) => {
    await expect(view.getByRole('heading', { level: 1, name: `${title} (cut)` })).toBeVisible({ timeout: 1000 });
  });

  // Featured is set through setFeatured, and each change is in the audit log.
  const streamId = decodeURIComponent(new URL(editUrl).pathname.split('/').pop()!);
  await page.goto('/admin/audit');
  const entries = page.getByRole('row').filter({ hasText: streamId });
  await expect(entries.filter({ hasText: 'Stopped featuring stream' })).toHaveCount(1);
  await expect(entries.filter({ hasText: 'Featured stream' })).toHaveCount(1);
  await page.goto(editUrl);
  await expect(page.getByRole('switch', { name: 'Featured' })).not.toBeChecked();

  await confirmDelete(page, `${title} (cut)`);
  await expect(page).toHaveURL(/\/admin\/streams\?deleted=/);
  await expect(page.getByText(`Deleted “${title} (cut)”.`)).toBeVisible();
  await expect(page.getByRole('table')).not.toContainText(title);
  await expect(async () => {
    expect((await visitor.request.get(`/streams/${slug}`)).status()).toBe(404);
  }).toPass({ timeout: 20_000 });
  expect(errors).toEqual([]);
});

test('an admin creates a personality that appears publicly, edits it and deletes it', async ({ browser }) => {
  const page = await signInAsAdmin(browser);
  const name = `Ada Quill ${randomUUID().slice(0, 6)}`;
  const slug = name.toLowerCase().replace(/ /g, '-');

  await page.goto('/admin/personalities');
  await expect(page.getByRole('table')).toContainText('Octavia Marsh', { timeout: FIRST_READ_MS });
  await page.getByRole('link', { name: 'New personality' }).click();
  await page.getByLabel(/^Name/).fill(name);
  await page.getByLabel(/^Display name/).fill(name);
  await page.getByLabel(/^Category/).selectOption({ label: 'Journalist' });
  await page.getByLabel(/^YouTube link/).fill('youtube.com/@adaquill');
  await page.getByRole('checkbox', { name: 'Rumble' }).check();
  await page.getByLabel(/^Time zone/).fill('Berlin');
  await page.getByRole('button', { name: 'Create personality' }).click();
  await expect(page.getByText('Enter a full web address starting with https:// (or http://)')).toBeVisible();
  await expect(page.getByText('Add the Rumble link, or untick it')).toBeVisible();
  await expect(page.getByText('Enter an IANA time zone such as Europe/London or America/New_York')).toBeVisible();

  await page.getByLabel(/^YouTube link/).fill('https://www.youtube.com/@adaquill');
  await page.getByLabel(/^Rumble link/).fill('https://rumble.com/c/adaquill');
  await page.getByLabel(/^Time zone/).fill('Europe/Berlin');
  await page.getByLabel(/^Followers/).fill('48200');
  await page.getByLabel(/^Bio/).fill('Reports on how platforms write and rewrite their rules.');
  await page.getByRole('button', { name: 'Add specialty' }).click();
  await entry(page, 'Specialty 1').fill('Platform policy');
  await page.getByRole('button', { name: 'Create personality' }).click();
  await expect(page.getByText(`Created “${name}”. It is public at /personalities/${slug}.`)).toBeVisible();

  const visitor = await (await browser.newContext()).newPage();
  await expectPublicly(visitor, `/personalities/${slug}`, async (view) => {
    await expect(view.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 1000 });
  });
  await expect(visitor.getByText('Platform policy')).toBeVisible();
  await expect(visitor.getByRole('link', { name: /YouTube/ }).first()).toHaveAttribute('href', 'https://www.youtube.com/@adaquill');

  // A fresh load of the edit page reads the personality after the page's chunks (slow under CI load).
  await page.reload();
  await expect(page.getByText('Created by')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('switch', { name: 'Verified' }).check();
  await page.getByRole('switch', { name: 'Featured' }).check();
  await page.getByLabel(/^Bio/).fill('Reports on platform rules, old and new.');
  await page.getByRole('button', { name: 'Save personality' }).click();
  await expect(page.getByText(`Saved “${name}”.`)).toBeVisible();
  await expectPublicly(visitor, `/personalities/${slug}`, async (view) => {
    await expect(view.getByText('Reports on platform rules, old and new.')).toBeVisible({ timeout: 1000 });
  });
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Featured' })).toBeChecked({ timeout: 30_000 });
  await expect(page.getByRole('switch', { name: 'Verified' })).toBeChecked();

  await confirmDelete(page, name);
  await expect(page.getByText(`Deleted “${name}”.`)).toBeVisible();
  await expect(async () => {
    expect((await visitor.request.get(`/personalities/${slug}`)).status()).toBe(404);
  }).toPass({ timeout: 20_000 });
});

test('newsletter sign-ups and contact messages are stored and listed for admins, who can delete them', async ({ browser }) => {
  const guest = await (await browser.newContext()).newPage();
  const errors = watchConsole(guest);
  const reader = uniqueEmail('reader');
  await guest.goto('/extra/contact-us');
  const form = guest.getByRole('form', { name: 'Contact us' });
  await form.getByLabel(/Your name/).fill('Maren Holt');
  await form.getByLabel(/Email address/).fill(reader);
  await form.getByLabel(/Subject/).fill('Rumble restored my channel');
  await form.getByLabel(/^Message/).fill('After eleven weeks the appeal went through. Happy to share the letters.');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByText('Thanks, Maren Holt. Your message has reached the editors; we read every one.')).toBeVisible();
  await expect(form.getByLabel(/Your name/)).toHaveValue('');

  const newsletter = guest.getByRole('form', { name: 'Newsletter' });
  await newsletter.getByLabel('Subscribe to our newsletter').fill(reader);
  await newsletter.getByRole('button', { name: 'Subscribe' }).click();
  await expect(newsletter.getByText(`Thanks — ${reader} is on our newsletter list.`)).toBeVisible();
  expect(errors).toEqual([]);

  // Guests cannot read them back through the API: the models are create-only for the API key.
  const page = await signInAsAdmin(browser);
  await page.goto('/admin/newsletter');
  await expect(page.getByRole('link', { name: reader })).toBeVisible({ timeout: FIRST_READ_MS });

  await page.goto('/admin/messages');
  const message = page.getByRole('article', { name: 'Message from Maren Holt' }).filter({ hasText: reader });
  await expect(message).toContainText('After eleven weeks the appeal went through.', { timeout: FIRST_READ_MS });
  await expect(message.getByRole('heading', { name: 'Rumble restored my channel' })).toBeVisible();
  await message.getByRole('button', { name: 'Delete the message from Maren Holt' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, delete' }).click();
  await expect(message).toHaveCount(0);
  await page.reload();
  await expect(page.getByText(/^\d+ messages?$/)).toBeVisible();
  await expect(page.getByText(reader)).toHaveCount(0);
});

test('browsing and signing up make events appear in the analytics dashboard', async ({ browser }) => {
  // Two flush intervals in the visitor's browser, then the dashboard polled: more than the default minute on a loaded machine.
  test.slow();
  const page = await signInAsAdmin(browser);
  await page.goto('/admin/analytics');
  const pageViews = page.getByTestId('total-pageViews');
  const signUps = page.getByTestId('total-signUps');
  const sessions = page.getByTestId('total-sessions');
  await expect(pageViews).toHaveText(/^[\d,]+$/, { timeout: FIRST_READ_MS });
  const count = async (locator: typeof pageViews) => Number((await locator.textContent())?.replace(/,/g, ''));
  const [viewsBefore, signUpsBefore, sessionsBefore] = [await count(pageViews), await count(signUps), await count(sessions)];

  // A visitor arrives from another site, follows links through four pages (one a profile) and
  // signs up. Events leave the browser every 5 s as Firehose batches (PutRecordBatch on
  // /_aws/firehose/), once the tracker has connected, a flush interval after the page settled:
  // links keep the one page load (and its buffer) as a visitor's clicks do.
  const visitor = await (await browser.newContext()).newPage();
  await stubEmbeds(visitor);
  const nextBatch = () =>
    visitor.waitForResponse(
      (response) => response.url().includes('/_aws/firehose/') && response.request().headers()['x-amz-target'] === 'Firehose_20150804.PutRecordBatch' && response.ok(),
      { timeout: 30_000 },
    );
  const firstBatch = nextBatch();
  await visitor.goto('/', { referer: 'https://news.example/story/42?who=reader' });
  await visitor.getByRole('link', { name: 'Briefs', exact: true }).first().click();
  await expect(visitor).toHaveURL(/\/briefs$/);
  await visitor.locator('a[href="/profiles"]').first().click();
  await expect(visitor).toHaveURL(/\/profiles$/);
  await visitor.locator('a[href="/profiles/anikasterling"]').first().click();
  await expect(visitor).toHaveURL(/\/profiles\/anikasterling$/);
  await visitor.locator('a[href="/extra-pages/sign-up"]').first().click();
  await expect(visitor).toHaveURL(/\/extra-pages\/sign-up$/);
  // The page views so far are sent before the sign-up, which may load another page.
  await firstBatch;
  const email = uniqueEmail('counted');
  await visitor.getByLabel('Email').fill(email);
  await visitor.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await visitor.getByLabel('Confirm Password').fill(PASSWORD);
  await visitor.getByRole('button', { name: 'Create Account' }).click();
  await visitor.getByLabel('Confirmation Code').fill(await latestCode(email));
  const sent = nextBatch();
  await visitor.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(visitor).toHaveURL(/\/me$/);
  await sent;

  await expect(async () => {
    await page.reload();
    await expect(pageViews).toHaveText(/^[\d,]+$/);
    expect(await count(pageViews)).toBeGreaterThanOrEqual(viewsBefore + 5);
    expect(await count(signUps)).toBeGreaterThanOrEqual(signUpsBefore + 1);
    expect(await count(sessions)).toBeGreaterThanOrEqual(sessionsBefore + 1);
  }).toPass({ timeout: 30_000 });
  await expect(page.getByRole('table', { name: 'Events by type' })).toContainText('Page view');
  await expect(page.getByRole('table', { name: 'Top profiles (views)' })).toContainText('anikasterling');
  // The referring site by its origin only: never the path or query it was on.
  const referrers = page.getByRole('table', { name: 'Referring sites (page views)' });
  await expect(referrers).toContainText('https://news.example');
  await expect(referrers).not.toContainText('story');
  await expect(page.getByRole('img', { name: 'Page views, launches, active browsers, sign-ups and sessions per day' })).toBeVisible();
});
