/**
 * The AWS half of the last sign-ins against DynamoDB Local: Cognito's post-authentication event
 * into the trigger, the sign-ins table as amplify/backend.ts declares it, and AppSync's event into
 * the mySignIns function.
 */
import { CreateTableCommand } from '@aws-sdk/client-dynamodb';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { AppSyncResolverEvent, PostAuthenticationTriggerEvent } from 'aws-lambda';
import { handler as listHandler } from '../../functions/account-sign-ins/handler';
import { dynamoDbLocalForFile } from '../../functions/test-support/dynamodb-local';
import { SIGN_INS_TABLE_VARIABLE } from '../sign-in-history/dynamodb-sign-ins';
import { LAST_SIGN_INS_KEPT } from '../sign-in-history/sign-in-history';
import { handler as recordHandler } from './handler';

jest.setTimeout(60_000);

const local = dynamoDbLocalForFile();
const CHROME_ON_LINUX = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

beforeAll(async () => {
  process.env[SIGN_INS_TABLE_VARIABLE] = 'AccountSignIns-local';
  await local().documents.send(
    new CreateTableCommand({
      TableName: 'AccountSignIns-local',
      KeySchema: [
        { AttributeName: 'userSub', KeyType: 'HASH' },
        { AttributeName: 'signInKey', KeyType: 'RANGE' },
      ],
      AttributeDefinitions: [
        { AttributeName: 'userSub', AttributeType: 'S' },
        { AttributeName: 'signInKey', AttributeType: 'S' },
      ],
      BillingMode: 'PAY_PER_REQUEST',
    }),
  );
});

function postAuthentication(sub: string, clientMetadata?: Record<string, string>): PostAuthenticationTriggerEvent {
  return {
    version: '1',
    region: 'us-east-1',
    userPoolId: 'us-east-1_local',
    userName: sub,
    callerContext: { awsSdkVersion: 'aws-sdk-unknown-unknown', clientId: 'client' },
    triggerSource: 'PostAuthentication_Authentication',
    request: { userAttributes: { sub, email: `${sub}@example.com` }, newDeviceUsed: false, clientMetadata },
    response: {},
  };
}

const listFor = (sub: string | null) =>
  listHandler({ identity: sub ? ({ sub, username: sub, claims: {}, sourceIp: [], issuer: '', defaultAuthStrategy: 'ALLOW', groups: null } as AppSyncResolverEvent<never>['identity']) : null }, local().documents);

describe('the last sign-ins on AWS', () => {
  it("records a sign-in with the device in words and answers it to that user's mySignIns only", async () => {
    const event = postAuthentication('ada', { userAgent: CHROME_ON_LINUX, signInMark: 'mark-aws-000001' });
    await expect(recordHandler(event, local().documents, new Date('2026-11-25T18:00:00Z'))).resolves.toBe(event);
    expect(await listFor('ada')).toEqual([{ signedInAt: '2026-11-25T18:00:00.000Z', device: 'Chrome on Linux', signInMark: 'mark-aws-000001' }]);
    expect(await listFor('grace')).toEqual([]);
    expect(await listFor(null)).toEqual([]);
  });

  it(`keeps the newest ${LAST_SIGN_INS_KEPT}, and sign-ins at the same moment all land`, async () => {
    const base = Date.parse('2026-11-25T19:00:00Z');
    await Promise.all(
      Array.from({ length: 4 }, () => recordHandler(postAuthentication('grace'), local().documents, new Date(base))),
    );
    expect(await listFor('grace')).toHaveLength(4);
    for (let index = 1; index < 14; index += 1) await recordHandler(postAuthentication('grace'), local().documents, new Date(base + index * 1000));
    const listed = await listFor('grace');
    expect(listed).toHaveLength(LAST_SIGN_INS_KEPT);
    expect(listed[0]).toEqual({ signedInAt: '2026-11-25T19:00:13.000Z', device: 'Unknown device', signInMark: null });
    // The older ones are gone from the table, not only from the answer.
    const stored = await local().documents.send(
      new QueryCommand({ TableName: 'AccountSignIns-local', KeyConditionExpression: 'userSub = :u', ExpressionAttributeValues: { ':u': 'grace' } }),
    );
    expect(stored.Items).toHaveLength(LAST_SIGN_INS_KEPT);
  });
});
