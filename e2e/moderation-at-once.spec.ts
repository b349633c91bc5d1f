import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { asUser } from './support/as-user';
import { createUser, uniqueEmail } from './support/identity';
import { expect, test } from './support/test';

/**
 * Issue 43: a moderation or trust change is visible to the very next visitor, with no browser
 * asking for a refresh. The mutations are sent by the Data client in Node (as a script would), and
 * the pages read with plain GETs right after each answer: never a cached copy from before, never
 * a "not found" page answered 200.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const suffix = randomUUID().slice(0, 6);
const creator = { email: uniqueEmail('at-once'), username: `at-once-${suffix}` };
const moderatorEmail = uniqueEmail('at-once-moderator');
const explanation = `Suspended the day after a live stream about moderation (${suffix}).`;
let banId = '';
/** The ban's platform page (a cached view since issue 50): its newest record, so on the first page. */
const platformPath = '/platforms/youtube';
/** A guest's search for the word only this ban holds (kept by the server's page cache since issue 50). */
const searchPath = `/search?q=${suffix}`;
/** The same search as JSON, and the bans' open data file: both kept by the server's page cache for guests too. */
const apiSearchPath = `/api/search?q=${suffix}`;
const bansFilePath = '/data/bans.csv';
/** Every door a guest reads the ban through, besides its permalink. */
const publicDoors = () => [`/profiles/${creator.username}`, platformPath, searchPath, apiSearchPath, bansFilePath];

/** A guest's GET: its status and, when 200, its page. */
async function visit(request: APIRequestContext, path: string): Promise<{ status: number; html: string }> {
  const response = await request.get(path, { headers: { Cookie: '' }, maxRedirects: 0 });
  return { status: response.status(), html: await response.text() };
}

/** The ban's line of the bans' CSV file (its explanation holds no line break), or ''. */
const banRowOf = (csv: string) => csv.split('\n').find((line) => line.startsWith(`${banId},`)) ?? '';

/** The not-found page's own heading (its component also travels, escaped, in every page's flight data). */
const isNotFoundPage = (html: string) => /<h1[^>]*>Page not found<\/h1>/.test(html);

/** Whether a page shows the ban: its explanation, or on the search page (which marks the matched word) a link to it. */
const showsBan = (path: string, html: string) =>
  path === searchPath ? html.includes(`href="/bans/${banId}"`) : path === apiSearchPath ? html.includes(`"id":"${banId}"`) : html.includes(explanation);

async function expectShown(request: APIRequestContext, path: string) {
  const { status, html } = await visit(request, path);
  expect({ path, status, isNotFoundPage: isNotFoundPage(html), showsRecord: showsBan(path, html) }).toEqual({ path, status: 200, isNotFoundPage: false, showsRecord: true });
}

async function expectGone(request: APIRequestContext, path: string, status: number) {
  const answer = await visit(request, path);
  expect({ path, status: answer.status, showsRecord: showsBan(path, answer.html) }).toEqual({ path, status, showsRecord: false });
}

test('a creator’s ban is public, and the public pages keep it in their caches', async ({ page, request }) => {
  createUser(creator.email);
  createUser(moderatorEmail, { groups: ['MODERATORS'] });
  await asUser(page, creator.email, async (client) => {
    expect((await client.mutations.saveMyProfile({ username: creator.username, displayName: `At Once ${suffix}` })).errors).toBeUndefined();
    const today = new Date().toISOString().slice(0, 10);
    const ban = await client.mutations.saveMyPlatformBan({ platformId: 'youtube', dateOfBan: today, explanation, appealStatus: 'PENDING' });
    expect(ban.errors).toBeUndefined();
    banId = ban.data!.id;
  });
  // Asked twice: the second answer comes from the caches.
  for (let round = 0; round < 2; round++) {
    await expectShown(request, `/bans/${banId}`);
    for (const path of publicDoors()) await expectShown(request, path);
  }
});

