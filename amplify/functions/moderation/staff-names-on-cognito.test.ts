/**
 * staffNames on AWS, through the moderation function's handler and the real AWS SDK client it builds
 * from its environment (the user pool's ListUsers by sub, cognito-staff-directory.ts), against our
 * local backend, which speaks Cognito's wire protocol with the operator's SigV4 credentials, as the
 * function's role would be signed. The same accounts are then named through the local backend's own
 * staffNames (GraphQL), and the two answers must be equal. staffNames reads no table: DynamoDB and S3
 * point at a closed port, so a read there would fail the test instead of going anywhere.
 */
import { AdminDeleteUserCommand, UpdateUserAttributesCommand, type CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import type { AppSyncResolverEvent } from 'aws-lambda';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startDataBackend, type DataTestBackend, type TestUser } from '../../../backend/data/test-support/start-data-backend';
import { OPERATOR_CREDENTIALS_FILE, type OperatorCredentialsFile } from '../../../backend/identity/operator-credentials';
import { STAFF_NAMES_PER_CALL } from '../../data/moderation/staff-names';

jest.setTimeout(120_000);

const STAFF_NAMES = `query ($subs: [String]!) { staffNames(subs: $subs) { sub name } }`;
const CLOSED_PORT = 'http://127.0.0.1:9';

let backend: DataTestBackend & { dataDir?: string };
let operator: OperatorCredentialsFile;
let handler: (event: AppSyncResolverEvent<Record<string, unknown>>) => Promise<unknown>;
let moderator: TestUser;
let admin: TestUser;
let named: TestUser;
let gone: TestUser;
let member: TestUser;
const clients: CognitoIdentityProviderClient[] = [];
/** The groups AppSync's identity names (the token's cognito:groups). */
const claimedGroups = new Map<TestUser, string[]>();

/** The function as AppSync calls it for `staffNames`, with the caller's Cognito identity. */
const callFunction = (user: TestUser, subs: unknown) =>
  handler({
    info: { fieldName: 'staffNames' },
    arguments: { subs },
    identity: { sub: user.sub, username: user.username, groups: claimedGroups.get(user) ?? [] },
    request: { headers: {} },
  } as unknown as AppSyncResolverEvent<Record<string, unknown>>);

/** The local backend's staffNames for the same accounts, through its GraphQL door. */
async function localAnswer(user: TestUser, subs: unknown) {
  const answer = await backend.graphql(STAFF_NAMES, { subs }, { token: user.accessToken });
  return answer.body;
}

beforeAll(async () => {
  backend = await startDataBackend();
  // The operator's credentials file, as an operator pointing the AWS CLI at the local pool reads it.
  operator = JSON.parse(readFileSync(join(backend.dataDir!, OPERATOR_CREDENTIALS_FILE), 'utf8')) as OperatorCredentialsFile;
  moderator = await backend.createUser('names-moderator@example.com', { groups: ['MODERATORS'] });
  admin = await backend.createUser('names-admin@example.com', { groups: ['ADMINS'] });
  named = await backend.createUser('names-creator@example.com');
  gone = await backend.createUser('names-gone@example.com');
  member = await backend.createUser('names-member@example.com');
  claimedGroups.set(moderator, ['MODERATORS']).set(admin, ['ADMINS']);

  // The function's environment as amplify/backend.ts sets it, with the SDK's service endpoints moved here.
  Object.assign(process.env, {
    AWS_REGION: operator.region,
    AWS_ACCESS_KEY_ID: operator.accessKeyId,
    AWS_SECRET_ACCESS_KEY: operator.secretAccessKey,
    AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: operator.userPoolEndpoint,
    AWS_ENDPOINT_URL_DYNAMODB: CLOSED_PORT,
    AWS_ENDPOINT_URL_S3: CLOSED_PORT,
    USER_POOL_ID: operator.userPoolId,
    REPORT_KEY_SALT: 'staff-names-test',
  });
  ({ handler } = await import('./handler'));

  const { CognitoIdentityProviderClient } = await import('@aws-sdk/client-cognito-identity-provider');
  const cognito = new CognitoIdentityProviderClient({ maxAttempts: 1 });
  clients.push(cognito);
  // A creator who chose a preferred username (their own call), and an account deleted since.
  await cognito.send(new UpdateUserAttributesCommand({ AccessToken: named.accessToken, UserAttributes: [{ Name: 'preferred_username', Value: 'Ada L.' }] }));
  await cognito.send(new AdminDeleteUserCommand({ UserPoolId: operator.userPoolId, Username: gone.username }));
});
afterAll(async () => {
  for (const client of clients) client.destroy();
  await backend?.close();
});

describe('staffNames on AWS (the moderation function over Cognito ListUsers)', () => {
  it('names accounts by preferred username, else e-mail, and null for a deleted account or what is no account id', async () => {
    const subs = [named.sub, `${moderator.sub}::${moderator.username}`, admin.sub, gone.sub, '__proto__', 'x" or sub ^= "', named.sub];
    const answer = await callFunction(moderator, subs);
    expect(answer).toEqual([
      { sub: named.sub, name: 'Ada L.' },
      { sub: moderator.sub, name: moderator.email },
      { sub: admin.sub, name: admin.email },
      { sub: gone.sub, name: null },
      { sub: '__proto__', name: null },
      { sub: 'x" or sub ^= "', name: null },
    ]);
    expect(await localAnswer(moderator, subs)).toEqual({ data: { staffNames: answer } });
    // An admin is staff too.
    expect(await callFunction(admin, [named.sub])).toEqual([{ sub: named.sub, name: 'Ada L.' }]);
  });

  it('refuses a caller who is not staff, as the local backend does', async () => {
    await expect(callFunction(member, [moderator.sub])).rejects.toMatchObject({ errorType: 'Unauthorized' });
    const local = await localAnswer(member, [moderator.sub]);
    expect(local.data?.staffNames ?? null).toBeNull();
    expect(local.errors?.[0]).toMatchObject({ errorType: 'Unauthorized' });
  });

  it(`takes at most ${STAFF_NAMES_PER_CALL} ids, with the local backend's words`, async () => {
    const subs = (count: number) => Array.from({ length: count }, (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`);
    const most = await callFunction(moderator, subs(STAFF_NAMES_PER_CALL));
    expect(most).toEqual(subs(STAFF_NAMES_PER_CALL).map((sub) => ({ sub, name: null })));
    expect(await localAnswer(moderator, subs(STAFF_NAMES_PER_CALL))).toEqual({ data: { staffNames: most } });

    const message = `subs may hold at most ${STAFF_NAMES_PER_CALL} entries.`;
    await expect(callFunction(moderator, subs(STAFF_NAMES_PER_CALL + 1))).rejects.toThrow(message);
    expect((await localAnswer(moderator, subs(STAFF_NAMES_PER_CALL + 1))).errors?.[0]?.message).toBe(message);
  });
});
