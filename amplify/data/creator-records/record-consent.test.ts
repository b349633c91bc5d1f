import { addMyAppealEvent } from './appeal-events';
import { createInMemoryEvidenceFiles } from './in-memory-evidence-files.test-helper';
import { createInMemoryRecordsPort } from './in-memory-records-port.test-helper';
import type { RecordCaller, RecordClock } from './records-port';
import { refusal } from './refusal.test-helper';
import { deleteMyPlatformBan, saveMyPlatformBan, saveMyShadowbanReport } from './save-my-ban-records';
import { saveMyProfile } from './save-my-profile';
import { hideRecord } from '../moderation/hide-record';

/** No file evidence here: the trail-visibility suite moves sealed files. */
const files = createInMemoryEvidenceFiles();

/**
 * A creator's consent on a record (issue 18): anonymised, a record is filed under the profile's
 * private anonymousId, so nothing public ties it to the profile and the profile's totals leave it
 * out; the creator still changes it, adds to its trail and deletes it; switching moves it.
 */
const anika: RecordCaller = { sub: 'sub-anika', owner: 'sub-anika::sub-anika', groups: [] };
const mallory: RecordCaller = { sub: 'sub-mallory', owner: 'sub-mallory::sub-mallory', groups: [] };
const moderator: RecordCaller = { sub: 'sub-mod', owner: 'sub-mod::sub-mod', groups: ['MODERATORS'] };
let ids = 0;
const clock: RecordClock = { now: new Date('2026-11-20T10:00:00.000Z'), newId: () => `id-${++ids}` };
const banArgs = { platformId: 'youtube', isActive: true, dateOfBan: '2026-03-01', explanation: 'Strike three.' };

async function setUp() {
  const port = createInMemoryRecordsPort();
  const profile = await saveMyProfile(port, anika, clock, { username: 'anika', displayName: 'Anika' });
  await saveMyProfile(port, mallory, clock, { username: 'mallory', displayName: 'Mallory' });
  const profileNow = async () => (await port.get('Profile', profile.id))!;
  const shelfNow = async () => port.get('AnonymousShelf', profile.id);
  return { port, profile, profileNow, shelfNow };
}

describe('a record the creator chose to anonymise', () => {
  it('is filed under the profile’s private anonymousId and left out of the profile’s totals', async () => {
    const { port, profile, profileNow, shelfNow } = await setUp();
    await saveMyPlatformBan(port, anika, clock, banArgs);
    expect(await shelfNow()).toBeNull();
    const anonymous = await saveMyPlatformBan(port, anika, clock, { ...banArgs, platformId: 'x', isAnonymous: true });
    // The shelf is a record of its own, never a field of the public profile.
    const anonymousId = (await shelfNow())?.anonymousId;
    expect(await profileNow()).not.toHaveProperty('anonymousId');
    expect(await shelfNow()).toMatchObject({ id: profile.id, owner: anika.owner });
    expect(anonymousId).toEqual(expect.any(String));
    expect(anonymousId).not.toBe(profile.id);
    expect(anonymous).toMatchObject({ isAnonymous: true, profileId: anonymousId, owner: anika.owner });
    expect(await profileNow()).toMatchObject({ totalBans: 1, bannedPlatforms: ['YOUTUBE'] });
    // A second anonymised record goes under the same id; reports too.
    const report = await saveMyShadowbanReport(port, anika, clock, { platform: 'TIKTOK', category: 'Reach', description: 'Views fell.', restrictionType: 'Demoted', date: '2026-03-01', isAnonymous: true });
    expect(report.profileId).toBe(anonymousId);
    expect((await profileNow()).platformsAffected).toEqual(['YOUTUBE']);
  });

  it('stays anonymised when an edit leaves the choice out, and moves back when the creator unticks it', async () => {
    const { port, profile, profileNow } = await setUp();
    const saved = await saveMyPlatformBan(port, anika, clock, { ...banArgs, isAnonymous: true });
    const edited = await saveMyPlatformBan(port, anika, clock, { ...banArgs, id: saved.id, explanation: 'Strike three, all at once.' });
    expect(edited).toMatchObject({ isAnonymous: true, profileId: saved.profileId });
    expect((await profileNow()).totalBans).toBe(0);
    const named = await saveMyPlatformBan(port, anika, clock, { ...banArgs, id: saved.id, isAnonymous: false });
    expect(named).toMatchObject({ isAnonymous: false, profileId: profile.id });
    expect((await profileNow()).totalBans).toBe(1);
  });

  it('is still the creator’s own: its trail and deletion work, and nobody else may touch it', async () => {
    const { port, profileNow } = await setUp();
    const saved = await saveMyPlatformBan(port, anika, clock, { ...banArgs, isAnonymous: true });
    const event = await addMyAppealEvent(port, anika, clock, { recordModel: 'PlatformBan', recordId: saved.id, kind: 'FILED', date: '2026-03-02' });
    expect(event.recordKey).toBe(`PlatformBan#${saved.id}`);
    expect(await refusal(saveMyPlatformBan(port, mallory, clock, { ...banArgs, id: saved.id }))).toMatchObject({ errorType: 'Unauthorized' });
    await deleteMyPlatformBan(port, createInMemoryEvidenceFiles(), anika, clock, { id: saved.id });
    expect(port.all('PlatformBan')).toEqual([]);
    expect((await profileNow()).totalBans).toBe(0);
  });

  it('is hidden with its profile, as the named ones are', async () => {
    const { port, profile } = await setUp();
    await saveMyPlatformBan(port, anika, clock, banArgs);
    await saveMyPlatformBan(port, anika, clock, { ...banArgs, isAnonymous: true });
    await hideRecord(port, files, moderator, clock, { model: 'Profile', id: profile.id, reason: 'Impersonation.' });
    expect(port.all('PlatformBan')).toEqual([]);
    expect(port.all('HiddenRecord').filter((hidden) => hidden.model === 'PlatformBan')).toHaveLength(2);
  });
});
