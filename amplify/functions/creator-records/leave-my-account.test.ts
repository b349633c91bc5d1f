/**
 * Leaving the site (issue 48) on AWS's side: the creatorRecords function runs leaveMyAccount
 * against DynamoDB Local with the tables Gen 2 deploys (the new UniqueClaim-by-recordId and
 * ModerationAction-by-moderatorSub indexes among them), and a profile of many records leaves in
 * several transactions (the records port's split, as for hiding a profile) with nothing of it left.
 */
import type { AppSyncResolverEvent } from 'aws-lambda';
import { FORMER_MEMBER } from '../../data/account-leave/leave-choices';
import { leaveMyAccount } from '../../data/account-leave/leave-my-account';
import { addMyAppealEvent } from '../../data/creator-records/appeal-events';
import { createInMemoryEvidenceFiles } from '../../data/creator-records/in-memory-evidence-files.test-helper';
import type { RecordCaller, RecordClock, RecordDocument } from '../../data/creator-records/records-port';
import { saveMyPlatformBan } from '../../data/creator-records/save-my-ban-records';
import { saveMyBrief } from '../../data/creator-records/save-my-brief';
import { saveMyProfile } from '../../data/creator-records/save-my-profile';
import { submitMyEvidence } from '../../data/creator-records/submit-my-evidence';
import { hideRecord } from '../../data/moderation/hide-record';
import { PUBLIC_TRAIL_MODELS } from '../../data/moderation/record-trail-visibility';
import { setRecordVerification } from '../../data/moderation/set-record-verification';
import { createDynamoRecordsPort } from '../shared/dynamodb-records-port';
import { dynamoDbLocalForFile } from '../test-support/dynamodb-local';
import { itemsOf, putItems } from '../test-support/table-items';

jest.setTimeout(60_000);
const local = dynamoDbLocalForFile();
const port = () => createDynamoRecordsPort(local().documents);
const files = createInMemoryEvidenceFiles();
const callerOf = (sub: string, groups: string[] = []): RecordCaller => ({ sub, owner: `${sub}::${sub}`, groups });
const moderator = callerOf('sub-leave-mod', ['MODERATORS']);
let ids = 0;
let minute = 0;
const clock = (): RecordClock => ({ now: new Date(Date.UTC(2026, 10, 20, 10, minute++)), newId: () => `leave-id-${++ids}` });
const banArgs = { platformId: 'youtube', isActive: true, dateOfBan: '2026-03-01', explanation: 'Strike three.' };

const eventOf = (fieldName: string, args: Record<string, unknown>, caller: RecordCaller) =>
  ({ info: { fieldName }, arguments: args, identity: { sub: caller.sub, username: caller.sub, groups: caller.groups }, request: { headers: {} } }) as unknown as AppSyncResolverEvent<Record<string, unknown>>;

/** Every item of the tables a creator's records live in, as text: to look for anything of theirs. */
async function storeText(): Promise<string> {
  const models = ['Profile', 'Brief', 'UnpublishedBrief', 'PlatformBan', 'ShadowbanExperience', 'AnonymousAuthorship', 'HiddenRecord', 'RecordReply', 'ModerationAction', ...PUBLIC_TRAIL_MODELS];
  const claims = (await itemsOf(local(), 'UniqueClaim')).filter((claim) => !claim.reservedUntil);
  return JSON.stringify([...(await Promise.all(models.map((model) => itemsOf(local(), model)))).flat(), ...claims]);
}

