/**
 * GetUser answers accepted tokens from this process's cache, and every operation that ends a
 * sign-in or changes the user reaches that cache before it answers: the token stops working (or
 * the change shows) at once. The TTL is ten minutes here, so only the announcement can explain it.
 */
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminDisableUserCommand,
  AdminSetUserPasswordCommand,
  AdminUserGlobalSignOutCommand,
  ConfirmForgotPasswordCommand,
  DeleteUserCommand,
  ForgotPasswordCommand,
  GetUserCommand,
  GlobalSignOutCommand,
  InitiateAuthCommand,
  RevokeTokenCommand,
  UpdateUserAttributesCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { GetIdCommand } from '@aws-sdk/client-cognito-identity';
import { decodeJwt } from 'jose';
import { loginsKey } from '../../endpoints';
import { startIdentityBackend, type IdentityTestBackend } from '../../test-support/start-identity-backend';
import { signedInUserCacheOf, announceUserChange } from './user-change-notices';

jest.setTimeout(180_000);

const PASSWORD = 'Cached#Sign1n';
let backend: IdentityTestBackend;
let client: CognitoIdentityProviderClient;
let UserPoolId: string;
let clientId: string;
let users = 0;

beforeAll(async () => {
  backend = await startIdentityBackend({ signedInUserCache: { ttlMs: 600_000 } });
  client = backend.userPoolClient();
  UserPoolId = backend.pool.ids.userPoolId;
  clientId = backend.pool.ids.userPoolClientId;
});
afterAll(() => backend?.close());

interface Tokens {
  AccessToken: string;
  IdToken: string;
  RefreshToken: string;
}

/** A confirmed user with a verified address, new for each test. */
async function newUser(): Promise<string> {
  users += 1;
  const email = `cached.${users}@example.com`;
  await client.send(
    new AdminCreateUserCommand({
      UserPoolId,
      Username: email,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
      ],
    }),
  );
  await client.send(
    new AdminSetUserPasswordCommand({ UserPoolId, Username: email, Password: PASSWORD, Permanent: true }),
  );
  return email;
}

