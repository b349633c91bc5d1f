import { createInMemoryRecordsPort } from './in-memory-records-port.test-helper';
import { createInMemoryEvidenceFiles } from './in-memory-evidence-files.test-helper';
import type { RecordCaller, RecordClock } from './records-port';
import { deleteMyPlatformBan, saveMyPlatformBan, saveMyShadowbanReport, UNKNOWN_PLATFORM_MESSAGE } from './save-my-ban-records';
import { deleteMyBrief, saveMyBrief } from './save-my-brief';
import { saveMyProfile } from './save-my-profile';
import { USERNAME_RESERVED_MESSAGE, USERNAME_TAKEN_MESSAGE } from './usernames';
import { refusal } from './refusal.test-helper';

const callerOf = (sub: string): RecordCaller => ({ sub, owner: `${sub}::${sub}`, groups: [] });
const anika = callerOf('sub-anika');
const mallory = callerOf('sub-mallory');
let ids = 0;
const clock = (now = '2026-11-20T10:00:00.000Z'): RecordClock => ({ now: new Date(now), newId: () => `id-${++ids}` });
const profileArgs = (username: string) => ({ username, displayName: `The ${username}` });
const briefArgs = { title: 'Ten rules of stoic power', description: 'A summary.', categories: 'Stoicism', status: 'PUBLISHED' };

describe('saveMyProfile', () => {
  it('makes one profile per account, with the caller as userId and owner and totals from its (no) records', async () => {
    const port = createInMemoryRecordsPort();
    const created = await saveMyProfile(port, anika, clock(), { ...profileArgs('AnikaSterling'), userId: 'someone-else', totalBans: 99 });
    expect(created).toMatchObject({ userId: 'sub-anika', owner: 'sub-anika::sub-anika', username: 'anikasterling', totalBans: 0, totalEstimatedLoss: 0 });
    const again = await saveMyProfile(port, anika, clock(), profileArgs('anika-s'));
    expect(again.id).toBe(created.id);
    expect(port.all('Profile')).toHaveLength(1);
  });

  it('refuses another account a username in any letter case, and reserved words', async () => {
    const port = createInMemoryRecordsPort();
    await saveMyProfile(port, anika, clock(), profileArgs('anikasterling'));
    expect(await refusal(saveMyProfile(port, mallory, clock(), profileArgs('AnikaSterling')))).toEqual({ errorType: 'Conflict', message: USERNAME_TAKEN_MESSAGE });
    expect(await refusal(saveMyProfile(port, mallory, clock(), profileArgs('admin')))).toEqual({ errorType: 'BadRequest', message: USERNAME_RESERVED_MESSAGE });
    expect(port.all('Profile')).toHaveLength(1);
  });

  it('lets the store decide a race for one name: the second commit fails as taken', async () => {
    const port = createInMemoryRecordsPort();
    const racing = { ...port, get: async () => null };
    await saveMyProfile(racing, anika, clock(), profileArgs('samename'));
    expect(await refusal(saveMyProfile(racing, mallory, clock(), profileArgs('samename')))).toMatchObject({ errorType: 'Conflict' });
    expect(port.all('Profile').map((profile) => profile.userId)).toEqual(['sub-anika']);
  });

  it('refuses a second profile for one account even when two first saves race', async () => {
    const port = createInMemoryRecordsPort();
    const racing = { ...port, listByIndex: async () => [] };
    await saveMyProfile(racing, anika, clock(), profileArgs('first-tab'));
    expect(await refusal(saveMyProfile(racing, anika, clock(), profileArgs('second-tab')))).toEqual({ errorType: 'Conflict', message: 'You already have a profile.' });
    expect(port.all('Profile')).toHaveLength(1);
  });

  it('keeps a name the profile left for that profile: nobody else takes it, the profile may take it back', async () => {
    const port = createInMemoryRecordsPort();
    const profile = await saveMyProfile(port, anika, clock(), profileArgs('oldname'));
    await saveMyProfile(port, anika, clock('2026-11-21T10:00:00.000Z'), profileArgs('newname'));
    expect(await refusal(saveMyProfile(port, mallory, clock(), profileArgs('oldname')))).toMatchObject({ errorType: 'Conflict' });
    const back = await saveMyProfile(port, anika, clock('2026-11-22T10:00:00.000Z'), profileArgs('oldname'));
    expect([back.id, back.username]).toEqual([profile.id, 'oldname']);
  });
});

