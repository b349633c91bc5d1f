import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { Amplify } from 'aws-amplify';
import { signIn, signOut } from 'aws-amplify/auth';
import { generateClient, type Client } from 'aws-amplify/data';
import { ConsoleLogger } from 'aws-amplify/utils';
import { toResourcesConfig } from '../lib/amplify/resources-config';
import type { Schema } from '../lib/data/schema';
import { createUser, PASSWORD, uniqueEmail } from './support/identity';
import { siteOutputs } from './support/site-outputs';
import { expect, test } from './support/test';

/**
 * Issue 43: an anonymised record cannot be tied to its creator from anything a guest reads. A
 * creator with a public profile records a named ban and, in the same sitting, two anonymised bans
 * with a story (an appeal event, text evidence); a guest then reads every door — the permalinks
 * and their JSON-LD, the profile and its JSON-LD, both open data files, the search page and
 * /api/search — and finds neither the creator's name, username or profile id near the anonymised
 * records, nor a timestamp of theirs equal to one of the creator's, nor a public id the two
 * anonymised records share.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const suffix = randomUUID().slice(0, 8);
const creator = { email: uniqueEmail('anonymity'), username: `anon-${suffix}`, displayName: `Rhea Quill ${suffix}` };
/** A word only these records hold, to find them by search. */
const marker = `zyxanon${suffix.replace(/[^a-z]/g, 'q')}`;
let profileId = '';
let namedId = '';
const anonymousIds: string[] = [];

async function asCreator(page: Page, work: (client: Client<Schema>) => Promise<void>): Promise<void> {
  if (!page.url().startsWith('http')) await page.goto('/');
  ConsoleLogger.LOG_LEVEL = 'ERROR';
  Amplify.configure(toResourcesConfig(await siteOutputs(page)));
  await signIn({ username: creator.email, password: PASSWORD });
  try {
    await work(generateClient<Schema>({ authMode: 'userPool' }));
  } finally {
    await signOut();
  }
}

async function read(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path, { headers: { Cookie: '' } });
  expect({ path, status: response.status() }).toEqual({ path, status: 200 });
  return response.text();
}

/** Every ISO instant in a text. */
const instantsIn = (text: string) => new Set(text.match(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,3})?Z/g) ?? []);

test('a creator records a named ban and two anonymised ones in one sitting', async ({ page }) => {
  createUser(creator.email);
  await asCreator(page, async (client) => {
    const profile = await client.mutations.saveMyProfile({ username: creator.username, displayName: creator.displayName });
    expect(profile.errors).toBeUndefined();
    profileId = profile.data!.id;
    const named = await client.mutations.saveMyPlatformBan({ platformId: 'youtube', dateOfBan: '2026-02-01', explanation: `Named ${marker} strike.` });
    expect(named.errors).toBeUndefined();
    namedId = named.data!.id;
    for (const platformId of ['x', 'tiktok']) {
      const saved = await client.mutations.saveMyPlatformBan({ platformId, dateOfBan: '2026-02-02', explanation: `Anonymous ${marker} account locked.`, isAnonymous: true, appealStatus: 'PENDING' });
      expect(saved.errors).toBeUndefined();
      const id = saved.data!.id;
      anonymousIds.push(id);
      expect((await client.mutations.addMyAppealEvent({ recordModel: 'PlatformBan', recordId: id, kind: 'FILED', date: '2026-02-03' })).errors).toBeUndefined();
      expect((await client.mutations.submitMyEvidence({ recordModel: 'PlatformBan', recordId: id, text: `The notice read: ${marker}.` })).errors).toBeUndefined();
    }
  });
});

/** The Data client as a guest (the public API key), configured from the site's outputs. */
async function guestClient(page: Page): Promise<Client<Schema>> {
  if (!page.url().startsWith('http')) await page.goto('/');
  ConsoleLogger.LOG_LEVEL = 'ERROR';
  Amplify.configure(toResourcesConfig(await siteOutputs(page)));
  return generateClient<Schema>({ authMode: 'apiKey' });
}

