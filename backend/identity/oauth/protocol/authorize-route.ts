import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PoolContext } from '../../pool-context';
import { findUserBySub } from '../../user-pool/store/users';
import { readHostedSession } from '../domain/hosted-session';
import { createOpaqueToken, hashOpaqueToken } from '../domain/opaque-token';
import { validateAuthorizeRequest } from '../domain/validate-authorize-request';
import { OAUTH_LIMITS } from '../limits';
import { OAUTH_MESSAGES } from '../messages';
import { OAuthError } from '../oauth-error';
import { sendErrorPage } from '../pages/error-page';
import { sendSignInPage } from '../pages/sign-in-page';
import { insertAuthorizationRequest } from '../store/authorization-requests';
import { readCookie, readLoginCookie, SESSION_COOKIE, setLoginCookie } from './cookies';
import { readSingleValues } from './form-body';
import { redirectWithCode, redirectWithError } from './finish-authorization';
import { startFederatedSignIn } from './start-federated-sign-in';

// GET /oauth2/authorize – checks the app's request, then: straight back with a code (signed in here already), the hop to an external provider, or the hosted sign-in page.
export async function handleAuthorize(req: IncomingMessage, res: ServerResponse, pool: PoolContext, url: URL): Promise<void> {
  let params: ReadonlyMap<string, string>;
  try {
    params = readSingleValues(url.searchParams);
  } catch (error) {
    if (!(error instanceof OAuthError)) throw error;
    return sendErrorPage(res, 400, { error: error.error, message: error.message, siteOrigin: pool.hostedUi.origin });
  }
  const validation = validateAuthorizeRequest(params, { clientId: pool.ids.userPoolClientId, hostedUi: pool.hostedUi });
  if (validation.kind === 'refuse') {
    return sendErrorPage(res, 400, { error: validation.error, message: validation.message, siteOrigin: pool.hostedUi.origin });
  }
  if (validation.kind === 'redirect-error') return redirectWithError(res, validation, validation.error, validation.message);

  const { request, prompts } = validation;
  if (request.provider) return startFederatedSignIn(res, pool, request);

  const session = prompts.has('login') ? null : await readHostedSession(pool, readCookie(req, SESSION_COOKIE));
  const user = session ? await findUserBySub(pool.db, session.userSub) : null;
  if (session && user?.enabled) return redirectWithCode(res, pool, request, user, { authTime: session.authTime, shouldStartSession: false });
  if (prompts.has('none')) return redirectWithError(res, request, 'login_required', OAUTH_MESSAGES.loginRequired);

  const requestId = createOpaqueToken();
  // The browser keeps the value it already has, so two tabs' sign-in pages both stay usable.
  const loginCookie = readLoginCookie(req) ?? createOpaqueToken();
  const now = pool.now();
  await insertAuthorizationRequest(pool.db, {
    requestHash: hashOpaqueToken(requestId),
    browserBindingHash: hashOpaqueToken(loginCookie),
    request,
    now,
    expiresAt: new Date(now.getTime() + OAUTH_LIMITS.requestTtlMs),
  });
  setLoginCookie(res, loginCookie, OAUTH_LIMITS.requestTtlMs / 1000, pool.publicUrl.startsWith('https:'));
  sendSignInPage(res, 200, { requestId, siteOrigin: pool.hostedUi.origin });
}
