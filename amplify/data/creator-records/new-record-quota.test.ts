import { createInMemoryRecordsPort } from './in-memory-records-port.test-helper';
import { NEW_BRIEFS_PER_CREATOR_HOUR, NEW_RECORDS_PER_CREATOR_HOUR, TOO_MANY_NEW_BRIEFS_MESSAGE, TOO_MANY_NEW_RECORDS_MESSAGE } from './new-record-quota';
import type { RecordCaller, RecordClock } from './records-port';
import { NO_PROFILE_MESSAGE } from './profile-of-caller';
import { refusal } from './refusal.test-helper';
import { saveMyPlatformBan, saveMyShadowbanReport } from './save-my-ban-records';
import { saveMyBrief } from './save-my-brief';
import { saveMyProfile } from './save-my-profile';

/** How many new ban and shadowban records, and new briefs, one account may add in an hour (edits are not counted). */
const anika: RecordCaller = { sub: 'sub-anika', owner: 'sub-anika::sub-anika', groups: [] };
const bruno: RecordCaller = { sub: 'sub-bruno', owner: 'sub-bruno::sub-bruno', groups: [] };
let ids = 0;
const clockAt = (iso: string): RecordClock => ({ now: new Date(iso), newId: () => `id-${++ids}` });
const clock = clockAt('2026-11-20T10:05:00.000Z');
const banArgs = { platformId: 'youtube', dateOfBan: '2026-03-01', explanation: 'Strike three.' };
const reportArgs = { platform: 'TIKTOK', category: 'Reach', description: 'Views fell.', restrictionType: 'Demoted', date: '2026-03-01' };

async function withProfiles() {
  const port = createInMemoryRecordsPort();
  await saveMyProfile(port, anika, clock, { username: 'anika', displayName: 'Anika' });
  await saveMyProfile(port, bruno, clock, { username: 'bruno', displayName: 'Bruno' });
  return port;
}

describe('new records per account and hour', () => {
  it(`takes ${NEW_RECORDS_PER_CREATOR_HOUR} new bans and shadowban reports together in an hour, then refuses and writes nothing`, async () => {
    const port = await withProfiles();
    for (let n = 0; n < NEW_RECORDS_PER_CREATOR_HOUR; n++) {
      await (n % 2 === 0 ? saveMyPlatformBan(port, anika, clock, banArgs) : saveMyShadowbanReport(port, anika, clock, reportArgs));
    }
    expect(await refusal(saveMyPlatformBan(port, anika, clock, banArgs))).toEqual({ errorType: 'BadRequest', message: TOO_MANY_NEW_RECORDS_MESSAGE });
    expect(await refusal(saveMyShadowbanReport(port, anika, clock, reportArgs))).toEqual({ errorType: 'BadRequest', message: TOO_MANY_NEW_RECORDS_MESSAGE });
    expect(port.all('PlatformBan').length + port.all('ShadowbanExperience').length).toBe(NEW_RECORDS_PER_CREATOR_HOUR);
    await expect(port.get('Profile', port.all('Profile').find((profile) => profile.username === 'anika')!.id)).resolves.toMatchObject({ totalBans: NEW_RECORDS_PER_CREATOR_HOUR / 2 });

    // Editing a record is not adding one; another account and the next hour have counts of their own.
    const first = port.all('PlatformBan')[0];
    await expect(saveMyPlatformBan(port, anika, clock, { ...banArgs, id: first.id, explanation: 'Strike two.' })).resolves.toMatchObject({ explanation: 'Strike two.' });
    await expect(saveMyPlatformBan(port, bruno, clock, banArgs)).resolves.toMatchObject({ platformId: 'youtube' });
    await expect(saveMyPlatformBan(port, anika, clockAt('2026-11-20T11:00:00.000Z'), banArgs)).resolves.toMatchObject({ platformId: 'youtube' });
  });

  it(`takes ${NEW_BRIEFS_PER_CREATOR_HOUR} new briefs in an hour, drafts included, counted apart from the records`, async () => {
    const port = await withProfiles();
    const brief = (n: number) => ({ title: `Field notes ${n}`, description: 'Notes.', categories: 'Power', status: n % 2 === 0 ? 'PUBLISHED' : 'DRAFT' });
    for (let n = 0; n < NEW_BRIEFS_PER_CREATOR_HOUR; n++) await saveMyBrief(port, anika, clock, brief(n));
    expect(await refusal(saveMyBrief(port, anika, clock, brief(99)))).toEqual({ errorType: 'BadRequest', message: TOO_MANY_NEW_BRIEFS_MESSAGE });
    expect(port.all('Brief').length + port.all('UnpublishedBrief').length).toBe(NEW_BRIEFS_PER_CREATOR_HOUR);
    const draft = port.all('UnpublishedBrief')[0];
    await expect(saveMyBrief(port, anika, clock, { ...brief(1), id: draft.id, status: 'PUBLISHED' })).resolves.toMatchObject({ id: draft.id, status: 'PUBLISHED' });
    await expect(saveMyPlatformBan(port, anika, clock, banArgs)).resolves.toMatchObject({ platformId: 'youtube' });
  });

  it('counts nothing for a record refused for its fields, or for an account with no profile', async () => {
    const port = await withProfiles();
    const carla: RecordCaller = { sub: 'sub-carla', owner: 'sub-carla::sub-carla', groups: [] };
    for (let n = 0; n <= NEW_RECORDS_PER_CREATOR_HOUR; n++) {
      expect((await refusal(saveMyPlatformBan(port, anika, clock, { ...banArgs, platformId: 'nowhere' }))).message).toMatch(/^Choose a platform/);
      expect((await refusal(saveMyPlatformBan(port, carla, clock, banArgs))).message).toBe(NO_PROFILE_MESSAGE);
    }
    expect(port.all('ReportQuota')).toEqual([]);
    await expect(saveMyPlatformBan(port, anika, clock, banArgs)).resolves.toMatchObject({ platformId: 'youtube' });
  });
});