test('a guest finds nothing that ties the anonymised records to their creator or to each other', async ({ page, request }) => {
  const creatorMarks = [creator.username, creator.displayName, profileId];
  const guest = await guestClient(page);
  // Every moment the creator's public records show: the profile's and the named ban's timestamps.
  const profile = (await guest.models.Profile.get({ id: profileId }, { selectionSet: ['createdAt', 'updatedAt'] })).data!;
  const named = (await guest.models.PlatformBan.get({ id: namedId }, { selectionSet: ['createdAt', 'updatedAt'] })).data!;
  const creatorInstants = new Set([profile.createdAt, profile.updatedAt, named.createdAt, named.updatedAt]);
  const profilePage = await read(request, `/profiles/${creator.username}`);
  expect(profilePage).toContain(`/bans/${namedId}`);
  for (const id of anonymousIds) expect(profilePage).not.toContain(id);

  const anonymousPages = await Promise.all(anonymousIds.map((id) => read(request, `/bans/${id}`)));
  for (const html of anonymousPages) {
    expect(html).toContain(marker);
    for (const mark of creatorMarks) expect(html).not.toContain(mark);
    expect(html).not.toContain('"author"');
    // Its instants (JSON-LD, trail) show the day, and none equals one of the creator's.
    for (const instant of instantsIn(html)) {
      expect(creatorInstants.has(instant)).toBe(false);
    }
  }

  const json = JSON.parse(await read(request, '/data/bans.json')) as { records: Record<string, unknown>[] };
  const exported = json.records.filter((record) => anonymousIds.includes(String(record.id)));
  expect(exported).toHaveLength(2);
  for (const record of exported) {
    expect(record.creator).toBeNull();
    expect(JSON.stringify(record)).not.toMatch(new RegExp(creatorMarks.map((mark) => mark.replace(/[^\w-]/g, '\\$&')).join('|')));
    expect(String(record.createdAt)).toMatch(/T00:00:00\.00\dZ$/);
  }
  const csv = await read(request, '/data/bans.csv');
  for (const line of csv.split('\r\n').filter((row) => anonymousIds.some((id) => row.includes(id)))) {
    for (const mark of creatorMarks) expect(line).not.toContain(mark);
  }

  // Search finds them by their words, each on its own page, with no name beside it.
  const search = JSON.parse(await read(request, `/api/search?q=${marker}&kind=bans`)) as { results: { id: string }[] };
  const hits = search.results.filter((result) => anonymousIds.includes(result.id));
  expect(hits).toHaveLength(2);
  for (const hit of hits) for (const mark of creatorMarks) expect(JSON.stringify(hit)).not.toContain(mark);
  const searchPage = await read(request, `/search?q=${marker}&kind=bans`);
  for (const id of anonymousIds) expect(searchPage).toContain(`/bans/${id}`);
});

test('through the API a guest finds each anonymised record alone under a public id of its own', async ({ page }) => {
  const guest = await guestClient(page);
  const records = await Promise.all(anonymousIds.map(async (id) => (await guest.models.PlatformBan.get({ id }, { selectionSet: ['id', 'profileId', 'createdAt', 'updatedAt'] })).data!));
  const publicIds = records.map((record) => record.profileId!);
  expect(new Set([...publicIds, profileId]).size).toBe(3);
  for (const [index, publicId] of publicIds.entries()) {
    const filed = await guest.models.PlatformBan.listPlatformBanByProfileId({ profileId: publicId }, { selectionSet: ['id'] });
    expect(filed.data.map((record) => record.id)).toEqual([anonymousIds[index]]);
  }
  const authorship = await guest.models.AnonymousAuthorship.listAnonymousAuthorshipByProfileId({ profileId });
  expect(authorship.data ?? []).toEqual([]);
});
