import type { IncomingMessage } from 'node:http';
import { HttpError } from '../../core/http/http-error';
import { authenticateAccessToken } from '../../identity';
import type { PoolContext } from '../../identity/pool-context';
import { DASHBOARD_GROUP } from './dashboard-events';

const unauthorized = (message: string) => new HttpError(401, message, 'UnauthorizedException');

/**
 * The dashboard is for ADMINS: a user-pool access token (`Authorization: Bearer <token>`, or the
 * bare token as API Gateway's Cognito authorizer takes it) whose cognito:groups holds ADMINS.
 * 401 without a valid token, 403 for a signed-in user outside the group.
 */
export async function authorizeAdmin(req: IncomingMessage, pool: PoolContext): Promise<void> {
  const header = req.headers.authorization?.trim();
  if (!header) throw unauthorized('A user-pool access token is required (Authorization: Bearer <token>).');
  const token = header.replace(/^Bearer\s+/i, '');
  let claims;
  try {
    ({ claims } = await authenticateAccessToken(pool, token));
  } catch (error) {
    // The user pool's NotAuthorized / UserNotFound answers, as 401 for an HTTP API.
    if (error instanceof HttpError) throw unauthorized(error.message);
    throw error;
  }
  const groups = claims['cognito:groups'];
  if (!Array.isArray(groups) || !groups.includes(DASHBOARD_GROUP)) {
    throw new HttpError(403, `Only members of ${DASHBOARD_GROUP} may read analytics.`, 'AccessDeniedException');
  }
}
