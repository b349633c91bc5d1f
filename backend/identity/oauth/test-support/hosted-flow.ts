import type { Response } from 'undici';
import { buildAuthorizeUrl, createPkcePair } from './pkce-client';
import type { OAuthTestBackend } from './start-oauth-backend';

/** The session cookie a response set (name=value), for the next request. */
export function sessionCookieOf(response: Response): string | undefined {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .find((cookie) => cookie.startsWith('oauth2_session='));
}

export function requestIdOf(html: string): string {
  const id = /name="request" value="([^"]+)"/.exec(html)?.[1];
  if (!id) throw new Error('no sign-in form on the page');
  return id;
}

/** The login cookie (name=value) a sign-in page set, binding its request to this "browser". */
export function loginCookieOf(response: Response): string | undefined {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .find((cookie) => cookie.startsWith('oauth2_login='));
}

/** A hosted sign-in page as a browser holds it: its form's request id and the cookie that came with it. */
export interface SignInPage {
  requestId: string;
  loginCookie: string;
  html: string;
}

/** GET /oauth2/authorize answered with the sign-in page; `cookie` is what the browser already holds. */
export async function openSignInPage(backend: OAuthTestBackend, authorizeUrl: string, cookie?: string): Promise<SignInPage> {
  const response = await backend.fetch(authorizeUrl, { headers: cookie ? { Cookie: cookie } : {} });
  const html = await response.text();
  if (response.status !== 200) throw new Error(`authorize answered ${response.status}: ${html}`);
  const loginCookie = loginCookieOf(response);
  if (!loginCookie) throw new Error('the sign-in page set no login cookie');
  return { requestId: requestIdOf(html), loginCookie, html };
}

/** The sign-in form posted as the browser that opened `page` posts it: its cookie, and the page's own origin. */
export function postLogin(
  backend: OAuthTestBackend,
  page: Pick<SignInPage, 'loginCookie'>,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) {
  return postForm(backend, '/oauth2/login', fields, { Cookie: page.loginCookie, Origin: backend.baseUrl, 'Sec-Fetch-Site': 'same-origin', ...headers });
}

export function postForm(backend: OAuthTestBackend, path: string, params: Record<string, string>, headers: Record<string, string> = {}) {
  return backend.fetch(`${backend.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(params).toString(),
  });
}

export interface CodeGrant {
  code: string;
  state: string | null;
  verifier: string;
  /** The hosted page's session cookie the sign-in set. */
  cookie?: string;
}

/** Authorize (as the Amplify client builds it), the hosted page's form, and the redirect back with a code. */
export async function signInForCode(
  backend: OAuthTestBackend,
  input: { email: string; password: string; state?: string; scope?: string; extra?: Record<string, string> },
): Promise<CodeGrant> {
  const { verifier, challenge } = createPkcePair();
  const state = input.state ?? 'Abcdefghijklmnopqrstuvwxyz012345';
  const page = await openSignInPage(
    backend,
    buildAuthorizeUrl(backend.baseUrl, { clientId: backend.clientId, redirectUri: backend.callbackUrl, challenge, state, scope: input.scope, extra: input.extra }),
  );
  const submitted = await postLogin(backend, page, { request: page.requestId, email: input.email, password: input.password });
  const location = submitted.headers.get('location');
  if (submitted.status !== 302 || !location) throw new Error(`the hosted page answered ${submitted.status}: ${await submitted.text()}`);
  const callback = new URL(location);
  const code = callback.searchParams.get('code');
  if (!code) throw new Error(`no code in ${location}`);
  return { code, state: callback.searchParams.get('state'), verifier, cookie: sessionCookieOf(submitted) };
}

/** POST /oauth2/token as the Amplify client sends it (form, x-amz-user-agent, no secret). */
export function exchangeCode(backend: OAuthTestBackend, grant: { code: string; verifier: string; redirectUri?: string }) {
  return postForm(
    backend,
    '/oauth2/token',
    {
      grant_type: 'authorization_code',
      code: grant.code,
      client_id: backend.clientId,
      redirect_uri: grant.redirectUri ?? backend.callbackUrl,
      code_verifier: grant.verifier,
    },
    { 'x-amz-user-agent': 'aws-amplify/6.22.1 auth/1 framework/0', Origin: backend.baseUrl },
  );
}
