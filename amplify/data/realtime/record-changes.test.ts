/**
 * recordChangesOf and expectRecordChanges (record-changes.ts), the one rule both platforms
 * announce by: which custom mutations' successes the public hears of, under which key, and which
 * never (drafts, anonymised records, answers that are not what a success gives). Each change is
 * content-free. Where the rule reads the records (a trail item's record, a profile's records
 * hidden, restored or leaving with it), the real mutations run on the in-memory port.
 */
import { createInMemoryEvidenceFiles } from '../creator-records/in-memory-evidence-files.test-helper';
import { createInMemoryRecordsPort } from '../creator-records/in-memory-records-port.test-helper';
import type { Args } from '../creator-records/input-checks';
import type { RecordCaller, RecordClock, RecordDocument } from '../creator-records/records-port';
import { saveMyPlatformBan, saveMyShadowbanReport } from '../creator-records/save-my-ban-records';
import { saveMyBrief } from '../creator-records/save-my-brief';
import { saveMyProfile } from '../creator-records/save-my-profile';
import { leaveMyAccount } from '../account-leave/leave-my-account';
import { hideRecord } from '../moderation/hide-record';
import { restoreRecord } from '../moderation/restore-record';
import { expectRecordChanges, MAX_RECORD_CHANGES, readRecordChange, recordChangesOf, type RecordChangeReads } from './record-changes';

const NOW = '2026-11-26T05:01:02.345Z';
const DAY = '2026-11-26T00:00:00.000Z';
const ban = { id: 'ban-1', platformId: 'youtube', explanation: 'Channel terminated', isAnonymous: false, profileId: 'p1', owner: 'sub::name' };
const report = { id: 'rep-1', platform: 'TikTok', description: 'No reach', isAnonymous: false };
const trailItem = (fields: Record<string, unknown>) => ({ id: 'item-1', recordKey: 'PlatformBan#ban-1', recordModel: 'PlatformBan', recordId: 'ban-1', profileId: 'p1', createdAt: NOW, ...fields });
const change = (model: string, recordId: string, kind: string) => ({ recordKey: `${model}#${recordId}`, model, recordId, change: kind });

/** The records the rule reads: ban-1 and rep-1 named, anon-1 anonymised (as anonymising leaves it: its times its day). */
function storeWith(...docs: [string, RecordDocument][]): RecordChangeReads {
  const port = createInMemoryRecordsPort();
  void port.commit(docs.map(([model, doc]) => ({ kind: 'create', model, doc })));
  return port;
}
const READS = storeWith(['PlatformBan', ban], ['ShadowbanExperience', report], ['PlatformBan', { ...ban, id: 'anon-1', isAnonymous: true, profileId: 'own-id', createdAt: DAY }]);
const changesOf = (mutation: string, args: Args, result: unknown, reads: RecordChangeReads = READS) => recordChangesOf(mutation, args, result, reads);

