import type { ServerResponse } from 'node:http';
import type { PoolContext } from '../../pool-context';
import { createOpaqueToken, hashOpaqueToken } from '../domain/opaque-token';
import { findProvider } from '../hosted-ui-config';
import { OAUTH_LIMITS } from '../limits';
import { OAUTH_MESSAGES } from '../messages';
import { providerLabel } from '../federation/federated-provider';
import { buildProviderAuthorizationUrl } from '../federation/provider-client';
import { insertAuthorizationRequest, type AuthorizationRequest } from '../store/authorization-requests';
import { redirectWithError } from './finish-authorization';
import { sendRedirect } from './send-oauth';

/** Cognito's path for the providers' answers, on the hosted UI's origin. */
export const IDP_RESPONSE_PATH = '/oauth2/idpresponse';

export function idpResponseUrl(pool: PoolContext): string {
  return `${pool.hostedUi.origin}${IDP_RESPONSE_PATH}`;
}

/**
 * The hop to an external provider: the app's request is kept under the hash of a fresh state
 * for the provider, with our own PKCE verifier and nonce for it, and the user is sent there.
 */
export async function startFederatedSignIn(res: ServerResponse, pool: PoolContext, request: AuthorizationRequest): Promise<void> {
  const provider = findProvider(pool.hostedUi, request.provider ?? '');
  if (!provider) return redirectWithError(res, request, 'invalid_request', OAUTH_MESSAGES.unknownProvider(request.provider ?? ''));
  const upstream = { state: createOpaqueToken(), codeVerifier: createOpaqueToken(), nonce: createOpaqueToken() };
  let location: URL;
  try {
    location = await buildProviderAuthorizationUrl(provider, idpResponseUrl(pool), upstream);
  } catch (error) {
    pool.log.error(`[oauth] ${provider.name} could not be reached for sign-in`, error);
    return redirectWithError(res, request, 'server_error', OAUTH_MESSAGES.providerFailed(providerLabel(provider)));
  }
  const now = pool.now();
  await insertAuthorizationRequest(pool.db, {
    // Never shown to anyone: the request is found again by its upstream state.
    requestHash: hashOpaqueToken(createOpaqueToken()),
    upstreamStateHash: hashOpaqueToken(upstream.state),
    request,
    upstream: { codeVerifier: upstream.codeVerifier, nonce: upstream.nonce },
    now,
    expiresAt: new Date(now.getTime() + OAUTH_LIMITS.requestTtlMs),
  });
  sendRedirect(res, location.toString());
}
