import { HttpError } from '../../core/http/http-error';

/** RFC 6749's error codes, plus Cognito's redirect_mismatch and OpenID Connect's login_required. */
export type OAuthErrorCode =
  | 'invalid_request'
  | 'invalid_client'
  | 'invalid_grant'
  | 'unauthorized_client'
  | 'unsupported_grant_type'
  | 'unsupported_response_type'
  | 'unsupported_token_type'
  | 'invalid_scope'
  | 'invalid_token'
  | 'insufficient_scope'
  | 'access_denied'
  | 'login_required'
  | 'redirect_mismatch'
  | 'server_error';

/**
 * A refusal in OAuth's terms: `error` is the code, the message becomes `error_description`
 * (and `error_message`, which is the field the Amplify client reads).
 */
export class OAuthError extends HttpError {
  constructor(
    readonly error: OAuthErrorCode,
    description: string,
    status = 400,
  ) {
    super(status, description, error);
    this.name = 'OAuthError';
  }
}
