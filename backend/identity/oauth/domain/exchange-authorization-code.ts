import { decodeJwt } from 'jose';
import type { PoolContext } from '../../pool-context';
import { completeSignIn } from '../../user-pool/sign-in/authentication-result';
import { afterAuthentication } from '../../user-pool/sign-in/post-authentication';
import { revokeRefreshToken } from '../../user-pool/store/refresh-tokens';
import { findUserBySub } from '../../user-pool/store/users';
import { OAUTH_MESSAGES } from '../messages';
import { OAuthError } from '../oauth-error';
import { recordCodeSignIn, spendAuthorizationCode } from '../store/authorization-codes';
import { hashOpaqueToken } from './opaque-token';
import { matchesS256Challenge } from './pkce';
import { toTokenResponse, type TokenResponse } from './token-response';

export interface CodeExchange {
  code: string;
  clientId: string;
  redirectUri: string;
  codeVerifier: string;
}

/**
 * grant_type=authorization_code. The code is spent by the first attempt whatever its outcome,
 * so a stolen code gets one try; a replay of a spent code also ends the sign-in it started
 * (RFC 6749 §4.1.2), since one of the two presenters is not the user.
 */
export async function exchangeAuthorizationCode(pool: PoolContext, exchange: CodeExchange): Promise<TokenResponse> {
  const codeHash = hashOpaqueToken(exchange.code);
  const now = pool.now();
  const used = await spendAuthorizationCode(pool.db, codeHash, now);
  if (!used) throw new OAuthError('invalid_grant', OAUTH_MESSAGES.codeInvalid);
  const { code, isFirstUse } = used;
  if (!isFirstUse) {
    if (code.originJti) await revokeRefreshToken(pool.db, code.originJti, now);
    throw new OAuthError('invalid_grant', OAUTH_MESSAGES.codeReused);
  }
  if (code.expiresAt.getTime() <= now.getTime()) throw new OAuthError('invalid_grant', OAUTH_MESSAGES.codeExpired);
  if (code.clientId !== exchange.clientId) throw new OAuthError('invalid_grant', OAUTH_MESSAGES.codeOtherClient);
  if (code.redirectUri !== exchange.redirectUri) throw new OAuthError('invalid_grant', OAUTH_MESSAGES.redirectUriDiffers);
  if (!matchesS256Challenge(exchange.codeVerifier, code.codeChallenge)) throw new OAuthError('invalid_grant', OAUTH_MESSAGES.verifierMismatch);

  const user = await findUserBySub(pool.db, code.userSub);
  if (!user || !user.enabled) throw new OAuthError('invalid_grant', OAUTH_MESSAGES.userDisabled);
  // A hosted sign-in counts in the last sign-ins too; it carries no client metadata, so its device is unknown.
  const signedIn = await completeSignIn(pool, user, { scope: code.scope, nonce: code.nonce, authTime: code.authTime });
  const { AuthenticationResult: result } = await afterAuthentication(pool, user.sub, signedIn);
  if (!result) throw new Error('a completed sign-in without tokens');
  await recordCodeSignIn(pool.db, codeHash, String(decodeJwt(result.AccessToken).origin_jti));
  return toTokenResponse(result, code.scope);
}
