import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PoolContext } from '../../pool-context';
import { loadSignInWithUser } from '../../user-pool/signed-in-users/load-sign-in-with-user';
import type { UserRecord } from '../../user-pool/store/users';
import { verifyPoolToken } from '../../user-pool/verify-pool-token';
import { hasScope } from '../domain/scopes';
import { OAUTH_MESSAGES } from '../messages';
import { OAuthError } from '../oauth-error';
import { sendOAuthErrorJson, sendOAuthJson } from './send-oauth';

// GET|POST /oauth2/userInfo – the signed-in user's claims, as the access token's scopes allow.
export async function handleUserInfo(req: IncomingMessage, res: ServerResponse, pool: PoolContext): Promise<void> {
  try {
    const { user, scope } = await authenticateBearer(req, pool);
    sendOAuthJson(res, 200, userInfoClaims(user, scope));
  } catch (error) {
    if (!(error instanceof OAuthError)) throw error;
    sendOAuthErrorJson(res, error);
  }
}

async function authenticateBearer(req: IncomingMessage, pool: PoolContext): Promise<{ user: UserRecord; scope: string }> {
  const token = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
  if (!token) throw new OAuthError('invalid_request', OAUTH_MESSAGES.accessTokenRequired, 401);
  const verification = await verifyPoolToken(pool, token, 'access');
  if (!verification.valid) throw new OAuthError('invalid_token', OAUTH_MESSAGES.accessTokenInvalid, 401);
  const { claims } = verification;
  // A revoked sign-in (sign-out, /oauth2/revoke, a replayed code) takes its access tokens with it.
  const originJti = typeof claims.origin_jti === 'string' ? claims.origin_jti : null;
  const signIn = originJti ? await loadSignInWithUser(pool.db, originJti) : null;
  const user = signIn && !signIn.isRevoked && signIn.user.sub === claims.sub ? signIn.user : null;
  if (!user || !user.enabled) throw new OAuthError('invalid_token', OAUTH_MESSAGES.accessTokenInvalid, 401);
  const scope = typeof claims.scope === 'string' ? claims.scope : '';
  if (!hasScope(scope, 'openid')) throw new OAuthError('insufficient_scope', OAUTH_MESSAGES.openidScopeRequired, 403);
  return { user, scope };
}

/** Cognito's userInfo: sub and username always, e-mail with `email`, every other attribute with `profile`. */
export function userInfoClaims(user: UserRecord, scope: string): Record<string, string> {
  return {
    sub: user.sub,
    username: user.username,
    ...(hasScope(scope, 'profile') ? user.attributes : {}),
    ...(hasScope(scope, 'email') ? { email: user.email, email_verified: String(user.emailVerified) } : {}),
  };
}
