/**
 * recordChangesOf (record-changes.ts), the one rule both platforms announce by: which custom
 * mutations' successes the public hears of, under which key, and which never (drafts,
 * anonymised records, answers that are not what a success gives). Each change is content-free.
 */
import { readRecordChange, recordChangesOf } from './record-changes';

const NOW = '2026-11-26T05:01:02.345Z';
const DAY = '2026-11-26T00:00:00.000Z';
const ban = { id: 'ban-1', platformId: 'youtube', explanation: 'Channel terminated', isAnonymous: false, profileId: 'p1', owner: 'sub::name' };
const report = { id: 'rep-1', platform: 'TikTok', description: 'No reach', isAnonymous: false };
const trailItem = (fields: Record<string, unknown>) => ({ id: 'item-1', recordKey: 'PlatformBan#ban-1', recordModel: 'PlatformBan', recordId: 'ban-1', profileId: 'p1', createdAt: NOW, ...fields });
const change = (model: string, recordId: string, kind: string) => ({ recordKey: `${model}#${recordId}`, model, recordId, change: kind });

describe("what a creator's mutations announce", () => {
  it('a new ban or report is ADDED, an edited one UPDATED, a deleted one REMOVED: its key and nothing of its content', () => {
    expect(recordChangesOf('saveMyPlatformBan', { platformId: 'youtube' }, ban)).toEqual([change('PlatformBan', 'ban-1', 'ADDED')]);
    expect(recordChangesOf('saveMyPlatformBan', { id: 'ban-1', platformId: 'youtube' }, ban)).toEqual([change('PlatformBan', 'ban-1', 'UPDATED')]);
    expect(recordChangesOf('saveMyShadowbanReport', {}, report)).toEqual([change('ShadowbanExperience', 'rep-1', 'ADDED')]);
    expect(recordChangesOf('deleteMyPlatformBan', { id: 'ban-1' }, ban)).toEqual([change('PlatformBan', 'ban-1', 'REMOVED')]);
    expect(recordChangesOf('deleteMyShadowbanReport', { id: 'rep-1' }, report)).toEqual([change('ShadowbanExperience', 'rep-1', 'REMOVED')]);
    expect(Object.keys(recordChangesOf('saveMyPlatformBan', {}, ban)[0]).sort()).toEqual(['change', 'model', 'recordId', 'recordKey']);
  });

  it("an appeal event added or removed, or evidence submitted, UPDATEs its ban's or report's key (the permalink's)", () => {
    expect(recordChangesOf('addMyAppealEvent', { recordModel: 'PlatformBan', recordId: 'ban-1' }, trailItem({ kind: 'FILED', note: 'private?' }))).toEqual([
      change('PlatformBan', 'ban-1', 'UPDATED'),
    ]);
    expect(recordChangesOf('deleteMyAppealEvent', { id: 'item-1' }, trailItem({ kind: 'FILED' }))).toEqual([change('PlatformBan', 'ban-1', 'UPDATED')]);
    const evidence = trailItem({ recordKey: 'ShadowbanExperience#rep-1', recordModel: 'ShadowbanExperience', recordId: 'rep-1', kind: 'TEXT', text: 'a screenshot', submittedAt: NOW });
    expect(recordChangesOf('submitMyEvidence', { recordModel: 'ShadowbanExperience', recordId: 'rep-1', text: 'a screenshot' }, evidence)).toEqual([
      change('ShadowbanExperience', 'rep-1', 'UPDATED'),
    ]);
  });

  it('a published brief deleted is REMOVED; a draft, saved or deleted, is never announced', () => {
    expect(recordChangesOf('deleteMyBrief', { id: 'b1' }, { id: 'b1', status: 'PUBLISHED' })).toEqual([change('Brief', 'b1', 'REMOVED')]);
    expect(recordChangesOf('deleteMyBrief', { id: 'b1' }, { id: 'b1', status: 'DRAFT' })).toEqual([]);
    expect(recordChangesOf('saveMyBrief', {}, { id: 'b1', status: 'DRAFT' })).toEqual([]);
    expect(recordChangesOf('saveMyBrief', { id: 'b1' }, { id: 'b1', status: 'PUBLISHED' })).toEqual([change('Brief', 'b1', 'PUBLISHED')]);
  });

  it("never announces an anonymised record's changes as they happen (its times are its day), nor its trail's", () => {
    expect(recordChangesOf('saveMyPlatformBan', {}, { ...ban, isAnonymous: true })).toEqual([]);
    expect(recordChangesOf('saveMyPlatformBan', { id: 'ban-1', isAnonymous: true }, { ...ban, isAnonymous: true })).toEqual([]);
    expect(recordChangesOf('deleteMyShadowbanReport', { id: 'rep-1' }, { ...report, isAnonymous: true })).toEqual([]);
    expect(recordChangesOf('addMyAppealEvent', {}, trailItem({ createdAt: DAY }))).toEqual([]);
    expect(recordChangesOf('submitMyEvidence', {}, trailItem({ createdAt: DAY, submittedAt: DAY }))).toEqual([]);
    expect(recordChangesOf('addMyAppealEvent', {}, trailItem({ createdAt: undefined }))).toEqual([]);
  });

  it('announces nothing from an answer a success does not give (a refusal has none), nor for records that are not public', () => {
    for (const mutation of ['saveMyPlatformBan', 'deleteMyPlatformBan', 'addMyAppealEvent', 'submitMyEvidence', 'deleteMyBrief']) {
      expect(recordChangesOf(mutation, {}, null)).toEqual([]);
      expect(recordChangesOf(mutation, {}, undefined)).toEqual([]);
      expect(recordChangesOf(mutation, {}, { id: 42 })).toEqual([]);
    }
    // A trail item names one of the trail models or nothing is announced (no key made from another model).
    expect(recordChangesOf('addMyAppealEvent', {}, trailItem({ recordModel: 'Profile' }))).toEqual([]);
    expect(recordChangesOf('submitMyEvidence', {}, trailItem({ recordModel: 'HiddenRecord' }))).toEqual([]);
    // The profile, the account's leaving and a new report about someone's record are not announced.
    expect(recordChangesOf('saveMyProfile', {}, { id: 'p1', username: 'someone' })).toEqual([]);
    expect(recordChangesOf('leaveMyAccount', { records: 'REMOVE' }, { records: 'REMOVE', removedRecords: 2 })).toEqual([]);
    expect(recordChangesOf('reportRecord', {}, true)).toEqual([]);
    expect(recordChangesOf('toString', {}, ban)).toEqual([]);
  });
});

