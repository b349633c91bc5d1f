import type { IncomingMessage, ServerResponse } from 'node:http';
import { HttpError } from '../../../core/http/http-error';
import type { PoolContext } from '../../pool-context';
import { findOAuthRoute } from './oauth-routes';

export async function handleOAuthRequest(req: IncomingMessage, res: ServerResponse, pool: PoolContext, url: URL): Promise<void> {
  const lookup = findOAuthRoute(url.pathname, req.method ?? 'GET');
  if (lookup.kind === 'no-path') throw new HttpError(404, `Nothing at ${url.pathname}.`, 'NotFoundException');
  if (lookup.kind === 'no-method') {
    res.setHeader('Allow', lookup.allow.join(', '));
    throw new HttpError(405, `${url.pathname} does not answer ${req.method}.`, 'MethodNotAllowedException');
  }
  await lookup.route(req, res, pool, url);
}
