/**
 * The functions' announcements on AWS (appsync-record-changes.ts): one SigV4-signed
 * announceRecordChange call per change the rules name, to the endpoint Gen 2 hands the function,
 * a few at once for a profile's many records; nothing for a change the public may not know of (a
 * draft); a failing API or read never fails the mutation that already committed.
 */
import { createInMemoryRecordsPort } from '../../data/creator-records/in-memory-records-port.test-helper';
import type { RecordChangeReads } from '../../data/realtime/record-changes';
import { expectAnnouncements } from './appsync-record-changes';

/** A mutation's announcement as the handlers make it: prepared before, sent after. */
const announceRecordChanges = async (mutation: string, args: Record<string, unknown>, result: unknown, env: NodeJS.ProcessEnv, reads: RecordChangeReads = createInMemoryRecordsPort()) =>
  (await expectAnnouncements(mutation, args, { reads, callerSub: 'sub-1' }, env))(result);

const ENV: NodeJS.ProcessEnv = {
  NODE_ENV: 'test',
  AMPLIFY_DATA_DEFAULT_NAME: 'amplifyData',
  amplifyData_GRAPHQL_ENDPOINT: 'https://abc.appsync-api.eu-west-1.amazonaws.com/graphql',
  AWS_REGION: 'eu-west-1',
  AWS_ACCESS_KEY_ID: 'AKIDEXAMPLE',
  AWS_SECRET_ACCESS_KEY: 'secret',
  AWS_SESSION_TOKEN: 'token',
};

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(new Response(JSON.stringify({ data: { announceRecordChange: { recordKey: 'x' } } }), { status: 200 }));
  global.fetch = fetchMock as typeof fetch;
});

describe('announcing record changes from a function', () => {
  it("signs one announceRecordChange per change with the function's role, to the data API", async () => {
    await announceRecordChanges('setRecordVerification', {}, { id: 'step-1', recordModel: 'PlatformBan', recordId: 'ban-1', by: 'moderator' }, ENV);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [URL, RequestInit & { headers: Record<string, string> }];
    expect(String(url)).toBe(ENV.amplifyData_GRAPHQL_ENDPOINT);
    expect(init.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/eu-west-1\/appsync\/aws4_request/);
    expect(init.headers['x-amz-security-token']).toBe('token');
    const body = JSON.parse(String(init.body)) as { query: string; variables: unknown };
    expect(body.query).toContain('announceRecordChange(model: $model, recordId: $recordId, change: $change)');
    // The moderator's name in the answer goes nowhere: only the record's key and what happened.
    expect(body.variables).toEqual({ model: 'PlatformBan', recordId: 'ban-1', change: 'VERIFIED' });
  });

  it("announces a creator's new appeal event under its ban's key, and nothing of the event", async () => {
    const reads = createInMemoryRecordsPort();
    await reads.commit([{ kind: 'create', model: 'PlatformBan', doc: { id: 'ban-1', isAnonymous: false } }]);
    const event = { id: 'e1', recordKey: 'PlatformBan#ban-1', recordModel: 'PlatformBan', recordId: 'ban-1', kind: 'FILED', note: 'Sent the form', createdAt: '2026-11-26T05:01:02.345Z' };
    await announceRecordChanges('addMyAppealEvent', { recordModel: 'PlatformBan', recordId: 'ban-1', kind: 'FILED' }, event, ENV, reads);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [, init] = fetchMock.mock.calls[0] as [URL, RequestInit];
    expect((JSON.parse(String(init.body)) as { variables: unknown }).variables).toEqual({ model: 'PlatformBan', recordId: 'ban-1', change: 'UPDATED' });
  });

  it('announces nothing for a draft, nor without the endpoint', async () => {
    await announceRecordChanges('saveMyBrief', {}, { id: 'b1', status: 'DRAFT', title: 'Half written' }, ENV);
    await announceRecordChanges('saveMyBrief', {}, { id: 'b1', status: 'PUBLISHED' }, { ...ENV, AMPLIFY_DATA_DEFAULT_NAME: undefined });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('swallows a refusal or a network failure (the records are committed), saying so in the log', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ errors: [{ errorType: 'Unauthorized' }] }), { status: 200 }));
    await expect(announceRecordChanges('hideRecord', {}, { model: 'Brief', recordId: 'b1' }, ENV)).resolves.toBeUndefined();
    fetchMock.mockRejectedValueOnce(new Error('socket hang up'));
    await expect(announceRecordChanges('restoreRecord', { model: 'Brief', id: 'b1' }, true, ENV)).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(2);
    expect(String(warn.mock.calls[0][0])).toContain('Brief#b1');
    warn.mockRestore();
  });

  it("announces a profile's hide and each of its records', ten calls at a time at most, every one signed apart", async () => {
    const reads = createInMemoryRecordsPort();
    const children = Array.from({ length: 25 }, (_, index) => ({ id: `HB#${index}`, model: 'PlatformBan', recordId: `b${index}`, cascadeOf: 'Profile#p1', record: '{"isAnonymous":false}' }));
    await reads.commit(children.map((doc) => ({ kind: 'create', model: 'HiddenRecord', doc })));
    let inFlight = 0;
    let most = 0;
    fetchMock.mockImplementation(async () => {
      most = Math.max(most, (inFlight += 1));
      await new Promise((resolve) => setImmediate(resolve));
      inFlight -= 1;
      return new Response(JSON.stringify({ data: { announceRecordChange: { recordKey: 'x' } } }), { status: 200 });
    });
    await announceRecordChanges('hideRecord', { model: 'Profile', id: 'p1' }, { id: 'Profile#p1', model: 'Profile', recordId: 'p1' }, ENV, reads);
    expect(fetchMock).toHaveBeenCalledTimes(26);
    expect(most).toBe(10);
    const sent = fetchMock.mock.calls.map(([, init]) => (JSON.parse(String((init as RequestInit).body)) as { variables: { model: string; recordId: string; change: string } }).variables);
    expect(sent[0]).toEqual({ model: 'Profile', recordId: 'p1', change: 'HIDDEN' });
    expect(new Set(sent.slice(1).map((variables) => `${variables.model}#${variables.recordId} ${variables.change}`))).toEqual(new Set(children.map((child) => `PlatformBan#${child.recordId} HIDDEN`)));
  });

  it('a failing read announces nothing and fails nothing, saying so in the log', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failing: RecordChangeReads = { get: () => Promise.reject(new Error('throttled')), listByIndex: () => Promise.reject(new Error('throttled')) };
    await expect(announceRecordChanges('addMyAppealEvent', {}, { recordModel: 'PlatformBan', recordId: 'ban-1' }, ENV, failing)).resolves.toBeUndefined();
    await expect(announceRecordChanges('leaveMyAccount', { records: 'REMOVE' }, { records: 'REMOVE' }, ENV, failing)).resolves.toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});
