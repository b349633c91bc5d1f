import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PoolContext } from '../../pool-context';
import { handleAuthorize } from './authorize-route';
import { handleIdpResponse } from './idp-response-route';
import { handleLogin } from './login-route';
import { handleLogout } from './logout-route';
import { handleRevoke } from './revoke-route';
import { handleToken } from './token-route';
import { handleUserInfo } from './user-info-route';

export type OAuthRoute = (
  req: IncomingMessage,
  res: ServerResponse,
  pool: PoolContext,
  url: URL,
) => Promise<void>;

/**
 * Cognito's hosted UI paths (the Amplify client builds the first three itself), and their
 * methods. Maps, not object literals: path and method come from the request, and an object
 * would also answer `constructor` or `toString`.
 */
const ROUTES: ReadonlyMap<string, ReadonlyMap<string, OAuthRoute>> = new Map<
  string,
  ReadonlyMap<string, OAuthRoute>
>([
  ['/oauth2/authorize', new Map([['GET', handleAuthorize]])],
  ['/oauth2/token', new Map([['POST', handleToken]])],
  ['/logout', new Map([['GET', handleLogout]])],
  ['/oauth2/login', new Map([['POST', handleLogin]])],
  [
    '/oauth2/idpresponse',
    new Map([
      ['GET', handleIdpResponse],
      ['POST', handleIdpResponse],
    ]),
  ],
  ['/oauth2/revoke', new Map([['POST', handleRevoke]])],
  [
    '/oauth2/userInfo',
    new Map([
      ['GET', handleUserInfo],
      ['POST', handleUserInfo],
    ]),
  ],
]);

export type RouteLookup =
  { kind: 'found'; route: OAuthRoute } | { kind: 'no-path' } | { kind: 'no-method'; allow: string[] };

/** The handler for a path and method: a 404 when the path is not one of ours, a 405 when the method is not. */
export function findOAuthRoute(path: string, method: string): RouteLookup {
  const methods = ROUTES.get(path);
  if (!methods) return { kind: 'no-path' };
  const route = methods.get(method);
  return route ? { kind: 'found', route } : { kind: 'no-method', allow: [...methods.keys()] };
}