describe("what a creator's mutations announce", () => {
  it('a new ban or report is ADDED, an edited one UPDATED, a deleted one REMOVED: its key and nothing of its content', async () => {
    expect(await changesOf('saveMyPlatformBan', { platformId: 'youtube' }, ban)).toEqual([change('PlatformBan', 'ban-1', 'ADDED')]);
    expect(await changesOf('saveMyPlatformBan', { id: 'ban-1', platformId: 'youtube' }, ban)).toEqual([change('PlatformBan', 'ban-1', 'UPDATED')]);
    expect(await changesOf('saveMyShadowbanReport', {}, report)).toEqual([change('ShadowbanExperience', 'rep-1', 'ADDED')]);
    expect(await changesOf('deleteMyPlatformBan', { id: 'ban-1' }, ban)).toEqual([change('PlatformBan', 'ban-1', 'REMOVED')]);
    expect(await changesOf('deleteMyShadowbanReport', { id: 'rep-1' }, report)).toEqual([change('ShadowbanExperience', 'rep-1', 'REMOVED')]);
    expect(Object.keys((await changesOf('saveMyPlatformBan', {}, ban))[0]).sort()).toEqual(['change', 'model', 'recordId', 'recordKey']);
  });

  it("an appeal event added or removed, or evidence submitted, UPDATEs its ban's or report's key (the permalink's)", async () => {
    expect(await changesOf('addMyAppealEvent', { recordModel: 'PlatformBan', recordId: 'ban-1' }, trailItem({ kind: 'FILED', note: 'private?' }))).toEqual([
      change('PlatformBan', 'ban-1', 'UPDATED'),
    ]);
    expect(await changesOf('deleteMyAppealEvent', { id: 'item-1' }, trailItem({ kind: 'FILED' }))).toEqual([change('PlatformBan', 'ban-1', 'UPDATED')]);
    const evidence = trailItem({ recordKey: 'ShadowbanExperience#rep-1', recordModel: 'ShadowbanExperience', recordId: 'rep-1', kind: 'TEXT', text: 'a screenshot', submittedAt: NOW });
    expect(await changesOf('submitMyEvidence', { recordModel: 'ShadowbanExperience', recordId: 'rep-1', text: 'a screenshot' }, evidence)).toEqual([
      change('ShadowbanExperience', 'rep-1', 'UPDATED'),
    ]);
  });

  it('a published brief deleted is REMOVED; a draft, saved or deleted, is never announced', async () => {
    expect(await changesOf('deleteMyBrief', { id: 'b1' }, { id: 'b1', status: 'PUBLISHED' })).toEqual([change('Brief', 'b1', 'REMOVED')]);
    expect(await changesOf('deleteMyBrief', { id: 'b1' }, { id: 'b1', status: 'DRAFT' })).toEqual([]);
    expect(await changesOf('saveMyBrief', {}, { id: 'b1', status: 'DRAFT' })).toEqual([]);
    expect(await changesOf('saveMyBrief', { id: 'b1' }, { id: 'b1', status: 'PUBLISHED' })).toEqual([change('Brief', 'b1', 'PUBLISHED')]);
  });

  it("never announces an anonymised record's changes as they happen (its times are its day), nor its trail's: the record says it is anonymised", async () => {
    expect(await changesOf('saveMyPlatformBan', {}, { ...ban, isAnonymous: true })).toEqual([]);
    expect(await changesOf('saveMyPlatformBan', { id: 'anon-1', isAnonymous: true }, { ...ban, id: 'anon-1', isAnonymous: true })).toEqual([]);
    expect(await changesOf('deleteMyShadowbanReport', { id: 'rep-1' }, { ...report, isAnonymous: true })).toEqual([]);
    // The trail item's record is read: anonymised, nothing, whatever the item's stamp looks like...
    const onAnonymised = { recordKey: 'PlatformBan#anon-1', recordId: 'anon-1' };
    expect(await changesOf('addMyAppealEvent', {}, trailItem({ ...onAnonymised, createdAt: DAY }))).toEqual([]);
    expect(await changesOf('addMyAppealEvent', {}, trailItem({ ...onAnonymised, createdAt: NOW }))).toEqual([]);
    expect(await changesOf('submitMyEvidence', {}, trailItem({ ...onAnonymised, createdAt: DAY, submittedAt: DAY }))).toEqual([]);
    // ...named, its key, even for an item stamped at midnight; a record not there (hidden, deleted) nothing.
    expect(await changesOf('addMyAppealEvent', {}, trailItem({ createdAt: DAY }))).toEqual([change('PlatformBan', 'ban-1', 'UPDATED')]);
    expect(await changesOf('addMyAppealEvent', {}, trailItem({ recordKey: 'PlatformBan#gone', recordId: 'gone' }))).toEqual([]);
    expect(await changesOf('addMyAppealEvent', {}, trailItem({ recordId: undefined }))).toEqual([]);
  });

  it('announces nothing from an answer a success does not give (a refusal has none), nor for records that are not public', async () => {
    for (const mutation of ['saveMyPlatformBan', 'deleteMyPlatformBan', 'addMyAppealEvent', 'submitMyEvidence', 'deleteMyBrief']) {
      expect(await changesOf(mutation, {}, null)).toEqual([]);
      expect(await changesOf(mutation, {}, undefined)).toEqual([]);
      expect(await changesOf(mutation, {}, { id: 42 })).toEqual([]);
    }
    // A trail item names one of the trail models or nothing is announced (no key made from another model).
    expect(await changesOf('addMyAppealEvent', {}, trailItem({ recordModel: 'Profile' }))).toEqual([]);
    expect(await changesOf('submitMyEvidence', {}, trailItem({ recordModel: 'HiddenRecord' }))).toEqual([]);
    // Leaving without what was read before it (a caller unknown) and a new report about someone's record are not announced.
    expect(await changesOf('leaveMyAccount', { records: 'REMOVE' }, { records: 'REMOVE', removedRecords: 2 })).toEqual([]);
    expect(await changesOf('saveMyProfile', {}, null)).toEqual([]);
    expect(await changesOf('reportRecord', {}, true)).toEqual([]);
    expect(await changesOf('toString', {}, ban)).toEqual([]);
  });
});

