import type { ServerResponse } from 'node:http';
import type { PoolContext } from '../../pool-context';
import { startHostedSession } from '../domain/hosted-session';
import { issueAuthorizationCode } from '../domain/issue-authorization-code';
import { OAUTH_LIMITS } from '../limits';
import type { OAuthErrorCode } from '../oauth-error';
import type { AuthorizationRequest } from '../store/authorization-requests';
import { setSessionCookie } from './cookies';
import { sendRedirect, withQuery } from './send-oauth';

/**
 * The end of a sign-in at the hosted page or a provider: the hosted page's own session (unless
 * one already vouched for the user), then back to the app with a code and its state.
 */
export async function redirectWithCode(
  res: ServerResponse,
  pool: PoolContext,
  request: AuthorizationRequest,
  user: { sub: string },
  { authTime, shouldStartSession }: { authTime: Date; shouldStartSession: boolean },
): Promise<void> {
  if (shouldStartSession) {
    const sessionId = await startHostedSession(pool, user.sub, authTime);
    setSessionCookie(res, sessionId, OAUTH_LIMITS.hostedSessionTtlMs / 1000, pool.publicUrl.startsWith('https:'));
  }
  const code = await issueAuthorizationCode(pool, request, user, authTime);
  sendRedirect(res, withQuery(request.redirectUri, { code, state: request.state }));
}

/** RFC 6749 §4.1.2.1: an error for a registered return address goes back to it, with the state. */
export function redirectWithError(
  res: ServerResponse,
  target: { redirectUri: string; state?: string },
  error: OAuthErrorCode,
  description: string,
): void {
  sendRedirect(res, withQuery(target.redirectUri, { error, error_description: description, state: target.state }));
}
