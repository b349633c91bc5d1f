import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type JWK, type JWTPayload } from 'jose';
import type { UserPoolIssuer } from '@/lib/amplify/user-pool-issuer';
import { verifyPoolToken } from './verify-pool-token';

const pool: UserPoolIssuer = {
  userPoolId: 'us-west-2_AbC123xyz',
  clientId: 'client-abc',
  issuer: 'http://localhost:3000/_aws/cognito-idp/us-west-2_AbC123xyz',
  jwksUri: 'http://localhost:3000/_aws/cognito-idp/us-west-2_AbC123xyz/.well-known/jwks.json',
  isAmazonCognito: false,
};

let sign: (claims: JWTPayload, options?: { expiresIn?: string | number; key?: CryptoKey }) => Promise<string>;
let keySet: ReturnType<typeof createLocalJWKSet>;
let strangerKey: CryptoKey;

beforeAll(async () => {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  strangerKey = (await generateKeyPair('RS256')).privateKey as CryptoKey;
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'key-1', alg: 'RS256', use: 'sig' };
  keySet = createLocalJWKSet({ keys: [jwk] });
  sign = (claims, { expiresIn = '1h', key = privateKey as CryptoKey } = {}) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: 'key-1' })
      .setIssuedAt()
      .setExpirationTime(expiresIn)
      .sign(key);
});

const accessClaims = (overrides: JWTPayload = {}): JWTPayload => ({
  sub: 'user-1',
  iss: pool.issuer,
  client_id: pool.clientId,
  token_use: 'access',
  'cognito:groups': ['ADMINS'],
  ...overrides,
});

describe('verifying a token from the sign-in cookies', () => {
  it('accepts an access token the pool issued to this client', async () => {
    const claims = await verifyPoolToken(await sign(accessClaims()), 'access', pool, { keySet });
    expect(claims).toMatchObject({ sub: 'user-1', 'cognito:groups': ['ADMINS'] });
  });

  it('accepts an id token whose audience is this client', async () => {
    const token = await sign({ sub: 'user-1', iss: pool.issuer, aud: pool.clientId, token_use: 'id' });
    expect(await verifyPoolToken(token, 'id', pool, { keySet })).toMatchObject({ sub: 'user-1' });
  });

  it('refuses a token signed by another key', async () => {
    expect(await verifyPoolToken(await sign(accessClaims(), { key: strangerKey }), 'access', pool, { keySet })).toBeNull();
  });

  it('refuses a token whose signature was tampered with', async () => {
    const [header, , signature] = (await sign(accessClaims())).split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ ...accessClaims(), 'cognito:groups': ['ADMINS', 'OWNERS'] })).toString('base64url');
    expect(await verifyPoolToken(`${header}.${forgedPayload}.${signature}`, 'access', pool, { keySet })).toBeNull();
  });

  it('refuses an unsigned token (alg: none)', async () => {
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const body = Buffer.from(JSON.stringify({ ...accessClaims(), exp: Math.floor(Date.now() / 1000) + 3600 })).toString('base64url');
    expect(await verifyPoolToken(`${header}.${body}.`, 'access', pool, { keySet })).toBeNull();
  });

  it('refuses a token from another issuer', async () => {
    const token = await sign(accessClaims({ iss: 'https://cognito-idp.us-west-2.amazonaws.com/us-west-2_Other' }));
    expect(await verifyPoolToken(token, 'access', pool, { keySet })).toBeNull();
  });

  it('refuses a token past its expiry', async () => {
    const token = await sign(accessClaims(), { expiresIn: Math.floor(Date.now() / 1000) - 60 });
    expect(await verifyPoolToken(token, 'access', pool, { keySet })).toBeNull();
  });

  it('refuses an id token presented as an access token', async () => {
    const token = await sign({ sub: 'user-1', iss: pool.issuer, aud: pool.clientId, token_use: 'id' });
    expect(await verifyPoolToken(token, 'access', pool, { keySet })).toBeNull();
  });

  it('refuses a token issued to another app client', async () => {
    expect(await verifyPoolToken(await sign(accessClaims({ client_id: 'other-client' })), 'access', pool, { keySet })).toBeNull();
  });

  it('refuses text that is not a token', async () => {
    expect(await verifyPoolToken('not-a-jwt', 'access', pool, { keySet })).toBeNull();
  });
});