describe('a profile’s new name or picture', () => {
  it('reaches every brief of the profile, published or not, and no one else’s', async () => {
    const port = createInMemoryRecordsPort();
    await saveMyProfile(port, anika, clock(), profileArgs('anika'));
    await saveMyProfile(port, mallory, clock(), profileArgs('mallory'));
    await saveMyBrief(port, anika, clock(), briefArgs);
    await saveMyBrief(port, anika, clock(), { ...briefArgs, title: 'Draft', status: 'DRAFT' });
    const theirs = await saveMyBrief(port, mallory, clock(), briefArgs);
    await saveMyProfile(port, anika, clock('2026-11-21T10:00:00.000Z'), { ...profileArgs('anika-s'), avatarUrl: '/artwork/avatar/anika.svg' });
    const authors = [...port.all('Brief'), ...port.all('UnpublishedBrief')].map((brief) => [brief.profileId === theirs.profileId, brief.username, brief.userImage]);
    expect(authors.sort()).toEqual([
      [false, 'anika-s', '/artwork/avatar/anika.svg'],
      [false, 'anika-s', '/artwork/avatar/anika.svg'],
      [true, 'mallory', null],
    ]);
  });
});

describe('saveMyBrief', () => {
  it('refuses a caller without a profile', async () => {
    expect(await refusal(saveMyBrief(createInMemoryRecordsPort(), anika, clock(), briefArgs))).toMatchObject({ errorType: 'BadRequest' });
  });

  it('puts the brief on the caller’s own profile with author fields from it, whatever the client sends', async () => {
    const port = createInMemoryRecordsPort();
    const profile = await saveMyProfile(port, anika, clock(), { ...profileArgs('anika'), avatarUrl: '/artwork/avatar/anika.svg' });
    const brief = await saveMyBrief(port, anika, clock(), { ...briefArgs, profileId: 'victim', userId: 'victim', username: 'victim', views: 1000, featured: true });
    expect(brief).toMatchObject({ profileId: profile.id, userId: 'sub-anika', username: 'anika', userImage: '/artwork/avatar/anika.svg', views: 0, shares: 0, featured: false, slug: 'ten-rules-of-stoic-power', blogDate: '2026-11-20', month: 'November' });
    expect(port.all('Brief')).toHaveLength(1);
  });

  it('refuses to change another creator’s brief, and changes nothing', async () => {
    const port = createInMemoryRecordsPort();
    await saveMyProfile(port, anika, clock(), profileArgs('anika'));
    await saveMyProfile(port, mallory, clock(), profileArgs('mallory'));
    const brief = await saveMyBrief(port, anika, clock(), briefArgs);
    expect(await refusal(saveMyBrief(port, mallory, clock(), { ...briefArgs, id: brief.id, title: 'Defaced' }))).toMatchObject({ errorType: 'Unauthorized' });
    expect(await refusal(deleteMyBrief(port, mallory, { id: brief.id }))).toMatchObject({ errorType: 'Unauthorized' });
    expect(port.all('Brief')[0].title).toBe(briefArgs.title);
  });

  it('keeps drafts and archived briefs out of the public table, moving a brief as it is published or withdrawn', async () => {
    const port = createInMemoryRecordsPort();
    await saveMyProfile(port, anika, clock(), profileArgs('anika'));
    const draft = await saveMyBrief(port, anika, clock(), { ...briefArgs, status: 'DRAFT' });
    expect([port.all('Brief').length, port.all('UnpublishedBrief').length]).toEqual([0, 1]);
    await saveMyBrief(port, anika, clock('2026-11-22T10:00:00.000Z'), { ...briefArgs, id: draft.id, status: 'PUBLISHED' });
    expect(port.all('Brief').map((brief) => [brief.id, brief.blogDate])).toEqual([[draft.id, '2026-11-22']]);
    expect(port.all('UnpublishedBrief')).toHaveLength(0);
    await saveMyBrief(port, anika, clock(), { ...briefArgs, id: draft.id, status: 'ARCHIVED' });
    expect([port.all('Brief').length, port.all('UnpublishedBrief').length]).toEqual([0, 1]);
  });

  it('gives every brief its own address; a draft follows its title, a published brief keeps its address', async () => {
    const port = createInMemoryRecordsPort();
    await saveMyProfile(port, anika, clock(), profileArgs('anika'));
    await saveMyProfile(port, mallory, clock(), profileArgs('mallory'));
    const first = await saveMyBrief(port, anika, clock(), briefArgs);
    const second = await saveMyBrief(port, mallory, clock(), { ...briefArgs, status: 'DRAFT' });
    expect(second.slug).toBe('ten-rules-of-stoic-power-2');
    const renamed = await saveMyBrief(port, mallory, clock(), { ...briefArgs, id: second.id, status: 'DRAFT', title: 'Another title' });
    expect(renamed.slug).toBe('another-title');
    const kept = await saveMyBrief(port, anika, clock(), { ...briefArgs, id: first.id, title: 'Retitled' });
    expect(kept.slug).toBe(first.slug);
    await deleteMyBrief(port, mallory, { id: second.id });
    expect(port.all('UniqueClaim').map((claim) => claim.id).filter((id) => String(id).startsWith('brief-slug#'))).toEqual(['brief-slug#ten-rules-of-stoic-power']);
  });
});

