import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody } from '../../../core/http/read-body';
import type { PoolContext } from '../../pool-context';
import { hashOpaqueToken } from '../domain/opaque-token';
import { completeProviderSignIn } from '../federation/provider-client';
import { providerLabel } from '../federation/federated-provider';
import { signInFederatedUser } from '../federation/sign-in-federated-user';
import { findProvider } from '../hosted-ui-config';
import { OAUTH_LIMITS } from '../limits';
import { OAUTH_MESSAGES } from '../messages';
import { OAuthError } from '../oauth-error';
import { sendErrorPage } from '../pages/error-page';
import { takeRequestByUpstreamState } from '../store/authorization-requests';
import { redirectWithCode, redirectWithError } from './finish-authorization';

// GET|POST /oauth2/idpresponse – an external provider's answer (POST: Apple's form post): the user is signed in, linked or created, and sent back to the app with a code.
export async function handleIdpResponse(req: IncomingMessage, res: ServerResponse, pool: PoolContext, url: URL): Promise<void> {
  const form = req.method === 'POST' ? new URLSearchParams((await readBody(req, OAUTH_LIMITS.formBodyBytes)).toString('utf8')) : undefined;
  const params = form ?? url.searchParams;
  const state = params.get('state');
  const request = state ? await takeRequestByUpstreamState(pool.db, hashOpaqueToken(state), pool.now()) : null;
  const provider = request?.provider ? findProvider(pool.hostedUi, request.provider) : undefined;
  if (!request || !provider || !state || !request.upstream.codeVerifier || !request.upstream.nonce) {
    return sendErrorPage(res, 400, { error: 'invalid_request', message: OAUTH_MESSAGES.signInIncomplete, siteOrigin: pool.hostedUi.origin });
  }
  const label = providerLabel(provider);
  // The user said no at the provider (or it refused): the app hears it the same way.
  if (params.get('error')) return redirectWithError(res, request, 'access_denied', OAUTH_MESSAGES.providerCancelled(label));

  let user;
  try {
    const profile = await completeProviderSignIn(provider, { url, form }, { state, codeVerifier: request.upstream.codeVerifier, nonce: request.upstream.nonce });
    user = await signInFederatedUser(pool, provider, profile);
  } catch (error) {
    if (error instanceof OAuthError) return redirectWithError(res, request, error.error, error.message);
    pool.log.error(`[oauth] sign-in with ${provider.name} failed`, error);
    return redirectWithError(res, request, 'access_denied', OAUTH_MESSAGES.providerFailed(label));
  }
  await redirectWithCode(res, pool, request, user, { authTime: pool.now(), shouldStartSession: true });
}
