import { fakeDataClient } from '@/lib/content/moderation/fake-data-client.test-helper';
import { INVALID_EMAIL_MESSAGE, REQUIRED_FIELD_MESSAGE } from '@/lib/validation/messages';
import { decideReply, listPendingReplies, toReplyRow, type ReplyWire } from './record-replies';
import { sendVerification, validateVerification, type VerificationValues } from './record-verification-data';
import { REPLY_SENT_NOTICE, sendReply, validateReply, type ReplyValues } from './send-reply';
import { recordPathOf } from '@/lib/content/records/record-paths';
import { trailRefresh } from './trail-record-paths';

const wire = (changes: Partial<ReplyWire> = {}): ReplyWire => ({
  id: 'r1',
  recordModel: 'PlatformBan',
  recordId: 'ban 1',
  authorName: 'YouTube press',
  authorRole: 'PLATFORM',
  body: 'Restored on 3 January.',
  contactEmail: '',
  submittedAt: '2026-11-20T10:00:00.000Z',
  ...changes,
});

describe('the replies queue', () => {
  it('shows known models and roles only, and links each record to its page', () => {
    expect(toReplyRow(wire())).toMatchObject({ recordModel: 'PlatformBan', authorRole: 'PLATFORM', contactEmail: null });
    expect(toReplyRow(wire({ recordModel: 'Brief' }))).toBeNull();
    expect(toReplyRow(wire({ authorRole: 'constructor' }))).toBeNull();
    expect(recordPathOf('PlatformBan', 'ban 1')).toBe('/bans/ban%201');
    expect(recordPathOf('ShadowbanExperience', 's1')).toBe('/shadowban-reports/s1');
    expect(trailRefresh('ShadowbanExperience', 's1')).toEqual({ tags: ['shadowban-experiences', 'profiles'], paths: ['/shadowban-reports/s1'] });
  });

  it('reads pending replies oldest first, a page at a time', async () => {
    const { client, calls } = fakeDataClient({ 'RecordReply.listRecordReplyByStatusAndSubmittedAt': () => ({ data: [wire(), wire({ id: 'r2', recordModel: 'Brief' })], nextToken: 'n2' }) });
    const page = await listPendingReplies(client, 'n1');
    expect(page).toEqual({ items: [expect.objectContaining({ id: 'r1' })], nextToken: 'n2' });
    expect(calls[0].args).toEqual([{ status: 'PENDING' }, expect.objectContaining({ sortDirection: 'ASC', limit: 20, nextToken: 'n1' })]);
  });

  it('publishes without a reason and declines with the trimmed one, saying why a refusal came', async () => {
    const { client, calls } = fakeDataClient({ 'mutations.decideRecordReply': () => ({ data: { id: 'r1' } }) });
    await decideReply(client, 'r1', { publish: true });
    await decideReply(client, 'r1', { publish: false, reason: '  Advertising ' });
    expect(calls.map((call) => call.args[0])).toEqual([{ id: 'r1', publish: true }, { id: 'r1', publish: false, reason: 'Advertising' }]);
    const refused = fakeDataClient({ 'mutations.decideRecordReply': () => ({ errors: [{ message: 'Reply r1 was published already.' }] }) });
    await expect(decideReply(refused.client, 'r1', { publish: true })).rejects.toThrow('Could not publish the reply: Reply r1 was published already.');
  });
});

describe('the verification form', () => {
  const values = (changes: Partial<VerificationValues> = {}): VerificationValues => ({ level: 'CORROBORATED', note: 'Second report', source: 'MATCHING_REPORT', sourceUrl: '', ...changes });

  it('asks for what the server asks for', () => {
    expect(validateVerification(values())).toEqual({});
    expect(validateVerification(values({ level: '', note: ' ' }))).toMatchObject({ level: REQUIRED_FIELD_MESSAGE, note: REQUIRED_FIELD_MESSAGE });
    expect(validateVerification(values({ level: 'EVIDENCE_ATTACHED' })).level).toBe('Choose corroborated, confirmed or disputed');
    expect(validateVerification(values({ source: '' })).source).toBe('Say what this step rests on');
    expect(validateVerification(values({ level: 'CONFIRMED', source: 'PRESS' })).source).toMatch(/^Confirmed means/);
    expect(validateVerification(values({ level: 'CONFIRMED', source: 'PLATFORM_STATEMENT' }))).toEqual({});
    expect(validateVerification(values({ level: 'DISPUTED', source: '' }))).toEqual({});
    expect(validateVerification(values({ sourceUrl: 'javascript:alert(1)' })).sourceUrl).toBe('A web address starting with https:// or http://');
    expect(validateVerification(values({ sourceUrl: 'https://example.org/a b' })).sourceUrl).toBeDefined();
    expect(validateVerification(values({ sourceUrl: 'https://example.org/story' }))).toEqual({});
  });

  it('sends the step with only the fields filled in', async () => {
    const { client, calls } = fakeDataClient({ 'mutations.setRecordVerification': () => ({ data: { id: 's1', level: 'DISPUTED' } }) });
    const level = await sendVerification(client, { recordModel: 'PlatformBan', recordId: 'b1' }, values({ level: 'DISPUTED', source: '', note: ' Denied ' }));
    expect(level).toBe('DISPUTED');
    expect(calls[0].args[0]).toEqual({ recordModel: 'PlatformBan', recordId: 'b1', level: 'DISPUTED', note: 'Denied' });
  });
});

describe('the reply form', () => {
  const values = (changes: Partial<ReplyValues> = {}): ReplyValues => ({ authorName: 'Ada', authorRole: 'CREATOR', body: 'A correction.', contactEmail: '', ...changes });

  it('asks for a name, a role and a text; the e-mail only has to look like one', () => {
    expect(validateReply(values())).toEqual({});
    expect(validateReply(values({ authorName: '', authorRole: '', body: '' }))).toEqual({ authorName: REQUIRED_FIELD_MESSAGE, authorRole: REQUIRED_FIELD_MESSAGE, body: REQUIRED_FIELD_MESSAGE });
    expect(validateReply(values({ authorRole: 'MODERATOR' })).authorRole).toBe('Choose who you are');
    expect(validateReply(values({ body: 'b'.repeat(5001) })).body).toBe('Please keep it under 5000 characters');
    expect(validateReply(values({ contactEmail: 'nope' })).contactEmail).toBe(INVALID_EMAIL_MESSAGE);
  });

  it('thanks the sender, or says why the server refused', async () => {
    const { client, calls } = fakeDataClient({ 'mutations.submitRecordReply': () => ({ data: true }) });
    expect(await sendReply(client, { recordModel: 'PlatformBan', recordId: 'b1' }, values({ contactEmail: ' ada@example.com ' }))).toEqual({ tone: 'info', message: REPLY_SENT_NOTICE });
    expect(calls[0].args[0]).toEqual({ recordModel: 'PlatformBan', recordId: 'b1', authorName: 'Ada', authorRole: 'CREATOR', body: 'A correction.', contactEmail: 'ada@example.com' });
    const refused = fakeDataClient({ 'mutations.submitRecordReply': () => ({ errors: [{ message: 'you have sent 5 replies in the last hour: please try again later.' }] }) });
    expect(await sendReply(refused.client, { recordModel: 'PlatformBan', recordId: 'b1' }, values())).toEqual({
      tone: 'error',
      message: 'Your reply was not sent. You have sent 5 replies in the last hour: please try again later.',
    });
    expect((await sendReply(null, { recordModel: 'PlatformBan', recordId: 'b1' }, values())).tone).toBe('error');
  });
});
