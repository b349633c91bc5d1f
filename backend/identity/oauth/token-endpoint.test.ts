/**
 * POST /oauth2/token, /oauth2/revoke and /oauth2/userInfo over TLS, as the Amplify client and
 * other OAuth clients call them: PKCE, single-use codes, refresh, revocation, CORS.
 */
import { GetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { decodeJwt } from 'jose';
import { exchangeCode, postForm, signInForCode } from './test-support/hosted-flow';
import { startOAuthBackend, type OAuthTestBackend } from './test-support/start-oauth-backend';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { NodeHttpHandler } from '@smithy/node-http-handler';
import { Agent as HttpsAgent } from 'node:https';

jest.setTimeout(60_000);

const EMAIL = 'epictetus@enchiridion.test';
const PASSWORD = 'Discourses#108';
let backend: OAuthTestBackend;
let clockOffsetMs = 0;

beforeAll(async () => {
  backend = await startOAuthBackend({ now: () => new Date(Date.now() + clockOffsetMs) });
  await backend.createUser(EMAIL, PASSWORD, { attributes: { name: 'Epictetus' } });
});
afterEach(() => {
  clockOffsetMs = 0;
});
afterAll(() => backend?.close());

interface TokenBody {
  access_token?: string;
  id_token?: string;
  refresh_token?: string;
  token_type?: string;
  expires_in?: number;
  error?: string;
  error_description?: string;
  error_message?: string;
}

async function tokensFor(extra: Record<string, string> = {}, scope?: string): Promise<TokenBody> {
  const grant = await signInForCode(backend, { email: EMAIL, password: PASSWORD, extra, scope });
  return (await (await exchangeCode(backend, grant)).json()) as TokenBody;
}

describe('exchanging a code (grant_type=authorization_code)', () => {
  it('answers access, id and refresh tokens for the right code_verifier, with the granted scopes and the nonce', async () => {
    const grant = await signInForCode(backend, { email: EMAIL, password: PASSWORD, extra: { nonce: 'n-0S6_WzA2Mj' } });
    const response = await exchangeCode(backend, grant);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as TokenBody;
    expect(body).toEqual({
      access_token: expect.any(String),
      id_token: expect.any(String),
      refresh_token: expect.any(String),
      token_type: 'Bearer',
      expires_in: 3600,
    });
    const access = decodeJwt(body.access_token ?? '');
    const id = decodeJwt(body.id_token ?? '');
    expect(access).toMatchObject({ token_use: 'access', client_id: backend.clientId, scope: 'openid email profile aws.cognito.signin.user.admin', iss: backend.pool.issuer });
    // The client stores the tokens under the access token's `username`.
    expect(access.username).toBe(access.sub);
    expect(id).toMatchObject({ token_use: 'id', aud: backend.clientId, email: EMAIL, name: 'Epictetus', nonce: 'n-0S6_WzA2Mj' });
    expect(id.origin_jti).toBe(access.origin_jti);
  });

  it('leaves the id token out when openid was not granted', async () => {
    const body = await tokensFor({}, 'aws.cognito.signin.user.admin');
    expect(body.access_token).toBeDefined();
    expect(body.id_token).toBeUndefined();
  });

  it('gives tokens that the user-pool API accepts (GetUser)', async () => {
    const body = await tokensFor();
    const client = new CognitoIdentityProviderClient({
      region: 'us-west-2',
      endpoint: `${backend.baseUrl}/_aws/cognito-idp/`,
      credentials: { accessKeyId: 'unused', secretAccessKey: 'unused' },
      maxAttempts: 1,
      requestHandler: new NodeHttpHandler({ httpsAgent: new HttpsAgent({ rejectUnauthorized: false }) }),
    });
    try {
      const user = await client.send(new GetUserCommand({ AccessToken: body.access_token }));
      expect(user.UserAttributes).toEqual(expect.arrayContaining([{ Name: 'email', Value: EMAIL }]));
    } finally {
      client.destroy();
    }
  });

  it('refuses a wrong code_verifier with invalid_grant in error, error_description and error_message; the code is spent', async () => {
    const grant = await signInForCode(backend, { email: EMAIL, password: PASSWORD });
    const wrong = await exchangeCode(backend, { ...grant, verifier: `${grant.verifier.slice(0, -1)}${grant.verifier.endsWith('a') ? 'b' : 'a'}` });
    expect(wrong.status).toBe(400);
    const message = 'The code_verifier does not match the code_challenge of the authorization request.';
    expect(await wrong.json()).toEqual({ error: 'invalid_grant', error_description: message, error_message: message });
    expect(((await (await exchangeCode(backend, grant)).json()) as TokenBody).error_message).toBe('The authorization code has already been used.');
  });

  it('refuses a reused code, and ends the sign-in the first exchange started', async () => {
    const grant = await signInForCode(backend, { email: EMAIL, password: PASSWORD });
    const first = (await (await exchangeCode(backend, grant)).json()) as TokenBody;
    const replay = await exchangeCode(backend, grant);
    expect(replay.status).toBe(400);
    expect(await replay.json()).toMatchObject({ error: 'invalid_grant', error_message: 'The authorization code has already been used.' });
    const refresh = await postForm(backend, '/oauth2/token', { grant_type: 'refresh_token', client_id: backend.clientId, refresh_token: first.refresh_token ?? '' });
    expect(await refresh.json()).toMatchObject({ error: 'invalid_grant', error_message: 'Refresh Token has been revoked' });
  });

  it('refuses a code after its few minutes, one for another redirect_uri, and one that was never issued', async () => {
    const late = await signInForCode(backend, { email: EMAIL, password: PASSWORD });
    clockOffsetMs = 5 * 60_000 + 1000;
    expect(await (await exchangeCode(backend, late)).json()).toMatchObject({ error: 'invalid_grant', error_message: 'The authorization code has expired.' });
    clockOffsetMs = 0;

    const elsewhere = await signInForCode(backend, { email: EMAIL, password: PASSWORD });
    expect(await (await exchangeCode(backend, { ...elsewhere, redirectUri: `${backend.baseUrl}/other` })).json()).toMatchObject({
      error: 'invalid_grant',
      error_message: 'The redirect_uri does not match the one the authorization code was issued for.',
    });
    expect(await (await exchangeCode(backend, { code: 'made-up', verifier: late.verifier })).json()).toMatchObject({
      error: 'invalid_grant',
      error_message: 'The authorization code is not valid.',
    });
  });

  it('refuses a client secret, an unknown client, a missing parameter and other grant types', async () => {
    const cases: [Record<string, string>, Record<string, string>, number, string][] = [
      [{ grant_type: 'authorization_code', client_id: backend.clientId, client_secret: 's3cret' }, {}, 400, 'invalid_client'],
      [{ grant_type: 'authorization_code' }, { Authorization: `Basic ${Buffer.from(`${backend.clientId}:s3cret`).toString('base64')}` }, 401, 'invalid_client'],
      [{ grant_type: 'authorization_code', client_id: 'nobody' }, {}, 400, 'invalid_client'],
      [{ grant_type: 'authorization_code', client_id: backend.clientId }, {}, 400, 'invalid_request'],
      [{ grant_type: 'password', client_id: backend.clientId }, {}, 400, 'unsupported_grant_type'],
    ];
    for (const [form, headers, status, error] of cases) {
      const response = await postForm(backend, '/oauth2/token', form, headers);
      expect([response.status, ((await response.json()) as TokenBody).error]).toEqual([status, error]);
    }
    const json = await backend.fetch(`${backend.baseUrl}/oauth2/token`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    expect(await json.json()).toMatchObject({ error: 'invalid_request', error_message: 'The request body must be application/x-www-form-urlencoded.' });
  });

  it("answers the browser's CORS preflight for the Amplify client's x-amz-user-agent header", async () => {
    const preflight = await backend.fetch(`${backend.baseUrl}/oauth2/token`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://app.example', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type,x-amz-user-agent' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://app.example');
    expect(preflight.headers.get('access-control-allow-headers')).toBe('content-type,x-amz-user-agent');
    const grant = await signInForCode(backend, { email: EMAIL, password: PASSWORD });
    const response = await exchangeCode(backend, grant);
    expect(response.headers.get('access-control-allow-origin')).toBe(backend.baseUrl);
  });
});

describe('refreshing (grant_type=refresh_token)', () => {
  it('answers new access and id tokens with the scopes of the sign-in, as GetTokensFromRefreshToken does', async () => {
    const first = await tokensFor({}, 'openid email');
    const response = await postForm(backend, '/oauth2/token', { grant_type: 'refresh_token', client_id: backend.clientId, refresh_token: first.refresh_token ?? '' });
    const body = (await response.json()) as TokenBody;
    expect(body).toEqual({ access_token: expect.any(String), id_token: expect.any(String), token_type: 'Bearer', expires_in: 3600 });
    expect(decodeJwt(body.access_token ?? '')).toMatchObject({ scope: 'openid email', origin_jti: decodeJwt(first.access_token ?? '').origin_jti });
  });
});

describe('POST /oauth2/revoke', () => {
  it('ends the sign-in of a refresh token: refreshing and userInfo stop working', async () => {
    const tokens = await tokensFor();
    const revoked = await postForm(backend, '/oauth2/revoke', { token: tokens.refresh_token ?? '', client_id: backend.clientId });
    expect(revoked.status).toBe(200);
    expect(await revoked.text()).toBe('');
    const refresh = await postForm(backend, '/oauth2/token', { grant_type: 'refresh_token', client_id: backend.clientId, refresh_token: tokens.refresh_token ?? '' });
    expect(await refresh.json()).toMatchObject({ error: 'invalid_grant', error_message: 'Refresh Token has been revoked' });
    const userInfo = await backend.fetch(`${backend.baseUrl}/oauth2/userInfo`, { headers: { Authorization: `Bearer ${tokens.access_token}` } });
    expect(userInfo.status).toBe(401);
  });

  it('refuses access tokens (only refresh tokens are revoked) and answers an unknown token like a revoked one', async () => {
    const tokens = await tokensFor();
    const access = await postForm(backend, '/oauth2/revoke', { token: tokens.access_token ?? '', client_id: backend.clientId });
    expect([access.status, ((await access.json()) as TokenBody).error]).toEqual([400, 'unsupported_token_type']);
    expect((await postForm(backend, '/oauth2/revoke', { token: 'unknown', client_id: backend.clientId })).status).toBe(200);
  });
});

describe('GET /oauth2/userInfo', () => {
  it("answers the user's claims as the scopes allow", async () => {
    const tokens = await tokensFor();
    const response = await backend.fetch(`${backend.baseUrl}/oauth2/userInfo`, { headers: { Authorization: `Bearer ${tokens.access_token}` } });
    const claims = (await response.json()) as Record<string, string>;
    expect(claims).toEqual({ sub: expect.any(String), username: claims.sub, name: 'Epictetus', email: EMAIL, email_verified: 'true' });

    const narrow = await tokensFor({}, 'openid');
    const bare = await backend.fetch(`${backend.baseUrl}/oauth2/userInfo`, { headers: { Authorization: `Bearer ${narrow.access_token}` } });
    expect(await bare.json()).toEqual({ sub: claims.sub, username: claims.sub });
  });

  it('refuses a missing or forged token (401) and a token without openid (403)', async () => {
    const missing = await backend.fetch(`${backend.baseUrl}/oauth2/userInfo`);
    expect(missing.status).toBe(401);
    expect(missing.headers.get('www-authenticate')).toBe('Bearer error="invalid_request"');
    const forged = await backend.fetch(`${backend.baseUrl}/oauth2/userInfo`, { headers: { Authorization: 'Bearer a.b.c' } });
    expect([forged.status, ((await forged.json()) as TokenBody).error]).toEqual([401, 'invalid_token']);
    const adminOnly = await tokensFor({}, 'aws.cognito.signin.user.admin');
    const refused = await backend.fetch(`${backend.baseUrl}/oauth2/userInfo`, { headers: { Authorization: `Bearer ${adminOnly.access_token}` } });
    expect([refused.status, ((await refused.json()) as TokenBody).error]).toEqual([403, 'insufficient_scope']);
  });
});

describe('the hosted endpoints', () => {
  it('answer 404 and 405 as JSON for unknown paths and methods', async () => {
    expect((await backend.fetch(`${backend.baseUrl}/oauth2/nothing`)).status).toBe(404);
    const wrongMethod = await backend.fetch(`${backend.baseUrl}/oauth2/token`);
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('allow')).toBe('POST');
  });
});
