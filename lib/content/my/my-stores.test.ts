/**
 * The creator's stores through the unmodified Amplify Data client in Node, against the real
 * backend (identity and data services on a temp PGlite folder): profile creation with a unique
 * username, the totals kept in step with the records, unique slugs, and the owner rule keeping
 * a second creator away from the first one's records.
 */
import { signIn, signOut } from 'aws-amplify/auth';
import { generateClient } from 'aws-amplify/data';
import { configureAmplifyData } from '../../../backend/data/test-support/configure-amplify-data';
import { startDataBackend, TEST_PASSWORD, type DataTestBackend, type TestUser } from '../../../backend/data/test-support/start-data-backend';
import type { Schema } from '@/lib/data/schema';
import { emptyBriefForm, formValuesToBriefInput } from './brief-form';
import { getMyBrief, listMyBriefs } from './my-brief-list';
import { changeMyBriefStatus, saveMyBrief } from './my-brief-store';
import { createMyProfile, loadMyProfile, syncProfileTotals, updateMyProfile, type MyProfile } from './my-profile-store';
import { deleteMyBan, saveMyBan, saveMyShadowban } from './my-records-store';
import { emptyProfileForm, formValuesToProfileInput, USERNAME_TAKEN_MESSAGE } from './profile-form';

jest.setTimeout(120_000);

const client = generateClient<Schema>({ authMode: 'userPool' });
const today = '2025-06-01';

describe('the creator’s stores on the real backend', () => {
  let backend: DataTestBackend;
  let ada: TestUser;
  let bo: TestUser;
  let profile: MyProfile;
  const signInAs = async (user: TestUser) => {
    await signOut();
    await signIn({ username: user.email, password: TEST_PASSWORD, options: { authFlowType: 'USER_PASSWORD_AUTH' } });
  };
  const profileInput = (username: string) => formValuesToProfileInput({ ...emptyProfileForm(), username, displayName: username, activePlatforms: 'X,YOUTUBE' });
  const briefInput = (title: string, status = 'DRAFT') =>
    formValuesToBriefInput({ ...emptyBriefForm(), title, description: 'Summary.', categories: 'Power', longDescription: '<p>Body.</p>', status });

  beforeAll(async () => {
    backend = await startDataBackend();
    configureAmplifyData(backend.outputs);
    ada = await backend.createUser('ada@example.com');
    bo = await backend.createUser('bo@example.com');
    await signInAs(ada);
  });
  afterAll(async () => {
    await signOut().catch(() => undefined);
    await backend?.close();
  });

  it('creates the creator’s profile on the first visit and finds it again', async () => {
    expect(await loadMyProfile(client)).toBeNull();
    profile = await createMyProfile(client, ada.sub, profileInput('ada'));
    expect(profile).toMatchObject({ username: 'ada', totalBans: 0, platformStatus: ['X:ACTIVE', 'YOUTUBE:ACTIVE'] });
    expect((await loadMyProfile(client))?.id).toBe(profile.id);
  });

  it('keeps the totals in step with the records after adding, editing and deleting', async () => {
    const ban = await saveMyBan(client, profile.id, { platformId: 'youtube', dateOfBan: '2024-05-01', isActive: true, explanation: 'Gone.', evidence: null, appealStatus: 'PENDING' });
    await saveMyShadowban(client, profile.id, {
      platform: 'X',
      date: '2024-02-01',
      category: 'Reach',
      restrictionType: 'Reply deboosting',
      description: 'Hidden.',
      evidence: null,
      financialImpact: 1200.5,
      appealStatus: 'NONE',
    });
    profile = await syncProfileTotals(client, profile);
    expect(profile).toMatchObject({
      totalBans: 1,
      bannedPlatforms: ['YOUTUBE'],
      limitedPlatforms: ['X'],
      platformsAffected: ['X', 'YOUTUBE'],
      dateFirstRestricted: '2024-02-01',
      totalEstimatedLoss: 1200.5,
      platformStatus: ['X:LIMITED', 'YOUTUBE:BANNED'],
    });

    await saveMyBan(client, profile.id, { platformId: 'youtube', dateOfBan: '2024-05-01', isActive: false, explanation: 'Back.', evidence: null, appealStatus: 'RESTORED' }, ban.id);
    profile = await syncProfileTotals(client, profile);
    expect(profile).toMatchObject({ totalBans: 1, bannedPlatforms: [], platformStatus: ['X:LIMITED', 'YOUTUBE:RESTORED'] });

    await deleteMyBan(client, ban.id);
    profile = await syncProfileTotals(client, profile);
    expect(profile).toMatchObject({ totalBans: 0, platformsAffected: ['X'], platformStatus: ['X:LIMITED', 'YOUTUBE:ACTIVE'] });
  });

  it('gives a second brief with the same title the next free slug, drafts included', async () => {
    const first = await saveMyBrief(client, { profile, userId: ada.sub, existing: null, input: briefInput('On Leverage'), today });
    const second = await saveMyBrief(client, { profile, userId: ada.sub, existing: null, input: briefInput('On Leverage'), today });
    expect([first.brief.slug, second.brief.slug]).toEqual(['on-leverage', 'on-leverage-2']);
    expect(first.brief).toMatchObject({ username: 'ada', profileId: profile.id, blogDate: today, month: 'June', status: 'DRAFT' });
  });

  it('moves a brief DRAFT → PUBLISHED → ARCHIVED and back, keeping the slug once it was public', async () => {
    const [brief] = await listMyBriefs(client, profile.id);
    const published = await changeMyBriefStatus(client, { profile, userId: ada.sub, brief, status: 'PUBLISHED', today: '2025-06-02' });
    expect(published.brief).toMatchObject({ status: 'PUBLISHED', blogDate: '2025-06-02' });
    const archived = await changeMyBriefStatus(client, { profile, userId: ada.sub, brief: published.brief, status: 'ARCHIVED', today });
    const renamed = await saveMyBrief(client, { profile, userId: ada.sub, existing: archived.brief, input: briefInput('A New Title', 'PUBLISHED'), today });
    expect(renamed.brief).toMatchObject({ status: 'PUBLISHED', slug: published.brief.slug, blogDate: '2025-06-02' });
  });

  it('refuses a username another creator has, and shows a second creator none of the first one’s records', async () => {
    const briefs = await listMyBriefs(client, profile.id);
    await signInAs(bo);
    await expect(createMyProfile(client, bo.sub, profileInput('ada'))).rejects.toThrow(USERNAME_TAKEN_MESSAGE);
    const boProfile = await createMyProfile(client, bo.sub, profileInput('bo'));
    await expect(updateMyProfile(client, boProfile, profileInput('ada'))).rejects.toThrow(USERNAME_TAKEN_MESSAGE);
    expect((await loadMyProfile(client))?.id).toBe(boProfile.id);
    expect(await listMyBriefs(client, profile.id)).toEqual([]);
    expect(await getMyBrief(client, briefs[0].id)).toBeNull();
    await expect(
      changeMyBriefStatus(client, { profile: boProfile, userId: bo.sub, brief: briefs[0], status: 'ARCHIVED', today }),
    ).rejects.toThrow(/Not Authorized|Unauthorized/);
  });
});