test('a moderator hides the ban and the very next visitor gets 404; a restore brings it back at once', async ({ page, request }) => {
  await asUser(page, moderatorEmail, async (client) => {
    // Signed in (which takes seconds): the pages are in the caches again, fresh, when the hide lands.
    await expectShown(request, `/bans/${banId}`);
    for (const path of publicDoors()) await expectShown(request, path);
    const hidden = await client.mutations.hideRecord({ model: 'PlatformBan', id: banId, reason: `Not the creator's own ban (${suffix}).` });
    expect(hidden.errors).toBeUndefined();
    for (let round = 0; round < 3; round++) {
      await expectGone(request, `/bans/${banId}`, 404);
      for (const path of publicDoors()) await expectGone(request, path, 200);
    }
    expect((await client.mutations.restoreRecord({ model: 'PlatformBan', id: banId, reason: `It was theirs after all (${suffix}).` })).errors).toBeUndefined();
    // The permalink's 404 was not kept: the first GET after the restore, and every one after it
    // while the caches would have held the 404 (and Next's own refresh once answered it as a 200).
    const until = Date.now() + 7000;
    while (Date.now() < until) {
      await expectShown(request, `/bans/${banId}`);
      for (const path of publicDoors()) await expectShown(request, path);
      await page.waitForTimeout(400);
    }
  });
});

test('a verification change shows the new level on the next GET', async ({ page, request }) => {
  const corroborated = '"creativeWorkStatus":"Corroborated"';
  await asUser(page, moderatorEmail, async (client) => {
    expect((await visit(request, `/bans/${banId}`)).html.includes(corroborated)).toBe(false);
    const step = await client.mutations.setRecordVerification({
      recordModel: 'PlatformBan',
      recordId: banId,
      level: 'CORROBORATED',
      note: `A second creator reported the same wave (${suffix}).`,
      source: 'MATCHING_REPORT',
    });
    expect(step.errors).toBeUndefined();
    expect((await visit(request, `/bans/${banId}`)).html.includes(corroborated)).toBe(true);
  });
});

test('a creator anonymises the ban and their profile drops it at once', async ({ page, request }) => {
  await asUser(page, creator.email, async (client) => {
    await expectShown(request, `/profiles/${creator.username}`);
    // The search page, kept by the page cache, names the creator in the ban's result before…
    expect((await visit(request, searchPath)).html).toMatch(new RegExp(`href="/bans/${banId}"(?:(?!</li>).)*@${creator.username}`));
    expect(banRowOf((await visit(request, bansFilePath)).html)).toContain(`,${creator.username},`);
    const saved = await client.mutations.saveMyPlatformBan({ id: banId, platformId: 'youtube', explanation, isAnonymous: true });
    expect(saved.errors).toBeUndefined();
    await expectGone(request, `/profiles/${creator.username}`, 200);
    // …and neither the permalink nor the ban's search result leads back to them on the very next GET
    // (the word is also in the creator's username, so their profile stays a result of its own).
    const permalink = await visit(request, `/bans/${banId}`);
    const search = await visit(request, searchPath);
    const banResult = new RegExp(`<li class="search-result">(?:(?!</li>).)*href="/bans/${banId}"(?:(?!</li>).)*</li>`).exec(search.html)?.[0] ?? '';
    expect({ status: permalink.status, namesCreator: permalink.html.includes(creator.username) }).toEqual({ status: 200, namesCreator: false });
    expect({ status: search.status, banResultNamesCreator: banResult.includes(creator.username), isShown: banResult !== '' }).toEqual({ status: 200, banResultNamesCreator: false, isShown: true });
    // The JSON search and the open data file, kept for guests by the server too, no longer name them either.
    const apiSearch = await visit(request, apiSearchPath);
    const apiBanResult = (JSON.parse(apiSearch.html) as { results: { id: string }[] }).results.find((result) => result.id === banId);
    expect({ isShown: apiBanResult !== undefined, namesCreator: JSON.stringify(apiBanResult ?? {}).includes(creator.username) }).toEqual({ isShown: true, namesCreator: false });
    const bansRow = banRowOf((await visit(request, bansFilePath)).html);
    expect({ isShown: bansRow !== '', namesCreator: bansRow.includes(creator.username) }).toEqual({ isShown: true, namesCreator: false });
  });
});
