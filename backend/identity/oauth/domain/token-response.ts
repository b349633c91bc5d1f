import type { AuthenticationResult } from '../../user-pool/sign-in/authentication-result';
import { hasScope } from './scopes';

/** RFC 6749 §5.1's success body. The id token only goes to a client granted `openid`, as with Cognito. */
export interface TokenResponse {
  access_token: string;
  id_token?: string;
  refresh_token?: string;
  token_type: 'Bearer';
  expires_in: number;
}

export function toTokenResponse(result: AuthenticationResult, scope: string): TokenResponse {
  return {
    access_token: result.AccessToken,
    ...(hasScope(scope, 'openid') ? { id_token: result.IdToken } : {}),
    ...(result.RefreshToken ? { refresh_token: result.RefreshToken } : {}),
    token_type: 'Bearer',
    expires_in: result.ExpiresIn,
  };
}
