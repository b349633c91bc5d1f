import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ServiceError } from '../../aws-json/service-error';
import type { PoolContext } from '../../pool-context';
import { hashOpaqueToken } from '../domain/opaque-token';
import { verifyHostedPassword } from '../domain/verify-hosted-password';
import { OAUTH_MESSAGES } from '../messages';
import { OAuthError } from '../oauth-error';
import { sendErrorPage } from '../pages/error-page';
import { sendSignInPage } from '../pages/sign-in-page';
import { findAuthorizationRequest, takeAuthorizationRequest, type StoredAuthorizationRequest } from '../store/authorization-requests';
import { readLoginCookie } from './cookies';
import { readFormBody, type FormParams } from './form-body';
import { redirectWithCode } from './finish-authorization';
import { isSameOriginPost } from './same-origin-post';

/** The request was opened by this browser: it brings back the login cookie whose hash the request keeps. */
function isSameBrowser(req: IncomingMessage, request: StoredAuthorizationRequest): boolean {
  const cookie = readLoginCookie(req);
  if (!cookie || request.browserBindingHash === null) return false;
  const sent = Buffer.from(hashOpaqueToken(cookie));
  const kept = Buffer.from(request.browserBindingHash);
  return sent.length === kept.length && timingSafeEqual(sent, kept);
}

// POST /oauth2/login – the hosted page's form: only from that page in the browser that opened it (login CSRF); e-mail and password checked like InitiateAuth (same lockout), then back to the app with a code.
export async function handleLogin(req: IncomingMessage, res: ServerResponse, pool: PoolContext): Promise<void> {
  const siteOrigin = pool.hostedUi.origin;
  if (!isSameOriginPost(req, siteOrigin)) {
    return sendErrorPage(res, 403, { error: 'access_denied', message: OAUTH_MESSAGES.foreignFormPost, siteOrigin });
  }
  let form: FormParams;
  try {
    form = await readFormBody(req);
  } catch (error) {
    if (!(error instanceof OAuthError)) throw error;
    return sendErrorPage(res, 400, { error: error.error, message: error.message, siteOrigin });
  }
  const requestId = form.get('request') ?? '';
  const requestHash = hashOpaqueToken(requestId);
  const request = requestId ? await findAuthorizationRequest(pool.db, requestHash, pool.now()) : null;
  if (!request) return sendErrorPage(res, 400, { error: 'invalid_request', message: OAUTH_MESSAGES.requestExpired, siteOrigin });
  if (!isSameBrowser(req, request)) return sendErrorPage(res, 403, { error: 'access_denied', message: OAUTH_MESSAGES.otherBrowser, siteOrigin });

  const email = form.get('email')?.trim() ?? '';
  const password = form.get('password') ?? '';
  if (!email || !password) return sendSignInPage(res, 400, { requestId, siteOrigin, email, error: OAUTH_MESSAGES.missingCredentials });
  let user;
  try {
    user = await verifyHostedPassword(pool, email, password);
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error;
    return sendSignInPage(res, 400, { requestId, siteOrigin, email, error: error.message });
  }
  // Taken only now, so a wrong password leaves the page usable; taken once, so a double submit gets one code.
  const taken = await takeAuthorizationRequest(pool.db, requestHash, pool.now());
  if (!taken) return sendErrorPage(res, 400, { error: 'invalid_request', message: OAUTH_MESSAGES.requestExpired, siteOrigin });
  await redirectWithCode(res, pool, taken, user, { authTime: pool.now(), shouldStartSession: true });
}
