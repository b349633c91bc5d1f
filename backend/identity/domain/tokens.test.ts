import { createHmac } from 'node:crypto';
import { decodeJwt, decodeProtectedHeader, SignJWT, importJWK } from 'jose';
import {
  createRefreshToken,
  generateSigningKey,
  hashRefreshToken,
  issueTokens,
  publicJwks,
  verifyToken,
  type IssueTokensInput,
  type SigningKey,
  type VerifyTokenOptions,
} from './tokens';

const ISSUER = 'http://localhost:9229/us-east-1_Local01';
const CLIENT_ID = 'localclient';
const NOW = new Date('2026-03-03T09:05:01.750Z');
const NOW_SECONDS = Math.floor(NOW.getTime() / 1000);

let key: SigningKey;
let otherKey: SigningKey;

beforeAll(async () => {
  [key, otherKey] = await Promise.all([generateSigningKey(), generateSigningKey()]);
});

function tokenInput(overrides: Partial<IssueTokensInput> = {}): IssueTokensInput {
  return {
    issuer: ISSUER,
    clientId: CLIENT_ID,
    user: {
      sub: '0b8f5e3a-1111-4222-8333-944445555666',
      username: '0b8f5e3a-1111-4222-8333-944445555666',
      email: 'a@example.com',
      emailVerified: true,
      groups: ['ADMINS'],
    },
    authTime: new Date('2026-03-03T09:00:00Z'),
    originJti: 'origin-1',
    keys: [key],
    now: NOW,
    ...overrides,
  };
}

const base64url = (value: object): string => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('signing keys', () => {
  it('publishes only public RSA parameters, labelled with kid, alg and use', () => {
    const jwks = publicJwks([key, otherKey]);
    expect(jwks.keys.map((jwk) => jwk.kid)).toEqual([key.kid, otherKey.kid]);
    for (const jwk of jwks.keys) {
      expect(jwk).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
      expect(Object.keys(jwk).sort()).toEqual(['alg', 'e', 'kid', 'kty', 'n', 'use']);
    }
    expect(key.privateJwk.d).toEqual(expect.any(String));
    expect(key.kid).not.toBe(otherKey.kid);
  });
});

describe('issueTokens', () => {
  it('issues Cognito-shaped access and id tokens signed with the first key', async () => {
    const tokens = await issueTokens(tokenInput({ keys: [key, otherKey] }));
    expect(tokens.expiresIn).toBe(3600);
    expect(decodeProtectedHeader(tokens.accessToken)).toEqual({ alg: 'RS256', kid: key.kid });
    expect(decodeProtectedHeader(tokens.idToken)).toEqual({ alg: 'RS256', kid: key.kid });

    const access = decodeJwt(tokens.accessToken);
    const id = decodeJwt(tokens.idToken);
    expect(access).toEqual({
      sub: '0b8f5e3a-1111-4222-8333-944445555666',
      'cognito:groups': ['ADMINS'],
      iss: ISSUER,
      client_id: CLIENT_ID,
      origin_jti: 'origin-1',
      event_id: expect.any(String),
      token_use: 'access',
      scope: 'aws.cognito.signin.user.admin',
      auth_time: Math.floor(Date.parse('2026-03-03T09:00:00Z') / 1000),
      exp: NOW_SECONDS + 3600,
      iat: NOW_SECONDS,
      jti: expect.any(String),
      username: '0b8f5e3a-1111-4222-8333-944445555666',
    });
    expect(id).toEqual({
      sub: '0b8f5e3a-1111-4222-8333-944445555666',
      'cognito:groups': ['ADMINS'],
      email_verified: true,
      iss: ISSUER,
      'cognito:username': '0b8f5e3a-1111-4222-8333-944445555666',
      origin_jti: 'origin-1',
      aud: CLIENT_ID,
      event_id: access.event_id,
      token_use: 'id',
      auth_time: access.auth_time,
      exp: NOW_SECONDS + 3600,
      iat: NOW_SECONDS,
      jti: expect.any(String),
      email: 'a@example.com',
    });
    expect(id.jti).not.toBe(access.jti);
  });

  it('leaves the groups claim out for a user in no group', async () => {
    const tokens = await issueTokens(tokenInput({ user: { ...tokenInput().user, groups: [] } }));
    expect(decodeJwt(tokens.accessToken)).not.toHaveProperty('cognito:groups');
    expect(decodeJwt(tokens.idToken)).not.toHaveProperty('cognito:groups');
  });

  it('needs a signing key', async () => {
    await expect(issueTokens(tokenInput({ keys: [] }))).rejects.toThrow('no signing key');
  });
});

