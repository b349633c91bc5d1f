import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendEmpty } from '../../../core/http/send';
import { hashRefreshToken } from '../../domain/tokens';
import type { PoolContext } from '../../pool-context';
import { findRefreshTokenByHash, revokeRefreshToken } from '../../user-pool/store/refresh-tokens';
import { OAUTH_MESSAGES } from '../messages';
import { OAuthError } from '../oauth-error';
import { authenticateClient } from './client-authentication';
import { readFormBody, requireParam } from './form-body';
import { sendOAuthErrorJson } from './send-oauth';

const JWT_PATTERN = /^[\w-]+\.[\w-]+\.[\w-]+$/;

// POST /oauth2/revoke – ends the sign-in a refresh token belongs to (its access and id tokens stop working with it).
export async function handleRevoke(req: IncomingMessage, res: ServerResponse, pool: PoolContext): Promise<void> {
  try {
    const form = await readFormBody(req);
    const clientId = authenticateClient(req, form, pool);
    const token = requireParam(form, 'token');
    // Like Cognito, only refresh tokens are revoked; an access token is refused, not ignored.
    if (JWT_PATTERN.test(token)) throw new OAuthError('unsupported_token_type', OAUTH_MESSAGES.refreshTokenOnly);
    const record = await findRefreshTokenByHash(pool.db, hashRefreshToken(token));
    if (record && record.clientId === clientId) await revokeRefreshToken(pool.db, record.originJti, pool.now());
    // RFC 7009 §2.2: an unknown token is answered like a revoked one.
    sendEmpty(res, 200, { 'Cache-Control': 'no-store', 'Content-Length': '0' });
  } catch (error) {
    if (!(error instanceof OAuthError)) throw error;
    sendOAuthErrorJson(res, error);
  }
}