describe("what moderators' mutations announce", () => {
  it('a verification, a published reply, a hide and a restore (not a declined reply, not a failed restore)', () => {
    expect(recordChangesOf('setRecordVerification', {}, { recordModel: 'PlatformBan', recordId: 'ban-1', by: 'mod' })).toEqual([change('PlatformBan', 'ban-1', 'VERIFIED')]);
    expect(recordChangesOf('decideRecordReply', {}, { recordModel: 'PlatformBan', recordId: 'ban-1', status: 'PUBLISHED', contactEmail: 'a@b.c' })).toEqual([
      change('PlatformBan', 'ban-1', 'REPLY_PUBLISHED'),
    ]);
    expect(recordChangesOf('decideRecordReply', {}, { recordModel: 'PlatformBan', recordId: 'ban-1', status: 'DECLINED' })).toEqual([]);
    expect(recordChangesOf('hideRecord', {}, { model: 'PlatformBan', recordId: 'ban-1', record: '{}' })).toEqual([change('PlatformBan', 'ban-1', 'HIDDEN')]);
    expect(recordChangesOf('restoreRecord', { model: 'PlatformBan', id: 'ban-1' }, true)).toEqual([change('PlatformBan', 'ban-1', 'RESTORED')]);
    expect(recordChangesOf('restoreRecord', { model: 'PlatformBan', id: 'ban-1' }, false)).toEqual([]);
  });

  it("announceRecordChange's arguments take the new kinds and refuse others", () => {
    expect(readRecordChange({ model: 'PlatformBan', recordId: 'ban-1', change: 'ADDED' })).toEqual(change('PlatformBan', 'ban-1', 'ADDED'));
    expect(() => readRecordChange({ model: 'PlatformBan', recordId: 'ban-1', change: 'DRAFTED' })).toThrow();
  });
});
