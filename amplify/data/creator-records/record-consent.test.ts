import { addMyAppealEvent } from './appeal-events';
import { createInMemoryEvidenceFiles } from './in-memory-evidence-files.test-helper';
import { createInMemoryRecordsPort } from './in-memory-records-port.test-helper';
import type { RecordCaller, RecordClock } from './records-port';
import { refusal } from './refusal.test-helper';
import { deleteMyPlatformBan, saveMyPlatformBan, saveMyShadowbanReport } from './save-my-ban-records';
import { saveMyProfile } from './save-my-profile';
import { hideRecord } from '../moderation/hide-record';
import { restoreRecord } from '../moderation/restore-record';

/** No file evidence here: the trail-visibility suite moves sealed files. */
const files = createInMemoryEvidenceFiles();

/**
 * A creator's consent on a record (issue 18, issue 43): anonymised, a record has a public
 * profileId of its own and a private AnonymousAuthorship entry, shows its day rather than its
 * moment, and leaves the profile untouched, so nothing public ties it to the profile or to the
 * creator's other anonymised records; the creator still changes it, adds to its trail and
 * deletes it; switching moves it.
 */
const anika: RecordCaller = { sub: 'sub-anika', owner: 'sub-anika::sub-anika', groups: [] };
const mallory: RecordCaller = { sub: 'sub-mallory', owner: 'sub-mallory::sub-mallory', groups: [] };
const moderator: RecordCaller = { sub: 'sub-mod', owner: 'sub-mod::sub-mod', groups: ['MODERATORS'] };
let ids = 0;
let seconds = 0;
/** Each call a few seconds later, as a creator entering records in one sitting. */
const clock: RecordClock = {
  get now() {
    return new Date(Date.UTC(2026, 10, 20, 10, 0, (seconds += 7)));
  },
  newId: () => `id-${++ids}`,
};
const banArgs = { platformId: 'youtube', isActive: true, dateOfBan: '2026-03-01', explanation: 'Strike three.' };

async function setUp() {
  const port = createInMemoryRecordsPort();
  const profile = await saveMyProfile(port, anika, clock, { username: 'anika', displayName: 'Anika' });
  await saveMyProfile(port, mallory, clock, { username: 'mallory', displayName: 'Mallory' });
  const profileNow = async () => (await port.get('Profile', profile.id))!;
  return { port, profile, profileNow };
}

describe('a record the creator chose to anonymise', () => {
  it('has a public profileId of its own, a private authorship entry, and stays off the profile’s totals', async () => {
    const { port, profile, profileNow } = await setUp();
    await saveMyPlatformBan(port, anika, clock, banArgs);
    const anonymous = await saveMyPlatformBan(port, anika, clock, { ...banArgs, platformId: 'x', isAnonymous: true });
    expect(anonymous).toMatchObject({ isAnonymous: true, owner: anika.owner });
    expect(anonymous.profileId).not.toBe(profile.id);
    expect(await port.get('AnonymousAuthorship', `PlatformBan#${anonymous.id}`)).toMatchObject({ profileId: profile.id, recordModel: 'PlatformBan', recordId: anonymous.id, owner: anika.owner });
    expect(await profileNow()).toMatchObject({ totalBans: 1, bannedPlatforms: ['YOUTUBE'] });
    // Another anonymised record shares no public id with the first; reports likewise.
    const second = await saveMyPlatformBan(port, anika, clock, { ...banArgs, platformId: 'tiktok', isAnonymous: true });
    const report = await saveMyShadowbanReport(port, anika, clock, { platform: 'TIKTOK', category: 'Reach', description: 'Views fell.', restrictionType: 'Demoted', date: '2026-03-01', isAnonymous: true });
    expect(new Set([anonymous.profileId, second.profileId, report.profileId, profile.id]).size).toBe(4);
    expect((await profileNow()).platformsAffected).toEqual(['YOUTUBE']);
  });

  it('changes nothing on the profile when saved, and shows its day rather than its moment', async () => {
    const { port, profileNow } = await setUp();
    await saveMyPlatformBan(port, anika, clock, banArgs);
    const before = await profileNow();
    const anonymous = await saveMyPlatformBan(port, anika, clock, { ...banArgs, platformId: 'x', isAnonymous: true });
    expect(await profileNow()).toEqual(before);
    expect(anonymous).toMatchObject({ createdAt: '2026-11-20T00:00:00.000Z', updatedAt: '2026-11-20T00:00:00.000Z' });
    // Each edit leaves a new updatedAt (writes expect the one they read), still of the day.
    const edited = await saveMyPlatformBan(port, anika, clock, { ...banArgs, id: anonymous.id, explanation: 'Again.' });
    expect(edited).toMatchObject({ createdAt: '2026-11-20T00:00:00.000Z', updatedAt: '2026-11-20T00:00:00.001Z' });
    const event = await addMyAppealEvent(port, anika, clock, { recordModel: 'PlatformBan', recordId: anonymous.id, kind: 'RESTORED', date: '2026-03-04' });
    expect(event).toMatchObject({ createdAt: '2026-11-20T00:00:00.000Z', updatedAt: '2026-11-20T00:00:00.000Z' });
    expect(await port.get('PlatformBan', anonymous.id)).toMatchObject({ isActive: false, updatedAt: '2026-11-20T00:00:00.002Z' });
    // Lifted on appeal: the profile still knows nothing of it.
    expect(await profileNow()).toEqual(before);
  });

  it('anonymises a named record under a new public id, its day for its moment, off the profile', async () => {
    const { port, profile, profileNow } = await setUp();
    const named = await saveMyPlatformBan(port, anika, clock, banArgs);
    const anonymised = await saveMyPlatformBan(port, anika, clock, { ...banArgs, id: named.id, isAnonymous: true });
    expect(anonymised.profileId).not.toBe(profile.id);
    expect(anonymised.createdAt).toBe('2026-11-20T00:00:00.000Z');
    // Not one millisecond past the named record's moment, which would publish that moment.
    expect(anonymised.updatedAt).toBe('2026-11-20T00:00:00.000Z');
    expect((await profileNow()).totalBans).toBe(0);
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

  it('is hidden with its profile, as the named ones are, and filed for its creator under the profile', async () => {
    const { port, profile } = await setUp();
    await saveMyPlatformBan(port, anika, clock, banArgs);
    const anonymous = await saveMyPlatformBan(port, anika, clock, { ...banArgs, isAnonymous: true });
    await hideRecord(port, files, moderator, clock, { model: 'Profile', id: profile.id, reason: 'Impersonation.' });
    expect(port.all('PlatformBan')).toEqual([]);
    expect(port.all('HiddenRecord').filter((hidden) => hidden.model === 'PlatformBan').map((hidden) => hidden.profileId)).toEqual([profile.id, profile.id]);
    await restoreRecord(port, files, moderator, clock, { model: 'Profile', id: profile.id, reason: 'Checked.' });
    expect(await port.get('PlatformBan', anonymous.id)).toEqual(anonymous);
  });

  it('is hidden alone under its creator’s profile, where its creator reads the reason', async () => {
    const { port, profile } = await setUp();
    const anonymous = await saveMyPlatformBan(port, anika, clock, { ...banArgs, isAnonymous: true });
    const hidden = await hideRecord(port, files, moderator, clock, { model: 'PlatformBan', id: anonymous.id, reason: 'Names a third person.' });
    expect(hidden).toMatchObject({ profileId: profile.id, owner: anika.owner });
  });
});
