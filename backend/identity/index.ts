import type { BackendService } from '../core/backend-service';
import { IDENTITY_POOL_PREFIX, USER_POOL_PREFIX, identityPoolEndpoint, userPoolEndpoint } from './endpoints';
import { handleIdentityPoolRequest } from './identity-pool/handle-identity-pool-request';
import { createOAuthService } from './oauth';
import { authOutputs } from './outputs';
import { createPoolContextLoader, getPoolContext, type PoolContextOptions } from './pool-context';
import { handleUserPoolRequest } from './user-pool/protocol/handle-user-pool-request';
import type { SignedInUserCacheOptions } from './user-pool/signed-in-users/signed-in-user-cache';
import { startUserChangeNotices, stopUserChangeNotices } from './user-pool/signed-in-users/user-change-notices';

export {
  getIdentityCredentialsVerifier,
  verifyIdentityCredentials,
  type IdentityCredentialsVerifier,
  type VerifiedIdentityCredentials,
} from './identity-pool/identity-credentials';
export { authenticateAccessToken } from './user-pool/authenticate-access-token';
export { getPoolContext } from './pool-context';

export interface IdentityServicesOptions extends PoolContextOptions {
  /** Tests lengthen the signed-in users' TTL, so that only another instance's notice can explain a refusal. */
  signedInUserCache?: SignedInUserCacheOptions;
}

/**
 * The three services over one pool. The defaults serve the declared pool; tests pass other
 * settings (MFA on, passwordless on, external providers) without touching the declaration.
 */
export function createIdentityServices(options?: IdentityServicesOptions): {
  userPoolService: BackendService;
  identityPoolService: BackendService;
  oauthService: BackendService;
} {
  const loadPool = options ? createPoolContextLoader(options) : getPoolContext;
  const userPoolService: BackendService = {
    name: 'cognito-idp',
    prefix: USER_POOL_PREFIX,
    // Ids, signing keys, operator credentials and the declared groups exist before the first
    // request; with PostgreSQL, the other instances' sign-outs and user changes are heard from now on.
    async start(ctx) {
      await loadPool(ctx);
      await startUserChangeNotices(ctx.db, {
        databaseUrl: ctx.config.databaseUrl,
        log: ctx.log,
        cache: options?.signedInUserCache,
      });
    },
    async stop(ctx) {
      await stopUserChangeNotices(ctx.db);
    },
    async handle(req, res, ctx) {
      await handleUserPoolRequest(req, res, await loadPool(ctx), { clientAddress: ctx.clientAddress });
    },
    async outputs(ctx) {
      return {
        sections: { auth: authOutputs(await loadPool(ctx)) },
        custom: { user_pool_endpoint: userPoolEndpoint(ctx.config.publicUrl) },
      };
    },
  };
  const identityPoolService: BackendService = {
    name: 'cognito-identity',
    prefix: IDENTITY_POOL_PREFIX,
    async handle(req, res, ctx) {
      await handleIdentityPoolRequest(req, res, await loadPool(ctx));
    },
    outputs(ctx) {
      return { custom: { identity_pool_endpoint: identityPoolEndpoint(ctx.config.publicUrl) } };
    },
  };
  return { userPoolService, identityPoolService, oauthService: createOAuthService(loadPool) };
}

const declared = createIdentityServices();

/** The Cognito user pool: its JSON API, JWKS and OpenID configuration. */
export const userPoolService = declared.userPoolService;
/** The Cognito identity pool: guest and signed-in AWS-style credentials. */
export const identityPoolService = declared.identityPoolService;
/** The user pool's hosted sign-in: /oauth2/… and /logout (Cognito's hosted UI endpoints). */
export const oauthService = declared.oauthService;