describe("what moderators' mutations announce", () => {
  it('a verification, a published reply, a hide and a restore (not a declined reply, not a failed restore)', async () => {
    expect(await changesOf('setRecordVerification', {}, { recordModel: 'PlatformBan', recordId: 'ban-1', by: 'mod' })).toEqual([change('PlatformBan', 'ban-1', 'VERIFIED')]);
    expect(await changesOf('decideRecordReply', {}, { recordModel: 'PlatformBan', recordId: 'ban-1', status: 'PUBLISHED', contactEmail: 'a@b.c' })).toEqual([
      change('PlatformBan', 'ban-1', 'REPLY_PUBLISHED'),
    ]);
    expect(await changesOf('decideRecordReply', {}, { recordModel: 'PlatformBan', recordId: 'ban-1', status: 'DECLINED' })).toEqual([]);
    expect(await changesOf('hideRecord', {}, { model: 'PlatformBan', recordId: 'ban-1', record: '{}' })).toEqual([change('PlatformBan', 'ban-1', 'HIDDEN')]);
    expect(await changesOf('restoreRecord', { model: 'PlatformBan', id: 'ban-1' }, true)).toEqual([change('PlatformBan', 'ban-1', 'RESTORED')]);
    expect(await changesOf('restoreRecord', { model: 'PlatformBan', id: 'ban-1' }, false)).toEqual([]);
  });

  it("announceRecordChange's arguments take the new kinds and refuse others", async () => {
    expect(readRecordChange({ model: 'PlatformBan', recordId: 'ban-1', change: 'ADDED' })).toEqual(change('PlatformBan', 'ban-1', 'ADDED'));
    expect(() => readRecordChange({ model: 'PlatformBan', recordId: 'ban-1', change: 'DRAFTED' })).toThrow();
  });
});

const anika: RecordCaller = { sub: 'sub-anika', owner: 'sub-anika::sub-anika', groups: [] };
const mallory: RecordCaller = { sub: 'sub-mallory', owner: 'sub-mallory::sub-mallory', groups: [] };
const moderator: RecordCaller = { sub: 'sub-mod', owner: 'sub-mod::sub-mod', groups: ['MODERATORS'] };
const START = Date.UTC(2026, 10, 20, 10, 0);
let ids = 0;
let minutes = 0;
const clock = (): RecordClock => ({ now: new Date(START + (minutes += 1) * 60_000), newId: () => `id-${++ids}` });
const banArgs = { platformId: 'youtube', isActive: true, dateOfBan: '2026-03-01', explanation: 'Strike three.' };
const reportArgs = { platform: 'X', category: 'Reach', description: 'Search ban', restrictionType: 'search', date: '2026-03-02' };

/**
 * Anika's profile: two named bans, a named report, a published brief and a draft, an anonymised
 * ban, and a ban a moderator hid alone before; Mallory's profile with a ban of her own.
 */