describe('platform bans and shadowban reports', () => {
  const banArgs = { platformId: 'youtube', isActive: true, dateOfBan: '2026-03-01', explanation: 'Strike three.' };

  it('refuses a platform outside the catalogue with a clear message', async () => {
    const port = createInMemoryRecordsPort();
    await saveMyProfile(port, anika, clock(), profileArgs('anika'));
    expect(await refusal(saveMyPlatformBan(port, anika, clock(), { ...banArgs, platformId: 'myspace' }))).toEqual({ errorType: 'BadRequest', message: UNKNOWN_PLATFORM_MESSAGE });
    expect(port.all('PlatformBan')).toHaveLength(0);
  });

  it('records on the caller’s own profile and recomputes its totals in the same commit', async () => {
    const port = createInMemoryRecordsPort();
    const profile = await saveMyProfile(port, anika, clock(), profileArgs('anika'));
    const ban = await saveMyPlatformBan(port, anika, clock(), { ...banArgs, profileId: 'victim' });
    await saveMyShadowbanReport(port, anika, clock(), { platform: 'TIKTOK', category: 'Reach', description: 'Views fell.', restrictionType: 'Demoted', date: '2026-02-01', financialImpact: 120.5 });
    expect(ban.profileId).toBe(profile.id);
    expect(port.all('Profile')[0]).toMatchObject({ totalBans: 1, bannedPlatforms: ['YOUTUBE'], limitedPlatforms: ['TIKTOK'], totalEstimatedLoss: 120.5, dateFirstRestricted: '2026-02-01' });
    await deleteMyPlatformBan(port, createInMemoryEvidenceFiles(), anika, clock(), { id: ban.id });
    expect(port.all('Profile')[0]).toMatchObject({ totalBans: 0, bannedPlatforms: [] });
  });

  it('refuses another creator’s ban and dates in the future', async () => {
    const port = createInMemoryRecordsPort();
    await saveMyProfile(port, anika, clock(), profileArgs('anika'));
    await saveMyProfile(port, mallory, clock(), profileArgs('mallory'));
    const ban = await saveMyPlatformBan(port, anika, clock(), banArgs);
    expect(await refusal(saveMyPlatformBan(port, mallory, clock(), { ...banArgs, id: ban.id }))).toMatchObject({ errorType: 'Unauthorized' });
    expect(await refusal(deleteMyPlatformBan(port, createInMemoryEvidenceFiles(), mallory, clock(), { id: ban.id }))).toMatchObject({ errorType: 'Unauthorized' });
    expect(await refusal(saveMyPlatformBan(port, anika, clock(), { ...banArgs, dateOfBan: '2027-01-01' }))).toEqual({ errorType: 'BadRequest', message: 'dateOfBan cannot be in the future.' });
  });
});
