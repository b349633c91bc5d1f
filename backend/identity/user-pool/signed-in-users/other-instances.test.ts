/**
 * Two instances of one deployment on one PostgreSQL schema: a sign-out or user change on one
 * reaches the other's signed-in user cache through the database (LISTEN/NOTIFY). The TTL is ten
 * minutes here, so a refusal on the other instance can only come from the notice.
 */
import {
  AdminCreateUserCommand,
  AdminDisableUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  GetUserCommand,
  GlobalSignOutCommand,
  InitiateAuthCommand,
  UpdateUserAttributesCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { decodeJwt } from 'jose';
import pg from 'pg';
import { noticeChannelName } from '../../../core/notices/notice-channel';
import type { Logger } from '../../../core/log';
import {
  createTestSchema,
  isTestDatabaseReachable,
  TEST_DATABASE_SERVER,
  type TestSchema,
} from '../../../data/test-support/test-database';
import { startIdentityBackend, type IdentityTestBackend } from '../../test-support/start-identity-backend';
import { USER_CHANGES_APPLICATION_NAME } from './user-change-notices';

jest.setTimeout(180_000);

const PASSWORD = 'Two#Instances1';
const REVOKED = 'NotAuthorizedException: Access Token has been revoked';
const isReachable = isTestDatabaseReachable();
if (!isReachable)
  console.warn(
    `SKIPPED on PostgreSQL: no server answered at ${TEST_DATABASE_SERVER} (set TEST_DATABASE_URL).`,
  );

(isReachable ? describe : describe.skip)('two instances on one PostgreSQL database', () => {
  let schema: TestSchema;
  let first: IdentityTestBackend;
  let second: IdentityTestBackend;
  const secondLogs: string[] = [];
  const secondLog: Logger = {
    info: (message) => secondLogs.push(message),
    error: (message) => secondLogs.push(`ERROR ${message}`),
  };
  let users = 0;

  beforeAll(async () => {
    schema = await createTestSchema('signed_in_users_test');
    // The first migrates the schema; both answer for one public URL, so each accepts the other's tokens.
    first = await startIdentityBackend({
      databaseUrl: schema.databaseUrl,
      signedInUserCache: { ttlMs: 600_000 },
    });
    second = await startIdentityBackend({
      databaseUrl: schema.databaseUrl,
      publicUrl: first.baseUrl,
      signedInUserCache: { ttlMs: 600_000 },
      log: secondLog,
    });
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
    await schema?.drop();
  });

  const clientOf = (instance: IdentityTestBackend): CognitoIdentityProviderClient =>
    instance.userPoolClient();

  async function signedInUser(): Promise<{ email: string; accessToken: string }> {
    users += 1;
    const email = `instances.${users}@example.com`;
    const admin = clientOf(first);
    const UserPoolId = first.pool.ids.userPoolId;
    await admin.send(
      new AdminCreateUserCommand({
        UserPoolId,
        Username: email,
        MessageAction: 'SUPPRESS',
        UserAttributes: [{ Name: 'email', Value: email }],
      }),
    );
    await admin.send(
      new AdminSetUserPasswordCommand({ UserPoolId, Username: email, Password: PASSWORD, Permanent: true }),
    );
    const { AuthenticationResult } = await admin.send(
      new InitiateAuthCommand({
        ClientId: first.pool.ids.userPoolClientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: email, PASSWORD },
      }),
    );
    return { email, accessToken: AuthenticationResult?.AccessToken ?? '' };
  }

  async function getUserOn(instance: IdentityTestBackend, accessToken: string): Promise<string> {
    try {
      const { UserAttributes } = await clientOf(instance).send(
        new GetUserCommand({ AccessToken: accessToken }),
      );
      return `accepted ${UserAttributes?.find((attribute) => attribute.Name === 'name')?.Value ?? ''}`.trim();
    } catch (error) {
      return `${(error as Error).name}: ${(error as Error).message}`;
    }
  }

  /** Asks again until the answer is `expected`; a notice that never comes fails the test at the deadline. */
  async function eventually(ask: () => Promise<string>, expected: string): Promise<void> {
    const deadline = Date.now() + 10_000;
    let answer = await ask();
    while (answer !== expected && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      answer = await ask();
    }
    expect(answer).toBe(expected);
  }

  it('a GlobalSignOut on one ends the sign-in the other had accepted', async () => {
    const { accessToken } = await signedInUser();
    expect(await getUserOn(second, accessToken)).toBe('accepted');
    await clientOf(first).send(new GlobalSignOutCommand({ AccessToken: accessToken }));
    expect(await getUserOn(first, accessToken)).toBe(REVOKED);
    await eventually(() => getUserOn(second, accessToken), REVOKED);
  });

  it('disabling a user on one ends their sign-in on the other', async () => {
    const { email, accessToken } = await signedInUser();
    expect(await getUserOn(second, accessToken)).toBe('accepted');
    await clientOf(first).send(
      new AdminDisableUserCommand({ UserPoolId: first.pool.ids.userPoolId, Username: email }),
    );
    await eventually(() => getUserOn(second, accessToken), REVOKED);
  });

  it('an attribute changed on one shows on the other', async () => {
    const { accessToken } = await signedInUser();
    expect(await getUserOn(second, accessToken)).toBe('accepted');
    await clientOf(first).send(
      new UpdateUserAttributesCommand({
        AccessToken: accessToken,
        UserAttributes: [{ Name: 'name', Value: 'Ada' }],
      }),
    );
    await eventually(() => getUserOn(second, accessToken), 'accepted Ada');
  });

  it('after losing its listening connection, an instance forgets every sign-in it held', async () => {
    const { accessToken } = await signedInUser();
    expect(await getUserOn(second, accessToken)).toBe('accepted');
    // Revoked past the pool: no notice is sent, and the cache still answers.
    await first.backend.context.db.query(
      'UPDATE user_pool_refresh_tokens SET revoked_at = now() WHERE origin_jti = $1',
      [decodeJwt(accessToken).origin_jti],
    );
    expect(await getUserOn(second, accessToken)).toBe('accepted');

    const admin = new pg.Client(TEST_DATABASE_SERVER);
    await admin.connect();
    try {
      const channel = noticeChannelName(
        'streamit_user_pool',
        schema.databaseUrl.match(/search_path%3D([a-z0-9_]+)/)?.[1] ?? '',
      );
      const { rowCount } = await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1 AND query = $2',
        [USER_CHANGES_APPLICATION_NAME, `LISTEN ${channel}`],
      );
      expect(rowCount).toBe(2);
    } finally {
      await admin.end();
    }
    await eventually(
      async () => (secondLogs.includes('[user-pool] listening again') ? 'listening' : 'not yet'),
      'listening',
    );
    expect(await getUserOn(second, accessToken)).toBe(REVOKED);
  });
});
