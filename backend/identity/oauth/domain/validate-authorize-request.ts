import type { HostedUiConfig } from '../hosted-ui-config';
import { findProvider } from '../hosted-ui-config';
import { OAUTH_LIMITS } from '../limits';
import { OAUTH_MESSAGES } from '../messages';
import type { OAuthErrorCode } from '../oauth-error';
import type { AuthorizationRequest } from '../store/authorization-requests';
import { isValidS256Challenge } from './pkce';
import { parseRequestedScopes } from './scopes';

const PROMPTS = new Set(['none', 'login', 'consent', 'select_account']);

/** The outcome of checking GET /oauth2/authorize's parameters. */
export type AuthorizeValidation =
  /** Nothing trustworthy to return to: the user sees the error on our own page. */
  | { kind: 'refuse'; error: OAuthErrorCode; message: string }
  /** The return address is registered: the error goes back to it (with the state). */
  | { kind: 'redirect-error'; redirectUri: string; state?: string; error: OAuthErrorCode; message: string }
  | { kind: 'valid'; request: AuthorizationRequest; prompts: ReadonlySet<string> };

/**
 * RFC 6749 §4.1.2.1's order: client and redirect_uri first (an error about them must not be
 * sent to an unverified address), then everything else as an error redirect.
 */
export function validateAuthorizeRequest(
  params: ReadonlyMap<string, string>,
  { clientId, hostedUi }: { clientId: string; hostedUi: HostedUiConfig },
): AuthorizeValidation {
  if (params.get('client_id') !== clientId) return { kind: 'refuse', error: 'invalid_client', message: OAUTH_MESSAGES.unknownClient };
  const redirectUri = params.get('redirect_uri');
  if (!redirectUri || !hostedUi.callbackUrls.includes(redirectUri)) {
    return { kind: 'refuse', error: 'redirect_mismatch', message: OAUTH_MESSAGES.redirectMismatch };
  }

  const state = params.get('state');
  const fail = (error: OAuthErrorCode, message: string): AuthorizeValidation => ({
    kind: 'redirect-error',
    redirectUri,
    state: state && state.length <= OAUTH_LIMITS.maxStateLength ? state : undefined,
    error,
    message,
  });
  if (state !== undefined && state.length > OAUTH_LIMITS.maxStateLength) return fail('invalid_request', OAUTH_MESSAGES.parameterTooLong('state'));
  if (params.get('response_type') !== 'code') return fail('unsupported_response_type', OAUTH_MESSAGES.unsupportedResponseType);
  const codeChallenge = params.get('code_challenge') ?? '';
  if (params.get('code_challenge_method') !== 'S256' || !isValidS256Challenge(codeChallenge)) {
    return fail('invalid_request', OAUTH_MESSAGES.pkceRequired);
  }
  const { scopes, unknown } = parseRequestedScopes(params.get('scope'), hostedUi.scopes);
  if (unknown.length > 0) return fail('invalid_scope', OAUTH_MESSAGES.invalidScope(unknown));
  const nonce = params.get('nonce');
  if (nonce !== undefined && nonce.length > OAUTH_LIMITS.maxNonceLength) return fail('invalid_request', OAUTH_MESSAGES.parameterTooLong('nonce'));
  const prompts = new Set((params.get('prompt') ?? '').split(' ').filter(Boolean));
  if ([...prompts].some((prompt) => !PROMPTS.has(prompt)) || (prompts.has('none') && prompts.size > 1)) {
    return fail('invalid_request', OAUTH_MESSAGES.invalidPrompt);
  }

  // Cognito's own sign-in is COGNITO (or no provider at all); idp_identifier names a provider too.
  const named = params.get('identity_provider') ?? params.get('idp_identifier');
  let provider: string | undefined;
  if (named && named.toUpperCase() !== 'COGNITO') {
    provider = findProvider(hostedUi, named)?.name;
    if (!provider) return fail('invalid_request', OAUTH_MESSAGES.unknownProvider(named));
  }
  return {
    kind: 'valid',
    prompts,
    request: { clientId, redirectUri, scope: scopes.join(' '), state, codeChallenge, nonce, provider },
  };
}