describe('verifyToken', () => {
  const jwks = () => publicJwks([key]);
  const options = (
    overrides: Partial<VerifyTokenOptions> & Pick<VerifyTokenOptions, 'tokenUse'>,
  ): VerifyTokenOptions => ({
    issuer: ISSUER,
    jwks: jwks(),
    clientId: CLIENT_ID,
    now: NOW,
    ...overrides,
  });

  it('round-trips both tokens', async () => {
    const tokens = await issueTokens(tokenInput());
    const access = await verifyToken(tokens.accessToken, options({ tokenUse: 'access' }));
    const id = await verifyToken(tokens.idToken, options({ tokenUse: 'id' }));
    expect(access).toEqual({ valid: true, claims: decodeJwt(tokens.accessToken) });
    expect(id).toEqual({ valid: true, claims: decodeJwt(tokens.idToken) });
    await expect(
      verifyToken(tokens.accessToken, options({ tokenUse: 'access', clientId: undefined })),
    ).resolves.toMatchObject({
      valid: true,
    });
  });

  it('still verifies tokens from a retired key that stays published', async () => {
    const tokens = await issueTokens(tokenInput({ keys: [otherKey] }));
    const result = await verifyToken(
      tokens.accessToken,
      options({ tokenUse: 'access', jwks: publicJwks([key, otherKey]) }),
    );
    expect(result.valid).toBe(true);
  });

  it('refuses a tampered payload or signature', async () => {
    const { accessToken } = await issueTokens(tokenInput());
    const [header, payload, signature] = accessToken.split('.');
    const forgedPayload = base64url({ ...decodeJwt(accessToken), 'cognito:groups': ['ADMINS', 'ROOT'] });
    await expect(
      verifyToken([header, forgedPayload, signature].join('.'), options({ tokenUse: 'access' })),
    ).resolves.toEqual({
      valid: false,
      reason: 'bad-signature',
    });
    const flipped = Buffer.from(signature, 'base64url');
    flipped[10] ^= 1;
    await expect(
      verifyToken(
        [header, payload, flipped.toString('base64url')].join('.'),
        options({ tokenUse: 'access' }),
      ),
    ).resolves.toEqual({ valid: false, reason: 'bad-signature' });
  });

  it('refuses a token signed by another key claiming our kid', async () => {
    const { accessToken } = await issueTokens(tokenInput({ keys: [{ ...otherKey, kid: key.kid }] }));
    await expect(verifyToken(accessToken, options({ tokenUse: 'access' }))).resolves.toEqual({
      valid: false,
      reason: 'bad-signature',
    });
  });

  it('refuses a token from an unknown key', async () => {
    const { accessToken } = await issueTokens(tokenInput({ keys: [otherKey] }));
    await expect(verifyToken(accessToken, options({ tokenUse: 'access' }))).resolves.toEqual({
      valid: false,
      reason: 'unknown-key',
    });
  });

  it('refuses alg none and HS256 keyed with the public key', async () => {
    const { accessToken } = await issueTokens(tokenInput());
    const claims = decodeJwt(accessToken);
    const unsigned = `${base64url({ alg: 'none', kid: key.kid })}.${base64url(claims)}.`;
    await expect(verifyToken(unsigned, options({ tokenUse: 'access' }))).resolves.toEqual({
      valid: false,
      reason: 'bad-algorithm',
    });

    const signingInput = `${base64url({ alg: 'HS256', kid: key.kid })}.${base64url(claims)}`;
    const mac = createHmac('sha256', JSON.stringify(key.publicJwk)).update(signingInput).digest('base64url');
    await expect(verifyToken(`${signingInput}.${mac}`, options({ tokenUse: 'access' }))).resolves.toEqual({
      valid: false,
      reason: 'bad-algorithm',
    });
  });

  it('refuses a wrong issuer', async () => {
    const { accessToken, idToken } = await issueTokens(
      tokenInput({ issuer: 'http://evil.example/us-east-1_Local01' }),
    );
    await expect(verifyToken(accessToken, options({ tokenUse: 'access' }))).resolves.toEqual({
      valid: false,
      reason: 'wrong-issuer',
    });
    await expect(verifyToken(idToken, options({ tokenUse: 'id' }))).resolves.toEqual({
      valid: false,
      reason: 'wrong-issuer',
    });
  });

  it('refuses an expired token, from its exp second on', async () => {
    const { accessToken, idToken } = await issueTokens(tokenInput());
    const lastValid = new Date((NOW_SECONDS + 3599) * 1000 + 999);
    const expiry = new Date((NOW_SECONDS + 3600) * 1000);
    await expect(
      verifyToken(accessToken, options({ tokenUse: 'access', now: lastValid })),
    ).resolves.toMatchObject({
      valid: true,
    });
    await expect(verifyToken(accessToken, options({ tokenUse: 'access', now: expiry }))).resolves.toEqual({
      valid: false,
      reason: 'expired',
    });
    await expect(verifyToken(idToken, options({ tokenUse: 'id', now: expiry }))).resolves.toEqual({
      valid: false,
      reason: 'expired',
    });
  });

  it('refuses an id token used as an access token and the reverse', async () => {
    const { accessToken, idToken } = await issueTokens(tokenInput());
    await expect(verifyToken(idToken, options({ tokenUse: 'access' }))).resolves.toEqual({
      valid: false,
      reason: 'wrong-token-use',
    });
    await expect(verifyToken(accessToken, options({ tokenUse: 'id', clientId: undefined }))).resolves.toEqual(
      {
        valid: false,
        reason: 'wrong-token-use',
      },
    );
  });

  it('refuses a token for another client', async () => {
    const { accessToken, idToken } = await issueTokens(tokenInput({ clientId: 'otherclient' }));
    await expect(verifyToken(accessToken, options({ tokenUse: 'access' }))).resolves.toEqual({
      valid: false,
      reason: 'wrong-client',
    });
    await expect(verifyToken(idToken, options({ tokenUse: 'id' }))).resolves.toEqual({
      valid: false,
      reason: 'wrong-client',
    });
  });

  it('refuses a validly signed token that lacks required claims', async () => {
    const privateKey = await importJWK(key.privateJwk, 'RS256');
    const bare = await new SignJWT({ token_use: 'access' })
      .setProtectedHeader({ alg: 'RS256', kid: key.kid })
      .setIssuer(ISSUER)
      .setExpirationTime(NOW_SECONDS + 60)
      .sign(privateKey);
    await expect(verifyToken(bare, options({ tokenUse: 'access' }))).resolves.toEqual({
      valid: false,
      reason: 'malformed',
    });
  });

  describe('a token verified before (remembered per key set)', () => {
    it('is still refused from its exp second on, and for another issuer, use or client', async () => {
      const keySet = jwks();
      const { accessToken, idToken } = await issueTokens(tokenInput());
      const expiry = new Date((NOW_SECONDS + 3600) * 1000);
      for (const [token, tokenUse] of [[accessToken, 'access'], [idToken, 'id']] as const) {
        await expect(verifyToken(token, options({ tokenUse, jwks: keySet }))).resolves.toMatchObject({ valid: true });
        await expect(verifyToken(token, options({ tokenUse, jwks: keySet, now: expiry }))).resolves.toEqual({ valid: false, reason: 'expired' });
        await expect(verifyToken(token, options({ tokenUse, jwks: keySet, issuer: `${ISSUER}x` }))).resolves.toEqual({ valid: false, reason: 'wrong-issuer' });
        await expect(verifyToken(token, options({ tokenUse, jwks: keySet, clientId: 'otherclient' }))).resolves.toEqual({ valid: false, reason: 'wrong-client' });
        // Still valid afterwards: a refusal forgets nothing it should not.
        await expect(verifyToken(token, options({ tokenUse, jwks: keySet }))).resolves.toMatchObject({ valid: true });
      }
      await expect(verifyToken(idToken, options({ tokenUse: 'access', jwks: keySet }))).resolves.toEqual({ valid: false, reason: 'wrong-token-use' });
    });

    it('is verified afresh, and refused, once its key has left the published keys', async () => {
      const { accessToken } = await issueTokens(tokenInput({ keys: [otherKey] }));
      await expect(verifyToken(accessToken, options({ tokenUse: 'access', jwks: publicJwks([key, otherKey]) }))).resolves.toMatchObject({ valid: true });
      await expect(verifyToken(accessToken, options({ tokenUse: 'access', jwks: publicJwks([key]) }))).resolves.toEqual({ valid: false, reason: 'unknown-key' });
    });

    it('gives the same claims without letting a caller change them for the next', async () => {
      const keySet = jwks();
      const { accessToken } = await issueTokens(tokenInput());
      const first = await verifyToken(accessToken, options({ tokenUse: 'access', jwks: keySet }));
      const second = await verifyToken(accessToken, options({ tokenUse: 'access', jwks: keySet }));
      expect(second).toEqual(first);
      expect(second.valid && Object.isFrozen(second.claims)).toBe(true);
    });
  });

  it('refuses garbage', async () => {
    for (const token of ['', 'a.b.c', 'not-a-jwt', `${base64url({ alg: 'RS256' })}..`]) {
      await expect(verifyToken(token, options({ tokenUse: 'access' }))).resolves.toMatchObject({
        valid: false,
      });
    }
  });
});

describe('refresh tokens', () => {
  it('are long, random and URL-safe, and hash to a stable lookup key', () => {
    const token = createRefreshToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{64}$/);
    expect(createRefreshToken()).not.toBe(token);
    expect(hashRefreshToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashRefreshToken(token)).toBe(hashRefreshToken(token));
    expect(hashRefreshToken(token)).not.toBe(hashRefreshToken(createRefreshToken()));
  });
});