async function signIn(email: string, password = PASSWORD): Promise<Tokens> {
  const { AuthenticationResult } = await client.send(
    new InitiateAuthCommand({
      ClientId: clientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  return {
    AccessToken: AuthenticationResult?.AccessToken ?? '',
    IdToken: AuthenticationResult?.IdToken ?? '',
    RefreshToken: AuthenticationResult?.RefreshToken ?? '',
  };
}

/** GetUser's answer: the user's name, or the refusal's name and message. */
async function getUser(tokens: Tokens): Promise<string> {
  try {
    const { UserAttributes } = await client.send(new GetUserCommand({ AccessToken: tokens.AccessToken }));
    return `accepted ${UserAttributes?.find((attribute) => attribute.Name === 'name')?.Value ?? ''}`.trim();
  } catch (error) {
    return `${(error as Error).name}: ${(error as Error).message}`;
  }
}

const REVOKED = 'NotAuthorizedException: Access Token has been revoked';

/** Two sign-ins of a new user, both accepted once, so the cache holds both. */
async function twoCachedSignIns(): Promise<{ email: string; first: Tokens; second: Tokens }> {
  const email = await newUser();
  const [first, second] = [await signIn(email), await signIn(email)];
  expect([await getUser(first), await getUser(second)]).toEqual(['accepted', 'accepted']);
  return { email, first, second };
}

describe('the signed-in user cache', () => {
  it('answers an accepted token without the database: a revocation written past the pool is not seen until announced', async () => {
    const { first } = await twoCachedSignIns();
    const db = backend.backend.context.db;
    await db.query('UPDATE user_pool_refresh_tokens SET revoked_at = now() WHERE origin_jti = $1', [
      decodeJwt(first.AccessToken).origin_jti,
    ]);
    expect(await getUser(first)).toBe('accepted');
    await announceUserChange(db, String(decodeJwt(first.AccessToken).sub));
    expect(await getUser(first)).toBe(REVOKED);
  });

  it('asks the database about a token it has not accepted yet', async () => {
    const tokens = await signIn(await newUser());
    await backend.backend.context.db.query(
      'UPDATE user_pool_refresh_tokens SET revoked_at = now() WHERE origin_jti = $1',
      [decodeJwt(tokens.AccessToken).origin_jti],
    );
    expect(await getUser(tokens)).toBe(REVOKED);
  });

  it('is one per database, shared by every pool context on it', async () => {
    const { first } = await twoCachedSignIns();
    expect(
      signedInUserCacheOf(backend.pool.db).get(String(decodeJwt(first.AccessToken).origin_jti)),
    ).toBeDefined();
  });
});

describe('a cached token stops working at once after', () => {
  it('GlobalSignOut, for every sign-in of the user', async () => {
    const { first, second } = await twoCachedSignIns();
    await client.send(new GlobalSignOutCommand({ AccessToken: first.AccessToken }));
    expect([await getUser(first), await getUser(second)]).toEqual([REVOKED, REVOKED]);
  });

  it('AdminUserGlobalSignOut, for every sign-in of the user', async () => {
    const { email, first, second } = await twoCachedSignIns();
    await client.send(new AdminUserGlobalSignOutCommand({ UserPoolId, Username: email }));
    expect([await getUser(first), await getUser(second)]).toEqual([REVOKED, REVOKED]);
  });

  it('RevokeToken, for that sign-in only', async () => {
    const { first, second } = await twoCachedSignIns();
    await client.send(new RevokeTokenCommand({ ClientId: clientId, Token: first.RefreshToken }));
    expect([await getUser(first), await getUser(second)]).toEqual([REVOKED, 'accepted']);
  });

  it('a password reset', async () => {
    const { email, first, second } = await twoCachedSignIns();
    await client.send(new ForgotPasswordCommand({ ClientId: clientId, Username: email }));
    const code = await backend.latestCode(email);
    await client.send(
      new ConfirmForgotPasswordCommand({
        ClientId: clientId,
        Username: email,
        ConfirmationCode: code,
        Password: 'Reset#Sign1n',
      }),
    );
    expect([await getUser(first), await getUser(second)]).toEqual([REVOKED, REVOKED]);
  });

  it('AdminDisableUser', async () => {
    const { email, first, second } = await twoCachedSignIns();
    await client.send(new AdminDisableUserCommand({ UserPoolId, Username: email }));
    expect([await getUser(first), await getUser(second)]).toEqual([REVOKED, REVOKED]);
  });

  it('AdminDeleteUser', async () => {
    const { email, first, second } = await twoCachedSignIns();
    await client.send(new AdminDeleteUserCommand({ UserPoolId, Username: email }));
    expect([await getUser(first), await getUser(second)]).toEqual([REVOKED, REVOKED]);
  });

  it('DeleteUser by the user, for their other sign-ins too', async () => {
    const { first, second } = await twoCachedSignIns();
    await client.send(new DeleteUserCommand({ AccessToken: first.AccessToken }));
    expect([await getUser(first), await getUser(second)]).toEqual([REVOKED, REVOKED]);
  });

  it('GlobalSignOut, for the identity pool as well (GetId with the id token)', async () => {
    const { first } = await twoCachedSignIns();
    const identityPool = backend.identityPoolClient();
    const getId = () =>
      identityPool.send(
        new GetIdCommand({
          IdentityPoolId: backend.pool.ids.identityPoolId,
          Logins: { [loginsKey(backend.pool.issuer)]: first.IdToken },
        }),
      );
    expect((await getId()).IdentityId).toEqual(expect.any(String));
    await client.send(new GlobalSignOutCommand({ AccessToken: first.AccessToken }));
    await expect(getId()).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Invalid login token. Token has been revoked.',
    });
  });
});

describe('a cached user shows a change at once', () => {
  it('made by the user (UpdateUserAttributes)', async () => {
    const { first, second } = await twoCachedSignIns();
    await client.send(
      new UpdateUserAttributesCommand({
        AccessToken: first.AccessToken,
        UserAttributes: [{ Name: 'name', Value: 'Grace' }],
      }),
    );
    expect([await getUser(first), await getUser(second)]).toEqual(['accepted Grace', 'accepted Grace']);
  });

  it('made by an operator (AdminAddUserToGroup), in the record the cache hands out', async () => {
    const { email, first } = await twoCachedSignIns();
    const originJti = String(decodeJwt(first.AccessToken).origin_jti);
    expect(signedInUserCacheOf(backend.pool.db).get(originJti)?.groups).toEqual([]);
    await client.send(new AdminAddUserToGroupCommand({ UserPoolId, Username: email, GroupName: 'ADMINS' }));
    expect(signedInUserCacheOf(backend.pool.db).get(originJti)).toBeUndefined();
    expect(await getUser(first)).toBe('accepted');
    expect(signedInUserCacheOf(backend.pool.db).get(originJti)?.groups).toEqual(['ADMINS']);
  });
});
