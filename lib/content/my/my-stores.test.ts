/**
 * The creator's stores through the unmodified Amplify Data client in Node, against the real
 * backend (identity and data services on a temp PGlite folder): every write through the creator
 * mutations, with the server deciding usernames, slugs, dates and totals and answering refusals
 * in its own words; drafts kept off the public API; a second creator kept away from the first
 * one's records; a moderator's wider reads never mistaken for their own profile.
 */
import { signOut } from 'aws-amplify/auth';
import { generateClient } from 'aws-amplify/data';
import { UNKNOWN_PLATFORM_MESSAGE } from '@/amplify/data/creator-records/save-my-ban-records';
import { NO_PROFILE_MESSAGE } from '@/amplify/data/creator-records/profile-of-caller';
import { configureAmplifyData } from '../../../backend/data/test-support/configure-amplify-data';
import { signInAs } from '../../../backend/data/test-support/sign-in-as';
import { startDataBackend, type DataTestBackend, type TestUser } from '../../../backend/data/test-support/start-data-backend';
import type { Schema } from '@/lib/data/schema';
import { emptyBriefForm, formValuesToBriefInput } from './brief-form';
import { todayAwsDate } from './field-rules';
import { getMyBrief, listMyBriefs, myPublishedBriefs, sendMyBrief, storedBriefInput } from './my-brief-list';
import { changeMyBriefStatus, deleteMyBrief, saveMyBrief } from './my-brief-store';
import { loadMyProfile, reloadMyProfile, saveMyProfile, type MyProfile } from './my-profile-store';
import { deleteMyBan, listMyBans, saveMyBan, saveMyShadowban } from './my-records-store';
import { emptyProfileForm, formValuesToProfileInput, USERNAME_RESERVED_MESSAGE, USERNAME_TAKEN_MESSAGE } from './profile-form';

jest.setTimeout(120_000);

const client = generateClient<Schema>({ authMode: 'userPool' });
const publicClient = generateClient<Schema>({ authMode: 'apiKey' });

/** What a guest gets for a slug: the public table only, without the owner field guests may not read. */
async function publicBriefsAt(slug: string): Promise<string[]> {
  const result = await publicClient.models.Brief.listBriefBySlug({ slug }, { selectionSet: ['id', 'status'] });
  expect(result.errors).toBeUndefined();
  return result.data.map((brief) => brief.status ?? '');
}

