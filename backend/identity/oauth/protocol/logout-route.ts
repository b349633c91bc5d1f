import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PoolContext } from '../../pool-context';
import { endHostedSession } from '../domain/hosted-session';
import { OAUTH_MESSAGES } from '../messages';
import { OAuthError } from '../oauth-error';
import { sendErrorPage } from '../pages/error-page';
import { clearSessionCookie, readCookie, SESSION_COOKIE } from './cookies';
import { readSingleValues } from './form-body';
import { sendRedirect } from './send-oauth';

// GET /logout – ends the hosted page's own sign-in, then back to a registered sign-out address (or, Cognito's other form, on to sign in again).
export async function handleLogout(req: IncomingMessage, res: ServerResponse, pool: PoolContext, url: URL): Promise<void> {
  const siteOrigin = pool.hostedUi.origin;
  let params: ReadonlyMap<string, string>;
  try {
    params = readSingleValues(url.searchParams);
  } catch (error) {
    if (!(error instanceof OAuthError)) throw error;
    return sendErrorPage(res, 400, { error: error.error, message: error.message, siteOrigin });
  }
  if (params.get('client_id') !== pool.ids.userPoolClientId) {
    return sendErrorPage(res, 400, { error: 'invalid_client', message: OAUTH_MESSAGES.unknownClient, siteOrigin });
  }
  const logoutUri = params.get('logout_uri');
  const signInAgain = !logoutUri && params.has('redirect_uri');
  if (!signInAgain && (!logoutUri || !pool.hostedUi.logoutUrls.includes(logoutUri))) {
    return sendErrorPage(res, 400, { error: 'redirect_mismatch', message: OAUTH_MESSAGES.logoutMismatch, siteOrigin });
  }

  await endHostedSession(pool, readCookie(req, SESSION_COOKIE));
  clearSessionCookie(res, pool.publicUrl.startsWith('https:'));
  // Cognito's logout with redirect_uri and response_type signs out, then starts a new sign-in; authorize checks the rest.
  sendRedirect(res, signInAgain ? `/oauth2/authorize?${url.searchParams.toString()}` : (logoutUri as string));
}
