import type { BackendService } from '../../core/backend-service';
import type { IdentityHostContext, PoolContext } from '../pool-context';
import { handleOAuthRequest } from './protocol/handle-oauth-request';

export const OAUTH_PREFIX = '/oauth2/';
/** The Amplify client signs out of the hosted UI at `https://<domain>/logout`, outside /oauth2/. */
export const LOGOUT_PATH = '/logout';

/**
 * The user pool's hosted sign-in (Cognito's hosted UI): OAuth 2.0 with PKCE, the hosted page,
 * federation with external providers. The Amplify client builds its URLs at the root of the
 * domain, so this service claims /oauth2/ and /logout instead of a /_aws/ prefix.
 */
export function createOAuthService(loadPool: (ctx: IdentityHostContext) => Promise<PoolContext>): BackendService {
  return {
    name: 'oauth2',
    prefix: OAUTH_PREFIX,
    rootPaths: [LOGOUT_PATH],
    async handle(req, res, ctx) {
      await handleOAuthRequest(req, res, await loadPool(ctx), ctx.url);
    },
  };
}
