/**
 * Tokens the pool did not issue, or no longer honours, are refused; the keys that verify the
 * good ones are published; the SRP handshake refuses stale and replayed claims.
 */
import { randomUUID } from 'node:crypto';
import {
  AdminSetUserPasswordCommand,
  AdminCreateUserCommand,
  GetTokensFromRefreshTokenCommand,
  GetUserCommand,
  GlobalSignOutCommand,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  RevokeTokenCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { createRemoteJWKSet, decodeJwt, jwtVerify } from 'jose';
import { loadClientSrp } from '../domain/amplify-client-srp.test-helper';
import { formatSrpTimestamp } from '../domain/srp-timestamp';
import { issueTokens } from '../domain/tokens';
import { startIdentityBackend, type IdentityTestBackend } from '../test-support/start-identity-backend';

jest.setTimeout(120_000);

const EMAIL = 'alan@example.com';
const PASSWORD = 'Enigma#Machine42';
let backend: IdentityTestBackend;
let client: CognitoIdentityProviderClient;
let clientId: string;
let username: string;
let sub: string;

beforeAll(async () => {
  backend = await startIdentityBackend();
  client = backend.userPoolClient();
  clientId = backend.pool.ids.userPoolClientId;
  const UserPoolId = backend.pool.ids.userPoolId;
  const { User } = await client.send(new AdminCreateUserCommand({ UserPoolId, Username: EMAIL, MessageAction: 'SUPPRESS' }));
  await client.send(new AdminSetUserPasswordCommand({ UserPoolId, Username: EMAIL, Password: PASSWORD, Permanent: true }));
  username = User?.Username ?? '';
  sub = User?.Attributes?.find((attribute) => attribute.Name === 'sub')?.Value ?? '';
});
afterAll(() => backend?.close());

async function signInWithPassword(): Promise<{ AccessToken: string; IdToken: string; RefreshToken: string }> {
  const { AuthenticationResult } = await client.send(
    new InitiateAuthCommand({ ClientId: clientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: EMAIL, PASSWORD } }),
  );
  return {
    AccessToken: AuthenticationResult?.AccessToken ?? '',
    IdToken: AuthenticationResult?.IdToken ?? '',
    RefreshToken: AuthenticationResult?.RefreshToken ?? '',
  };
}

async function getUserRefusal(accessToken: string): Promise<{ name: string; message: string }> {
  try {
    await client.send(new GetUserCommand({ AccessToken: accessToken }));
  } catch (error) {
    return { name: (error as Error).name, message: (error as Error).message };
  }
  throw new Error('GetUser accepted the token');
}

function tokensSignedByThePool(overrides: { issuer?: string; now?: Date }) {
  return issueTokens({
    issuer: overrides.issuer ?? backend.pool.issuer,
    clientId,
    user: { sub, username, email: EMAIL, emailVerified: true, groups: [] },
    authTime: new Date(),
    originJti: randomUUID(),
    keys: backend.pool.signingKeys,
    now: overrides.now ?? new Date(),
  });
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('GetUser refuses an access token', () => {
  it('with a tampered signature', async () => {
    const { AccessToken } = await signInWithPassword();
    const [header, payload, signature] = AccessToken.split('.');
    const flipped = `${signature.slice(0, 10)}${signature[10] === 'A' ? 'B' : 'A'}${signature.slice(11)}`;
    expect(await getUserRefusal(`${header}.${payload}.${flipped}`)).toEqual({
      name: 'NotAuthorizedException',
      message: 'Invalid Access Token',
    });
  });

  it('with alg "none"', async () => {
    const { AccessToken } = await signInWithPassword();
    const payload = AccessToken.split('.')[1];
    expect(await getUserRefusal(`${base64url({ alg: 'none', typ: 'JWT' })}.${payload}.`)).toMatchObject({
      name: 'NotAuthorizedException',
    });
  });

  it('from another issuer, even signed with the pool key', async () => {
    const { accessToken } = await tokensSignedByThePool({ issuer: 'https://cognito-idp.us-west-2.amazonaws.com/us-west-2_Other' });
    expect(await getUserRefusal(accessToken)).toEqual({ name: 'NotAuthorizedException', message: 'Invalid Access Token' });
  });

  it('past its expiry', async () => {
    const { accessToken } = await tokensSignedByThePool({ now: new Date(Date.now() - 2 * 3600_000) });
    expect(await getUserRefusal(accessToken)).toEqual({ name: 'NotAuthorizedException', message: 'Access Token has expired' });
  });

  it('whose sign-in the pool never recorded', async () => {
    const { accessToken } = await tokensSignedByThePool({});
    expect(await getUserRefusal(accessToken)).toEqual({
      name: 'NotAuthorizedException',
      message: 'Access Token has been revoked',
    });
  });

  it('that is an id token', async () => {
    const { IdToken } = await signInWithPassword();
    expect((await getUserRefusal(IdToken)).name).toBe('NotAuthorizedException');
  });
});

describe('a refresh token', () => {
  it('gives new tokens of the same sign-in through both refresh calls, until it is revoked', async () => {
    const { AccessToken, RefreshToken } = await signInWithPassword();
    const originJti = decodeJwt(AccessToken).origin_jti;
    const viaInitiateAuth = await client.send(
      new InitiateAuthCommand({ ClientId: clientId, AuthFlow: 'REFRESH_TOKEN_AUTH', AuthParameters: { REFRESH_TOKEN: RefreshToken } }),
    );
    const viaRefreshCall = await client.send(new GetTokensFromRefreshTokenCommand({ ClientId: clientId, RefreshToken }));
    for (const { AuthenticationResult } of [viaInitiateAuth, viaRefreshCall]) {
      expect(AuthenticationResult).toMatchObject({ ExpiresIn: 3600, TokenType: 'Bearer' });
      // Not rotated: the client keeps the refresh token it has.
      expect(AuthenticationResult?.RefreshToken).toBeUndefined();
      expect(decodeJwt(AuthenticationResult?.AccessToken ?? '').origin_jti).toBe(originJti);
    }
    await client.send(new RevokeTokenCommand({ ClientId: clientId, Token: RefreshToken }));
    await expect(client.send(new GetTokensFromRefreshTokenCommand({ ClientId: clientId, RefreshToken }))).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Refresh Token has been revoked',
    });
    expect(await getUserRefusal(viaRefreshCall.AuthenticationResult?.AccessToken ?? '')).toEqual({
      name: 'NotAuthorizedException',
      message: 'Access Token has been revoked',
    });
  });

  it('of another sign-in stops giving tokens once the user signs out everywhere (GlobalSignOut); a new sign-in works', async () => {
    const here = await signInWithPassword();
    const elsewhere = await signInWithPassword();
    await client.send(new GlobalSignOutCommand({ AccessToken: here.AccessToken }));
    for (const refreshToken of [here.RefreshToken, elsewhere.RefreshToken]) {
      await expect(client.send(new GetTokensFromRefreshTokenCommand({ ClientId: clientId, RefreshToken: refreshToken }))).rejects.toMatchObject({
        name: 'NotAuthorizedException',
        message: 'Refresh Token has been revoked',
      });
      await expect(
        client.send(new InitiateAuthCommand({ ClientId: clientId, AuthFlow: 'REFRESH_TOKEN_AUTH', AuthParameters: { REFRESH_TOKEN: refreshToken } })),
      ).rejects.toMatchObject({ name: 'NotAuthorizedException', message: 'Refresh Token has been revoked' });
    }
    expect(await getUserRefusal(elsewhere.AccessToken)).toEqual({ name: 'NotAuthorizedException', message: 'Access Token has been revoked' });
    const again = await signInWithPassword();
    await expect(client.send(new GetTokensFromRefreshTokenCommand({ ClientId: clientId, RefreshToken: again.RefreshToken }))).resolves.toBeDefined();
  });
});

