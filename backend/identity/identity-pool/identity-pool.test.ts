/**
 * The identity pool through the AWS SDK's Cognito Identity client: guests, signed-in users, and
 * a guest identity that becomes the user's when they sign in on the same device.
 */
import { GetCredentialsForIdentityCommand, GetIdCommand, type CognitoIdentityClient } from '@aws-sdk/client-cognito-identity';
import {
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  GlobalSignOutCommand,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { loginsKey } from '../endpoints';
import { verifyIdentityCredentials } from '../index';
import { startIdentityBackend, type IdentityTestBackend } from '../test-support/start-identity-backend';

jest.setTimeout(120_000);

const PASSWORD = 'Identity#Pool5';
let backend: IdentityTestBackend;
let identity: CognitoIdentityClient;
let IdentityPoolId: string;

beforeAll(async () => {
  backend = await startIdentityBackend();
  identity = backend.identityPoolClient();
  IdentityPoolId = backend.pool.ids.identityPoolId;
});
afterAll(() => backend?.close());

async function signedInUser(email: string): Promise<{ idToken: string; accessToken: string; sub: string }> {
  const admin = backend.userPoolClient();
  const UserPoolId = backend.pool.ids.userPoolId;
  const { User } = await admin.send(new AdminCreateUserCommand({ UserPoolId, Username: email, MessageAction: 'SUPPRESS' }));
  await admin.send(new AdminSetUserPasswordCommand({ UserPoolId, Username: email, Password: PASSWORD, Permanent: true }));
  const { AuthenticationResult } = await admin.send(
    new InitiateAuthCommand({
      ClientId: backend.pool.ids.userPoolClientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD },
    }),
  );
  return {
    idToken: AuthenticationResult?.IdToken ?? '',
    accessToken: AuthenticationResult?.AccessToken ?? '',
    sub: User?.Attributes?.find((attribute) => attribute.Name === 'sub')?.Value ?? '',
  };
}

const logins = (idToken: string) => ({ [loginsKey(backend.pool.issuer)]: idToken });

describe('a guest', () => {
  it('gets a new identity and one hour of unauthenticated credentials', async () => {
    const { IdentityId } = await identity.send(new GetIdCommand({ IdentityPoolId, Logins: {} }));
    expect(IdentityId).toMatch(/^us-west-2:[0-9a-f-]{36}$/);
    const { Credentials, IdentityId: returnedId } = await identity.send(new GetCredentialsForIdentityCommand({ IdentityId }));
    expect(returnedId).toBe(IdentityId);
    expect(Credentials?.Expiration).toBeInstanceOf(Date);
    const lifetimeMs = (Credentials?.Expiration?.getTime() ?? 0) - Date.now();
    expect(lifetimeMs).toBeGreaterThan(55 * 60_000);
    expect(lifetimeMs).toBeLessThanOrEqual(3600_000);
    const verified = await verifyIdentityCredentials(
      backend.backend.context.db,
      Credentials?.AccessKeyId ?? '',
      Credentials?.SessionToken ?? '',
    );
    expect(verified).toMatchObject({ identityId: IdentityId, role: 'unauthenticated', secretKey: Credentials?.SecretKey });
  });

  it('is refused for an unknown pool or identity', async () => {
    await expect(identity.send(new GetIdCommand({ IdentityPoolId: 'us-west-2:other', Logins: {} }))).rejects.toMatchObject({
      name: 'ResourceNotFoundException',
      $metadata: { httpStatusCode: 400 },
    });
    await expect(
      identity.send(new GetCredentialsForIdentityCommand({ IdentityId: 'us-west-2:00000000-0000-4000-8000-000000000000' })),
    ).rejects.toMatchObject({ name: 'ResourceNotFoundException' });
  });
});

describe('a signed-in user', () => {
  it('always gets the same identity for its id token, with authenticated credentials', async () => {
    const user = await signedInUser('tim@example.com');
    const first = await identity.send(new GetIdCommand({ IdentityPoolId, Logins: logins(user.idToken) }));
    const second = await identity.send(new GetIdCommand({ IdentityPoolId, Logins: logins(user.idToken) }));
    expect(second.IdentityId).toBe(first.IdentityId);
    const { Credentials } = await identity.send(
      new GetCredentialsForIdentityCommand({ IdentityId: first.IdentityId, Logins: logins(user.idToken) }),
    );
    const verified = await verifyIdentityCredentials(
      backend.backend.context.db,
      Credentials?.AccessKeyId ?? '',
      Credentials?.SessionToken ?? '',
    );
    expect(verified).toMatchObject({ identityId: first.IdentityId, role: 'authenticated', sub: user.sub, groups: [] });
  });

  it("takes over the guest identity of the device it signs in on, but never another user's", async () => {
    const { IdentityId: guestId } = await identity.send(new GetIdCommand({ IdentityPoolId, Logins: {} }));
    const user = await signedInUser('vint@example.com');
    const linked = await identity.send(new GetCredentialsForIdentityCommand({ IdentityId: guestId, Logins: logins(user.idToken) }));
    expect(linked.IdentityId).toBe(guestId);
    const { IdentityId } = await identity.send(new GetIdCommand({ IdentityPoolId, Logins: logins(user.idToken) }));
    expect(IdentityId).toBe(guestId);

    const other = await signedInUser('bob@example.com');
    await expect(
      identity.send(new GetCredentialsForIdentityCommand({ IdentityId: guestId, Logins: logins(other.idToken) })),
    ).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    await expect(identity.send(new GetCredentialsForIdentityCommand({ IdentityId: guestId }))).rejects.toMatchObject({
      name: 'NotAuthorizedException',
    });
  });

  it('is refused with a login for another provider, a forged token or a revoked sign-in', async () => {
    const user = await signedInUser('radia@example.com');
    await expect(
      identity.send(new GetIdCommand({ IdentityPoolId, Logins: { 'cognito-idp.us-west-2.amazonaws.com/us-west-2_x': user.idToken } })),
    ).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    await expect(
      identity.send(new GetIdCommand({ IdentityPoolId, Logins: logins(`${user.idToken.slice(0, -4)}AAAA`) })),
    ).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    await backend.userPoolClient().send(new GlobalSignOutCommand({ AccessToken: user.accessToken }));
    await expect(identity.send(new GetIdCommand({ IdentityPoolId, Logins: logins(user.idToken) }))).rejects.toMatchObject({
      name: 'NotAuthorizedException',
    });
  });
});
