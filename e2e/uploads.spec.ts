import { createHash, randomUUID } from 'node:crypto';
import type { Browser, Locator, Page } from '@playwright/test';
import { Amplify } from 'aws-amplify';
import { signIn, signOut } from 'aws-amplify/auth';
import { ConsoleLogger } from 'aws-amplify/utils';
import sharp from 'sharp';
import { toResourcesConfig } from '../lib/amplify/resources-config';
import { createStorageClient, getOwnFolder, listFiles, storageTargetOf, type StorageTarget } from '../lib/storage';
import { createUser, PASSWORD, signInWith, uniqueEmail } from './support/identity';
import { watchConsole } from './support/page-health';
import { expect, test } from './support/test';
import { siteOutputs } from './support/site-outputs';
import { saveScreenshotsAtBothWidths } from './support/screenshot';

/**
 * Pictures and files in the site (issues 6 and 45): a creator uploads an avatar that a guest then
 * sees on the public profile, served as cacheable display sizes, and records a ban with a file that
 * becomes the record's sealed evidence item; a file of the wrong kind is refused before anything is
 * stored, and an upload can be cancelled; an admin gives a personality an uploaded image. Screenshots of the field go to e2e/artifacts/.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const suffix = randomUUID().slice(0, 6);
const creator = { email: uniqueEmail('uploader'), username: `uploader-${suffix}`, displayName: `Uma Uploader ${suffix}` };
const STORE_WRITES = /\/_aws\/s3\//;

/** A real picture, made here: a gradient so the display sizes have something to resize. */
function picture(format: 'png' | 'jpeg', width: number, height: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="#e50914"/><stop offset="1" stop-color="#0d8bd9"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`;
  return sharp(Buffer.from(svg))[format]().toBuffer();
}

async function newSignedInPage(browser: Browser, path: string, email: string, viewport = { width: 1280, height: 900 }): Promise<Page> {
  const page = await (await browser.newContext({ viewport })).newPage();
  await page.goto(path);
  await expect(page).toHaveURL(/\/auth\/login/);
  await signInWith(page, email);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  return page;
}

function uploadField(scope: Page | Locator, legend: string): Locator {
  return scope.getByRole('group', { name: new RegExp(`^${legend}`) });
}

/** The picture has arrived and been decoded: what a visitor sees is not a broken image. */
async function expectShown(image: Locator) {
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBeGreaterThan(0);
}

/** Holds the store's requests until released, so a running upload can be looked at (and cancelled). */
async function holdUploads(page: Page) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(STORE_WRITES, async (route) => {
    if (route.request().method() === 'GET') return route.continue();
    await released;
    await route.continue().catch(() => undefined);
  });
  return { release: () => release(), stop: () => page.unroute(STORE_WRITES) };
}


/** The creator's own folders, listed with the real S3 client in Node, signed in as the creator. */
async function listOwnPictures(page: Page): Promise<Record<'avatars' | 'evidence', string[]>> {
  const outputs = await siteOutputs(page);
  // Amplify warns that the endpoints are custom: they are, on purpose.
  ConsoleLogger.LOG_LEVEL = 'ERROR';
  Amplify.configure(toResourcesConfig(outputs));
  await signIn({ username: creator.email, password: PASSWORD });
  const target = storageTargetOf(outputs) as StorageTarget;
  const client = createStorageClient(target);
  try {
    const keysIn = async (prefix: string) => (await listFiles(client, target, await getOwnFolder(prefix))).map((file) => file.key);
    return { avatars: await keysIn('profile-avatar/'), evidence: await keysIn('picture-submissions/') };
  } finally {
    client.destroy();
    await signOut();
  }
}

test('a creator uploads an avatar and records a ban with an evidence file; a guest sees the avatar and the sealed item', async ({ browser }) => {
  createUser(creator.email);
  const page = await newSignedInPage(browser, '/me/profile', creator.email);
  const errors = watchConsole(page);
  await page.getByLabel('Username', { exact: true }).fill(creator.username);
  await page.getByLabel('Display name').fill(creator.displayName);

  const avatar = uploadField(page, 'Profile picture');
  await expect(avatar.getByText('No picture yet')).toBeVisible();
  const held = await holdUploads(page);
  await avatar.getByLabel('Choose a picture').setInputFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: await picture('png', 800, 800) });
  const progress = avatar.getByRole('progressbar', { name: 'Uploading avatar.png' });
  await expect(progress).toHaveAttribute('aria-valuenow', '0');
  await expect(progress).toHaveAttribute('aria-valuemax', '100');
  await saveScreenshotsAtBothWidths(page, avatar, 'upload-field-progress');
  held.release();
  await expect(avatar.getByText('Uploaded. Save to keep the new picture.')).toBeVisible();
  await held.stop();
  await expect(progress).toHaveCount(0);
  await expectShown(avatar.getByRole('img', { name: 'Your profile picture' }));
  await saveScreenshotsAtBothWidths(page, avatar, 'upload-field-avatar');
  await page.getByRole('button', { name: 'Create profile' }).click();
  await expect(page.getByText('Your profile is created.')).toBeVisible();

  await page.goto('/me/bans');
  await page.getByRole('button', { name: 'Add a platform ban' }).click();
  await page.getByLabel('Platform', { exact: true }).selectOption('youtube');
  await page.getByLabel('Date of the ban').fill('2024-05-14');
  await page.getByLabel('What happened').fill('Strike for “misleading content” on a video about the strike policy itself.');
  // The form's file becomes a sealed evidence item of the saved ban; the note is the creator's own.
  await page.getByRole('textbox', { name: /^Your note on the evidence/ }).fill('The strike notice from YouTube Studio');
  const strike = await picture('jpeg', 1600, 900);
  await page.getByLabel(/^Evidence file/).setInputFiles({ name: 'strike.jpg', mimeType: 'image/jpeg', buffer: strike });
  await page.getByRole('button', { name: 'Add ban' }).click();
  await expect(page.getByText('The ban is added. Your profile totals are up to date.')).toBeVisible();
  expect(errors).toEqual([]);

  // A guest: a fresh context without the creator's session.
  const guest = await (await browser.newContext()).newPage();
  await expect(async () => {
    await guest.goto(`/profiles/${creator.username}`);
    await expect(guest.getByText('The strike notice from YouTube Studio')).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await expect(guest.getByText('Creator’s note:').first()).toBeVisible();
  const shownAvatar = guest.getByRole('region', { name: creator.displayName }).getByRole('img', { name: creator.displayName });
  await expectShown(shownAvatar);

  // Display sizes of the stored avatar, named with its version: cacheable for a year.
  const avatarSrc = (await shownAvatar.getAttribute('src'))!;
  expect(avatarSrc).toMatch(/\/_aws\/s3\/[^/]+\/profile-avatar\/[^/]+\/avatar-[a-z0-9-]+\.png\?variant=w320&v=[0-9a-f-]+$/);
  const response = await guest.request.get(avatarSrc);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/webp');
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

  // The permalink counts the file as the record's one evidence item, with the hash of its bytes.
  const permalink = (await guest.locator('a[href^="/bans/"]').first().getAttribute('href'))!;
  await guest.goto(permalink);
  const evidence = guest.locator('#evidence');
  await expect(evidence.getByRole('heading', { name: 'Evidence (1)' })).toBeVisible();
  await expect(evidence.getByText('strike.jpg')).toBeVisible();
  await expect(evidence.locator('.evidence-hash code')).toHaveText(createHash('sha256').update(strike).digest('hex'));
  const file = await guest.request.get((await evidence.getByRole('link', { name: 'Open the file' }).getAttribute('href'))!);
  expect(file.status()).toBe(200);
  expect(Buffer.from(await file.body()).equals(strike)).toBe(true);
});

test('a file that is not a picture is refused with a message, keeps the form and stores nothing; an upload can be cancelled', async ({ browser }) => {
  const page = await newSignedInPage(browser, '/me/bans', creator.email);
  const storeWrites: string[] = [];
  page.on('request', (request) => {
    if (STORE_WRITES.test(request.url()) && request.method() !== 'GET') storeWrites.push(`${request.method()} ${request.url()}`);
  });
  await page.getByRole('button', { name: 'Add a platform ban' }).click();
  await page.getByLabel('What happened').fill('Account suspended without a reason given.');
  await page.getByLabel(/^Evidence file/).setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('These are my notes, not a picture.\n') });
  await expect(page.locator('.evidence-fields .invalid-feedback')).toContainText('This kind of file cannot be evidence.');
  await expect(page.getByLabel('What happened')).toHaveValue('Account suspended without a reason given.');
  await saveScreenshotsAtBothWidths(page, page.locator('.evidence-fields'), 'evidence-file-refused');
  expect(storeWrites).toEqual([]);

  // Cancelled while the store has not answered yet: the field keeps the picture it had.
  await page.goto('/me/profile');
  const avatar = uploadField(page, 'Profile picture');
  await expectShown(avatar.getByRole('img', { name: 'Your profile picture' }));
  await avatar.getByLabel('Choose a picture').setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('These are my notes, not a picture.\n') });
  await expect(avatar.getByRole('alert')).toHaveText('Please choose a picture: JPEG, PNG, WebP, GIF or AVIF.');
  await saveScreenshotsAtBothWidths(page, avatar, 'upload-field-refused');
  expect(storeWrites).toEqual([]);
  const held = await holdUploads(page);
  await avatar.getByLabel('Choose a picture').setInputFiles({ name: 'second.png', mimeType: 'image/png', buffer: await picture('png', 400, 300) });
  await avatar.getByRole('button', { name: 'Cancel upload' }).click();
  await expect(avatar.getByText('The upload was cancelled.')).toBeVisible();
  await expect(avatar.getByRole('progressbar')).toHaveCount(0);
  held.release();
  await held.stop();

  // In the store: the avatar of the first journey and no loose evidence picture.
  const stored = await listOwnPictures(page);
  expect(stored.avatars).toHaveLength(1);
  expect(stored.evidence).toEqual([]);
});

test('an admin gives a personality an uploaded image that shows on its public page', async ({ browser }) => {
  const email = uniqueEmail('picture-admin');
  createUser(email, { groups: ['ADMINS'] });
  const page = await newSignedInPage(browser, '/admin/personalities/new', email);
  const name = `Iris Imager ${suffix}`;
  await page.getByLabel(/^Name/).fill(name);
  await page.getByLabel(/^Display name/).fill(name);
  const image = uploadField(page, 'Image');
  await image.getByLabel('Choose a picture').setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: await picture('png', 960, 1200) });
  await expect(image.getByText('Uploaded. Save to keep the new picture.')).toBeVisible();
  await page.getByRole('button', { name: 'Create personality' }).click();
  const created = page.getByText(/^Created “.+”\. It is public at \/personalities\//);
  await expect(created).toBeVisible();
  const path = /(\/personalities\/[a-z0-9-]+)/.exec((await created.textContent())!)![1];

  const guest = await (await browser.newContext()).newPage();
  await expect(async () => {
    await guest.goto(path);
    await expect(guest.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  const portrait = guest.getByRole('img', { name }).first();
  await expectShown(portrait);
  expect(await portrait.getAttribute('src')).toMatch(/\/personalities\/portrait-[a-z0-9-]+\.png\?variant=w640&v=/);
});
