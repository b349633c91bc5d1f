import type { IncomingMessage, ServerResponse } from 'node:http';
import { decodeJwt } from 'jose';
import { ServiceError } from '../../aws-json/service-error';
import type { PoolContext } from '../../pool-context';
import { refreshTokens } from '../../user-pool/operations/get-tokens-from-refresh-token';
import { exchangeAuthorizationCode } from '../domain/exchange-authorization-code';
import { toTokenResponse, type TokenResponse } from '../domain/token-response';
import { OAUTH_MESSAGES } from '../messages';
import { OAuthError } from '../oauth-error';
import { authenticateClient } from './client-authentication';
import { readFormBody, requireParam, type FormParams } from './form-body';
import { sendOAuthErrorJson, sendOAuthJson } from './send-oauth';

// POST /oauth2/token – an authorization code (with its PKCE verifier) or a refresh token for tokens.
export async function handleToken(req: IncomingMessage, res: ServerResponse, pool: PoolContext): Promise<void> {
  try {
    const form = await readFormBody(req);
    const clientId = authenticateClient(req, form, pool);
    sendOAuthJson(res, 200, await grantTokens(pool, form, clientId));
  } catch (error) {
    if (!(error instanceof OAuthError)) throw error;
    sendOAuthErrorJson(res, error);
  }
}

async function grantTokens(pool: PoolContext, form: FormParams, clientId: string): Promise<TokenResponse> {
  switch (form.get('grant_type')) {
    case 'authorization_code':
      return exchangeAuthorizationCode(pool, {
        code: requireParam(form, 'code'),
        clientId,
        redirectUri: requireParam(form, 'redirect_uri'),
        codeVerifier: requireParam(form, 'code_verifier'),
      });
    case 'refresh_token': {
      // The same refresh as GetTokensFromRefreshToken; its refusals (revoked, expired…) become invalid_grant.
      const result = await refreshTokens(pool, requireParam(form, 'refresh_token')).catch((error: unknown) => {
        throw error instanceof ServiceError ? new OAuthError('invalid_grant', error.message) : error;
      });
      const scope = decodeJwt(result.AccessToken).scope;
      return toTokenResponse(result, typeof scope === 'string' ? scope : '');
    }
    case undefined:
      throw new OAuthError('invalid_request', OAUTH_MESSAGES.missingParameter('grant_type'));
    default:
      throw new OAuthError('unsupported_grant_type', OAUTH_MESSAGES.unsupportedGrantType);
  }
}