async function creators() {
  const port = createInMemoryRecordsPort();
  const files = createInMemoryEvidenceFiles();
  const profile = await saveMyProfile(port, anika, clock(), { username: 'anika', displayName: 'Anika' });
  const bans = [await saveMyPlatformBan(port, anika, clock(), banArgs), await saveMyPlatformBan(port, anika, clock(), { ...banArgs, platformId: 'tiktok' })];
  const report = await saveMyShadowbanReport(port, anika, clock(), reportArgs);
  const brief = await saveMyBrief(port, anika, clock(), { title: 'Why I was banned', description: 'd', categories: 'Power', status: 'PUBLISHED' });
  await saveMyBrief(port, anika, clock(), { title: 'Draft notes', description: 'd', categories: 'Power', status: 'DRAFT' });
  const anonymous = await saveMyPlatformBan(port, anika, clock(), { ...banArgs, platformId: 'x', isAnonymous: true });
  const hiddenAlone = await saveMyPlatformBan(port, anika, clock(), { ...banArgs, platformId: 'rumble' });
  await hideRecord(port, files, moderator, clock(), { model: 'PlatformBan', id: hiddenAlone.id, reason: 'Names a third person' });
  await saveMyProfile(port, mallory, clock(), { username: 'mallory', displayName: 'Mallory' });
  await saveMyPlatformBan(port, mallory, clock(), banArgs);
  const named = [...bans.map((doc) => change('PlatformBan', doc.id, '')), change('ShadowbanExperience', report.id, ''), change('Brief', brief.id, '')];
  return { port, files, profile, named, anonymous, hiddenAlone };
}

/** A mutation run between expectRecordChanges and its `after`, as both adapters run it. */
async function announced(port: RecordChangeReads, caller: RecordCaller | null, mutation: string, args: Args, run: () => Promise<unknown>) {
  const expected = await expectRecordChanges(mutation, args, { reads: port, callerSub: caller?.sub ?? null });
  return expected.after(await run());
}
const keysOf = (changes: { recordKey: string; change: string }[]) => changes.map(({ recordKey, change: kind }) => `${recordKey} ${kind}`).sort();
const as = (named: { recordKey: string }[], kind: string) => named.map(({ recordKey }) => `${recordKey} ${kind}`);

describe('a profile hidden or restored with its records', () => {
  it("announces each of its named public records' HIDDEN after the profile's, then their RESTORED; never its anonymised ban, its draft or a ban hidden before", async () => {
    const { port, files, profile, named, anonymous, hiddenAlone } = await creators();
    const args = { model: 'Profile', id: profile.id, reason: 'Impersonation' };
    const hidden = await announced(port, moderator, 'hideRecord', args, () => hideRecord(port, files, moderator, clock(), args));
    expect(hidden[0]).toEqual(change('Profile', profile.id, 'HIDDEN'));
    expect(keysOf(hidden)).toEqual([`Profile#${profile.id} HIDDEN`, ...as(named, 'HIDDEN')].sort());
    // The anonymised ban went with the profile (its authorship names it), unannounced: heard beside the profile's, it would say whose it was.
    expect(await port.get('PlatformBan', anonymous.id)).toBeNull();
    for (const kept of [anonymous.id, hiddenAlone.id]) expect(JSON.stringify(hidden)).not.toContain(kept);

    const restored = await announced(port, moderator, 'restoreRecord', args, () => restoreRecord(port, files, moderator, clock(), args).then(() => true));
    expect(restored[0]).toEqual(change('Profile', profile.id, 'RESTORED'));
    expect(keysOf(restored)).toEqual([`Profile#${profile.id} RESTORED`, ...as(named, 'RESTORED')].sort());
    expect(await port.get('PlatformBan', anonymous.id)).not.toBeNull();
  });

  it(`announces at most ${MAX_RECORD_CHANGES} changes, however many records the profile has`, async () => {
    const port = createInMemoryRecordsPort();
    const files = createInMemoryEvidenceFiles();
    const profile = await saveMyProfile(port, anika, clock(), { username: 'prolific', displayName: 'Prolific' });
    const many = Array.from({ length: MAX_RECORD_CHANGES + 20 }, (_, index) => ({ id: `bulk-${index}`, platformId: 'youtube', profileId: profile.id, owner: anika.owner, isAnonymous: false }));
    await port.commit(many.map((doc) => ({ kind: 'create', model: 'PlatformBan', doc })));
    const args = { model: 'Profile', id: profile.id, reason: 'Spam' };
    const hidden = await announced(port, moderator, 'hideRecord', args, () => hideRecord(port, files, moderator, clock(), args));
    expect(hidden).toHaveLength(MAX_RECORD_CHANGES);
    expect(hidden[0].model).toBe('Profile');
    const restored = await announced(port, moderator, 'restoreRecord', args, () => restoreRecord(port, files, moderator, clock(), args).then(() => true));
    expect(restored).toHaveLength(MAX_RECORD_CHANGES);
  });
});