describe('the creator’s stores on the real backend', () => {
  let backend: DataTestBackend;
  let ada: TestUser;
  let bo: TestUser;
  let moderator: TestUser;
  let profile: MyProfile;
  const profileInput = (username: string) => formValuesToProfileInput({ ...emptyProfileForm(), username, displayName: username, activePlatforms: 'X,YOUTUBE' });
  const briefInput = (title: string, status = 'DRAFT') =>
    formValuesToBriefInput({ ...emptyBriefForm(), title, description: 'Summary.', categories: 'Power', longDescription: '<p>Body.</p>', status });

  beforeAll(async () => {
    backend = await startDataBackend();
    configureAmplifyData(backend.outputs);
    ada = await backend.createUser('ada@example.com');
    bo = await backend.createUser('bo@example.com');
    moderator = await backend.createUser('mo@example.com', { groups: ['MODERATORS'] });
    await signInAs(ada);
  });
  afterAll(async () => {
    await signOut().catch(() => undefined);
    await backend?.close();
  });

  it('asks for a profile before anything is recorded on it', async () => {
    await expect(saveMyBan(client, { platformId: 'youtube', dateOfBan: '2024-05-01', isActive: true, explanation: 'Gone.', evidence: null, appealStatus: 'NONE' })).rejects.toThrow(
      NO_PROFILE_MESSAGE,
    );
  });

  it('creates the profile on the first save, finds it again, and changes it on the next', async () => {
    expect(await loadMyProfile(client, ada.sub)).toBeNull();
    profile = await saveMyProfile(client, profileInput('Ada'));
    expect(profile).toMatchObject({ username: 'ada', userId: ada.sub, totalBans: 0, platformStatus: ['X:ACTIVE', 'YOUTUBE:ACTIVE'] });
    expect((await loadMyProfile(client, ada.sub))?.id).toBe(profile.id);
    const changed = await saveMyProfile(client, { ...profileInput('ada'), displayName: 'Ada Quill' });
    expect(changed).toMatchObject({ id: profile.id, displayName: 'Ada Quill' });
  });

  it('answers a reserved username with the server’s own words, the form’s check aside', async () => {
    await expect(saveMyProfile(client, profileInput('admin'))).rejects.toThrow(USERNAME_RESERVED_MESSAGE);
  });

  it('keeps the totals in step with the records after adding, editing and deleting', async () => {
    const ban = await saveMyBan(client, { platformId: 'youtube', dateOfBan: '2024-05-01', isActive: true, explanation: 'Gone.', evidence: null, appealStatus: 'PENDING' });
    expect(ban).toMatchObject({ profileId: profile.id, platformId: 'youtube' });
    await saveMyShadowban(client, {
      platform: 'X',
      date: '2024-02-01',
      category: 'Reach',
      restrictionType: 'Reply deboosting',
      description: 'Hidden.',
      evidence: null,
      financialImpact: 1200.5,
      appealStatus: 'NONE',
    });
    profile = await reloadMyProfile(client, profile);
    expect(profile).toMatchObject({
      totalBans: 1,
      bannedPlatforms: ['YOUTUBE'],
      limitedPlatforms: ['X'],
      platformsAffected: ['X', 'YOUTUBE'],
      dateFirstRestricted: '2024-02-01',
      totalEstimatedLoss: 1200.5,
      platformStatus: ['X:LIMITED', 'YOUTUBE:BANNED'],
    });

    await saveMyBan(client, { platformId: 'youtube', dateOfBan: '2024-05-01', isActive: false, explanation: 'Back.', evidence: null, appealStatus: 'RESTORED' }, ban.id);
    profile = await reloadMyProfile(client, profile);
    expect(profile).toMatchObject({ totalBans: 1, bannedPlatforms: [], platformStatus: ['X:LIMITED', 'YOUTUBE:RESTORED'] });

    await deleteMyBan(client, ban.id);
    profile = await reloadMyProfile(client, profile);
    expect(profile).toMatchObject({ totalBans: 0, platformsAffected: ['X'], platformStatus: ['X:LIMITED', 'YOUTUBE:ACTIVE'] });
    expect(await listMyBans(client, profile.id)).toEqual([]);
  });

  it('lists the creator’s anonymised records beside the named ones, each once', async () => {
    const named = await saveMyBan(client, { platformId: 'x', dateOfBan: '2024-06-01', isActive: true, explanation: 'Named.', evidence: null, appealStatus: 'NONE' });
    const anonymous = await saveMyBan(client, { platformId: 'youtube', dateOfBan: '2024-07-01', isActive: true, explanation: 'Anonymised.', evidence: null, appealStatus: 'NONE', isAnonymous: true });
    expect(anonymous.profileId).not.toBe(profile.id);
    const listed = await listMyBans(client, profile.id);
    expect(listed.map((ban) => [ban.id, ban.isAnonymous])).toEqual([
      [anonymous.id, true],
      [named.id, false],
    ]);
    await deleteMyBan(client, anonymous.id);
    await deleteMyBan(client, named.id);
    profile = await reloadMyProfile(client, profile);
  });

  it('refuses a ban on a platform outside the catalogue', async () => {
    await expect(saveMyBan(client, { platformId: 'myspace', dateOfBan: '2024-05-01', isActive: true, explanation: 'Gone.', evidence: null, appealStatus: 'NONE' })).rejects.toThrow(
      UNKNOWN_PLATFORM_MESSAGE,
    );
  });

  it('lists drafts to their owner only, each with the next free slug', async () => {
    const first = await saveMyBrief(client, { existing: null, input: briefInput('On Leverage') });
    const second = await saveMyBrief(client, { existing: null, input: briefInput('On Leverage') });
    expect([first.brief.slug, second.brief.slug]).toEqual(['on-leverage', 'on-leverage-2']);
    expect(first.brief).toMatchObject({ username: 'ada', userId: ada.sub, profileId: profile.id, status: 'DRAFT', views: 0, featured: false });
    expect((await listMyBriefs(client, profile.id)).map((brief) => brief.slug).sort()).toEqual(['on-leverage', 'on-leverage-2']);
    expect(await getMyBrief(client, first.brief.id, profile.id)).toMatchObject({ id: first.brief.id, status: 'DRAFT' });
    expect(await publicBriefsAt('on-leverage')).toEqual([]);
  });

  it('moves a brief DRAFT → PUBLISHED → ARCHIVED and back, keeping the slug once it was public', async () => {
    const brief = (await listMyBriefs(client, profile.id)).find((item) => item.slug === 'on-leverage')!;
    const published = await changeMyBriefStatus(client, { brief, status: 'PUBLISHED' });
    expect(published.brief).toMatchObject({ id: brief.id, status: 'PUBLISHED', blogDate: todayAwsDate() });
    expect(await publicBriefsAt('on-leverage')).toEqual(['PUBLISHED']);
    expect((await listMyBriefs(client, profile.id)).filter((item) => item.id === brief.id)).toHaveLength(1);
    expect(await getMyBrief(client, brief.id, profile.id)).toMatchObject({ status: 'PUBLISHED' });

    const archived = await changeMyBriefStatus(client, { brief: published.brief, status: 'ARCHIVED' });
    expect(await publicBriefsAt('on-leverage')).toEqual([]);
    const renamed = await saveMyBrief(client, { existing: archived.brief, input: briefInput('A New Title', 'PUBLISHED') });
    expect(renamed.brief).toMatchObject({ status: 'PUBLISHED', slug: 'on-leverage', title: 'A New Title' });
  });

  it('refuses to publish an empty brief before asking the server', async () => {
    const draft = (await listMyBriefs(client, profile.id)).find((item) => item.status === 'DRAFT')!;
    await sendMyBrief(client, { ...storedBriefInput(draft), longDescription: null }, draft.id);
    const empty = (await getMyBrief(client, draft.id, profile.id))!;
    await expect(changeMyBriefStatus(client, { brief: empty, status: 'PUBLISHED' })).rejects.toThrow('Write the brief before publishing it');
  });

  it('gives every brief the new author name after a username change', async () => {
    profile = await saveMyProfile(client, profileInput('ada-quill'));
    const briefs = await listMyBriefs(client, profile.id);
    expect(briefs.map((brief) => brief.username)).toEqual(['ada-quill', 'ada-quill']);
    expect((await myPublishedBriefs(client, profile.id)).map((brief) => brief.slug)).toEqual(['on-leverage']);
  });

  it('refuses a username another creator has, and keeps a second creator away from the first one’s records', async () => {
    const briefs = await listMyBriefs(client, profile.id);
    await signInAs(bo);
    await expect(saveMyProfile(client, profileInput('ada-quill'))).rejects.toThrow(USERNAME_TAKEN_MESSAGE);
    // A name a profile gave up stays its own.
    await expect(saveMyProfile(client, profileInput('ada'))).rejects.toThrow(USERNAME_TAKEN_MESSAGE);
    const boProfile = await saveMyProfile(client, profileInput('bo-b'));
    expect((await loadMyProfile(client, bo.sub))?.id).toBe(boProfile.id);
    expect(await listMyBriefs(client, profile.id)).toEqual([]);
    expect(await getMyBrief(client, briefs[0].id, boProfile.id)).toBeNull();
    await expect(sendMyBrief(client, storedBriefInput(briefs[0], 'ARCHIVED'), briefs[0].id)).rejects.toThrow(/Not Authorized/);
    await expect(deleteMyBrief(client, briefs[0])).rejects.toThrow(/Not Authorized/);
  });

  it('gives a moderator, who may read every profile, no one else’s as their own', async () => {
    await signInAs(moderator);
    expect(await loadMyProfile(client, moderator.sub)).toBeNull();
    const briefs = await listMyBriefs(client, profile.id);
    expect(briefs.length).toBeGreaterThan(0);
    const moderatorProfile = await saveMyProfile(client, profileInput('mona'));
    expect(await getMyBrief(client, briefs[0].id, moderatorProfile.id)).toBeNull();
  });

  it('deletes a brief and frees its address', async () => {
    await signInAs(ada);
    const brief = (await listMyBriefs(client, profile.id)).find((item) => item.status === 'PUBLISHED')!;
    await deleteMyBrief(client, brief);
    expect(await getMyBrief(client, brief.id, profile.id)).toBeNull();
    expect(await publicBriefsAt('on-leverage')).toEqual([]);
    const again = await saveMyBrief(client, { existing: null, input: briefInput('On Leverage') });
    expect(again.brief.slug).toBe('on-leverage');
  });
});