describe('the creatorRecords function leaving the site on DynamoDB', () => {
  it('keeps the records anonymised and tied to nobody, the username kept back, the audit log by a former member', async () => {
    const { handler } = await import('./handler');
    const anika = callerOf('sub-leave-anika', ['MODERATORS']);
    const profile = await saveMyProfile(port(), anika, clock(), { username: 'leave-anika', displayName: 'Anika' });
    const named = await saveMyPlatformBan(port(), anika, clock(), banArgs);
    const anonymous = await saveMyPlatformBan(port(), anika, clock(), { ...banArgs, platformId: 'x', isAnonymous: true });
    const hidden = await saveMyPlatformBan(port(), anika, clock(), { ...banArgs, platformId: 'tiktok' });
    for (const recordId of [named.id, anonymous.id, hidden.id]) {
      const on = { recordModel: 'PlatformBan', recordId };
      await addMyAppealEvent(port(), anika, clock(), { ...on, kind: 'FILED', date: '2026-03-05' });
      await submitMyEvidence(port(), files, anika, clock(), { ...on, text: 'The notice.' });
      await setRecordVerification(port(), moderator, clock(), { ...on, level: 'CORROBORATED', note: 'Press', source: 'PRESS', sourceUrl: 'https://example.org/a' });
    }
    await saveMyBrief(port(), anika, clock(), { title: 'Leaving notes', description: 'd', categories: 'Power', status: 'DRAFT' });
    await hideRecord(port(), files, moderator, clock(), { model: 'PlatformBan', id: hidden.id, reason: 'Checking' });
    // Anika moderated too: her act stays in the log, by nobody.
    const other = await saveMyProfile(port(), callerOf('sub-leave-other'), clock(), { username: 'leave-other', displayName: 'Other' });
    await hideRecord(port(), files, anika, clock(), { model: 'Profile', id: other.id, reason: 'Impersonation' });

    const left = await handler(eventOf('leaveMyAccount', { records: 'ANONYMISE' }, anika));
    expect(left).toMatchObject({ records: 'ANONYMISE', anonymisedRecords: 2, removedRecords: 1, removedBriefs: 1 });

    for (const id of [named.id, anonymous.id]) {
      const record = (await port().get('PlatformBan', id)) as RecordDocument;
      expect(record).toMatchObject({ isAnonymous: true, explanation: 'Strike three.' });
      expect(record).not.toHaveProperty('owner');
      expect(record.profileId).not.toBe(profile.id);
    }
    expect(await port().get('PlatformBan', hidden.id)).toBeNull();
    expect(await port().get('Profile', profile.id)).toBeNull();
    expect(await port().get('UniqueClaim', 'username#leave-anika')).toMatchObject({ recordId: FORMER_MEMBER, reservedUntil: left && (left as { usernameFreeFrom: string }).usernameFreeFrom });
    expect(await port().get('UniqueClaim', `profile-of#${anika.sub}`)).toBeNull();
    // Only a moderator's own record of what they did elsewhere keeps their (now deleted) account's
    // id, which names nobody any more: the profile Anika hid says who hid it (docs/identity.md).
    const text = (await storeText()).replace(`"hiddenBy":"${anika.owner}"`, '');
    expect(text).not.toContain(anika.sub);
    expect(text).not.toContain(`"${profile.id}"`);
    const hide = (await itemsOf(local(), 'ModerationAction')).find((entry) => entry.recordId === other.id);
    expect(hide).toMatchObject({ action: 'HIDE', reason: 'Impersonation', moderatorSub: FORMER_MEMBER, moderator: FORMER_MEMBER });
    // A second run (a retry after DeleteUser failed, say) finds nothing more to do.
    expect(await handler(eventOf('leaveMyAccount', { records: 'ANONYMISE' }, anika))).toMatchObject({ anonymisedRecords: 0, removedRecords: 0, usernameFreeFrom: null });
  });

  it('removes a profile of 60 bans and their trails in several transactions, leaving nothing of it', async () => {
    // At most 20 items a transaction: the 60 bans, 60 appeal events, profile and claims take several, split as a hidden profile's are.
    const records = createDynamoRecordsPort(local().documents, { items: 20, bytes: 3_500_000 });
    const prolific = callerOf('sub-leave-prolific');
    const profile = await saveMyProfile(records, prolific, clock(), { username: 'leave-prolific', displayName: 'Prolific' });
    const ban = await saveMyPlatformBan(records, prolific, clock(), banArgs);
    await addMyAppealEvent(records, prolific, clock(), { recordModel: 'PlatformBan', recordId: ban.id, kind: 'FILED', date: '2026-03-05' });
    const stored = (await records.get('PlatformBan', ban.id)) as RecordDocument;
    const [event] = await records.listByIndex('AppealEvent', 'recordKey', `PlatformBan#${ban.id}`);
    const copies = Array.from({ length: 59 }, (_, index) => `${ban.id}-copy-${index}`);
    await putItems(local().documents, String(local().tables.get('PlatformBan')), copies.map((id) => ({ ...stored, id })));
    await putItems(local().documents, String(local().tables.get('AppealEvent')), copies.map((id) => ({ ...event, id: `${event.id}-${id}`, recordId: id, recordKey: `PlatformBan#${id}` })));
    const othersBefore = (await itemsOf(local(), 'PlatformBan')).filter((item) => item.owner !== prolific.owner);

    const left = await leaveMyAccount(records, files, prolific, clock(), { records: 'REMOVE' });
    expect(left).toMatchObject({ records: 'REMOVE', removedRecords: 60 });
    expect((await itemsOf(local(), 'PlatformBan')).filter((item) => item.owner === prolific.owner)).toEqual([]);
    expect((await itemsOf(local(), 'AppealEvent')).filter((item) => item.owner === prolific.owner)).toEqual([]);
    expect(await records.get('Profile', profile.id)).toBeNull();
    expect(await storeText()).not.toContain(prolific.sub);
    expect((await itemsOf(local(), 'PlatformBan')).filter((item) => item.owner !== prolific.owner)).toEqual(othersBefore);
  });
});