describe("a creator's profile and leaving the site", () => {
  it('a profile saved is UPDATED (the name its records show); a named ban anonymised tells the profile, never its own key; an anonymised one edited tells nothing', async () => {
    const { port, profile, named, anonymous } = await creators();
    const renamed = { username: 'anika-k', displayName: 'Anika K' };
    expect(await announced(port, anika, 'saveMyProfile', renamed, () => saveMyProfile(port, anika, clock(), renamed))).toEqual([change('Profile', profile.id, 'UPDATED')]);

    const banId = named[0].recordId;
    const anonymise = { id: banId, ...banArgs, isAnonymous: true };
    expect(await announced(port, anika, 'saveMyPlatformBan', anonymise, () => saveMyPlatformBan(port, anika, clock(), anonymise))).toEqual([change('Profile', profile.id, 'UPDATED')]);
    // Anonymised already, an edit is not heard at all (the profile's totals do not change either).
    const again = { ...anonymise, explanation: 'Strike four.' };
    expect(await announced(port, anika, 'saveMyPlatformBan', again, () => saveMyPlatformBan(port, anika, clock(), again))).toEqual([]);
    const other = { id: anonymous.id, ...banArgs, platformId: 'x', isAnonymous: true, explanation: 'Later' };
    expect(await announced(port, anika, 'saveMyPlatformBan', other, () => saveMyPlatformBan(port, anika, clock(), other))).toEqual([]);
  });

  it("leaving with REMOVE: the profile and each named record and published brief REMOVED, the anonymised ban and others' records never", async () => {
    const { port, files, profile, named, anonymous } = await creators();
    const args = { records: 'REMOVE' };
    const changes = await announced(port, anika, 'leaveMyAccount', args, () => leaveMyAccount(port, files, anika, clock(), args));
    expect(changes[0]).toEqual(change('Profile', profile.id, 'REMOVED'));
    expect(keysOf(changes)).toEqual([`Profile#${profile.id} REMOVED`, ...as(named, 'REMOVED')].sort());
    expect(await port.get('PlatformBan', anonymous.id)).toBeNull();
    expect(JSON.stringify(changes)).not.toContain(anonymous.id);
  });

  it('leaving with ANONYMISE: the profile and its published brief REMOVED; the records kept anonymised are not named at all', async () => {
    const { port, files, profile, named } = await creators();
    const args = { records: 'ANONYMISE' };
    const changes = await announced(port, anika, 'leaveMyAccount', args, () => leaveMyAccount(port, files, anika, clock(), args));
    expect(keysOf(changes)).toEqual([`Profile#${profile.id} REMOVED`, ...as(named.filter(({ model }) => model === 'Brief'), 'REMOVED')].sort());
    for (const { model, recordId } of named.filter(({ model: kept }) => kept !== 'Brief')) expect((await port.get(model, recordId))?.isAnonymous).toBe(true);
    // A refused leave (no choice) answers nothing to announce.
    expect(await recordChangesOf('leaveMyAccount', {}, null, port)).toEqual([]);
  });
});