describe('the published keys', () => {
  it('verify the pool tokens at <issuer>/.well-known/jwks.json, named by the OpenID configuration', async () => {
    const configuration = (await (await fetch(`${backend.pool.issuer}/.well-known/openid-configuration`)).json()) as {
      issuer: string;
      jwks_uri: string;
    };
    expect(configuration.issuer).toBe(backend.pool.issuer);
    const { IdToken } = await signInWithPassword();
    const { payload, protectedHeader } = await jwtVerify(IdToken, createRemoteJWKSet(new URL(configuration.jwks_uri)), {
      issuer: backend.pool.issuer,
      audience: clientId,
    });
    expect(protectedHeader.alg).toBe('RS256');
    expect(payload).toMatchObject({ sub, email: EMAIL, 'cognito:username': username });
  });
});

describe('the SRP handshake', () => {
  const srp = loadClientSrp();

  async function startHandshake() {
    const helper = await srp.getAuthenticationHelper(backend.pool.srpPoolName);
    const { ChallengeParameters } = await client.send(
      new InitiateAuthCommand({
        ClientId: clientId,
        AuthFlow: 'USER_SRP_AUTH',
        AuthParameters: { USERNAME: EMAIL, SRP_A: helper.A.toString(16) },
      }),
    );
    const parameters = ChallengeParameters ?? {};
    const hkdf = await helper.getPasswordAuthenticationKey({
      username: parameters.USER_ID_FOR_SRP,
      password: PASSWORD,
      serverBValue: new srp.BigInteger(parameters.SRP_B, 16),
      salt: new srp.BigInteger(parameters.SALT, 16),
    });
    const answer = (timestamp: string) =>
      client.send(
        new RespondToAuthChallengeCommand({
          ClientId: clientId,
          ChallengeName: 'PASSWORD_VERIFIER',
          ChallengeResponses: {
            USERNAME: parameters.USER_ID_FOR_SRP,
            PASSWORD_CLAIM_SECRET_BLOCK: parameters.SECRET_BLOCK,
            TIMESTAMP: timestamp,
            PASSWORD_CLAIM_SIGNATURE: srp.getSignatureString({
              userPoolName: backend.pool.srpPoolName,
              username: parameters.USER_ID_FOR_SRP,
              challengeParameters: parameters,
              dateNow: timestamp,
              hkdf,
            }),
          },
        }),
      );
    return { parameters, answer };
  }

  it('names the immutable username as USER_ID_FOR_SRP', async () => {
    const { parameters } = await startHandshake();
    expect(parameters).toMatchObject({ USER_ID_FOR_SRP: username, USERNAME: username });
  });

  it('refuses a correctly signed claim whose TIMESTAMP is an hour old', async () => {
    const { answer } = await startHandshake();
    await expect(answer(formatSrpTimestamp(new Date(Date.now() - 3600_000)))).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
  });

  it('accepts a fresh claim once, and refuses the same SECRET_BLOCK again', async () => {
    const { answer } = await startHandshake();
    const timestamp = srp.getNowString();
    expect((await answer(timestamp)).AuthenticationResult?.AccessToken).toEqual(expect.any(String));
    await expect(answer(timestamp)).rejects.toMatchObject({ name: 'NotAuthorizedException' });
  });
});
