import type { IncomingMessage, ServerResponse } from 'node:http';
import { HttpError } from '../../../core/http/http-error';
import type { PoolContext } from '../../pool-context';
import { handleAuthorize } from './authorize-route';
import { handleIdpResponse } from './idp-response-route';
import { handleLogin } from './login-route';
import { handleLogout } from './logout-route';
import { handleRevoke } from './revoke-route';
import { handleToken } from './token-route';
import { handleUserInfo } from './user-info-route';

type Route = (req: IncomingMessage, res: ServerResponse, pool: PoolContext, url: URL) => Promise<void>;

/** Cognito's hosted UI paths (the Amplify client builds the first three itself), and their methods. */
const ROUTES: Record<string, Partial<Record<string, Route>>> = {
  '/oauth2/authorize': { GET: handleAuthorize },
  '/oauth2/token': { POST: handleToken },
  '/logout': { GET: handleLogout },
  '/oauth2/login': { POST: handleLogin },
  '/oauth2/idpresponse': { GET: handleIdpResponse, POST: handleIdpResponse },
  '/oauth2/revoke': { POST: handleRevoke },
  '/oauth2/userInfo': { GET: handleUserInfo, POST: handleUserInfo },
};

export async function handleOAuthRequest(req: IncomingMessage, res: ServerResponse, pool: PoolContext, url: URL): Promise<void> {
  const methods = ROUTES[url.pathname];
  if (!methods) throw new HttpError(404, `Nothing at ${url.pathname}.`, 'NotFoundException');
  const route = methods[req.method ?? 'GET'];
  if (!route) {
    res.setHeader('Allow', Object.keys(methods).join(', '));
    throw new HttpError(405, `${url.pathname} does not answer ${req.method}.`, 'MethodNotAllowedException');
  }
  await route(req, res, pool, url);
}
