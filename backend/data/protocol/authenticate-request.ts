import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { HttpError } from '../../core/http/http-error';
import { verifySigV4 } from '../../core/sigv4/verify-sigv4';
import { authenticateAccessToken, getIdentityCredentialsVerifier } from '../../identity';
import type { PoolContext } from '../../identity/pool-context';
import type { ApiKey } from '../api-key';
import type { Actor } from '../policy/actor';
import { TransportError, unauthorizedCall } from './transport-error';

export interface AuthenticationServices {
  region: string;
  currentApiKey: () => Promise<ApiKey>;
  loadPool: () => Promise<PoolContext>;
  now?: () => Date;
}

/**
 * The caller behind a request, by AppSync's three modes here: a SigV4 signature (IAM, with
 * identity-pool credentials), a user-pool access token in Authorization, or x-api-key.
 */
export async function authenticateRequest(
  req: IncomingMessage,
  body: Buffer,
  services: AuthenticationServices,
): Promise<Actor> {
  const now = services.now?.() ?? new Date();
  const authorization = header(req, 'authorization');
  if (authorization?.startsWith('AWS4-HMAC-SHA256')) return authenticateIam(req, body, services, now);
  if (authorization) return authenticateUserPool(authorization, services);
  const apiKey = header(req, 'x-api-key');
  if (apiKey !== undefined) return authenticateApiKey(apiKey, services, now);
  throw unauthorizedCall('Valid authorization header not provided.');
}

async function authenticateApiKey(
  given: string,
  services: AuthenticationServices,
  now: Date,
): Promise<Actor> {
  const current = await services.currentApiKey();
  const expected = Buffer.from(current.key);
  const received = Buffer.from(given);
  if (expected.length !== received.length || !timingSafeEqual(expected, received)) throw unauthorizedCall();
  if (current.expiresAt.getTime() <= now.getTime()) throw unauthorizedCall('API key has expired.');
  return { mode: 'apiKey' };
}

async function authenticateUserPool(authorization: string, services: AuthenticationServices): Promise<Actor> {
  const token = authorization.replace(/^Bearer\s+/i, '').trim();
  try {
    const { user, claims } = await authenticateAccessToken(await services.loadPool(), token);
    const groups = Array.isArray(claims['cognito:groups']) ? claims['cognito:groups'].map(String) : [];
    const username =
      typeof claims.username === 'string'
        ? claims.username
        : String(claims['cognito:username'] ?? user.username);
    return { mode: 'userPool', sub: String(claims.sub), username, groups, claims: { ...claims } };
  } catch (error) {
    if (error instanceof HttpError) throw unauthorizedCall(error.message);
    throw error;
  }
}

async function authenticateIam(
  req: IncomingMessage,
  body: Buffer,
  services: AuthenticationServices,
  now: Date,
): Promise<Actor> {
  const sessionToken = header(req, 'x-amz-security-token');
  if (!sessionToken)
    throw new TransportError(
      403,
      'UnrecognizedClientException',
      'The security token included in the request is invalid.',
    );
  const pool = await services.loadPool();
  const verify = await getIdentityCredentialsVerifier(pool.db);
  let identity: ReturnType<typeof verify> = null;
  try {
    await verifySigV4(req, body, {
      service: 'appsync',
      region: services.region,
      now,
      findSecret: (accessKeyId) => {
        identity = verify(accessKeyId, sessionToken, now);
        return identity?.secretKey ?? null;
      },
    });
  } catch (error) {
    if (error instanceof HttpError) throw new TransportError(403, error.type, error.message);
    throw error;
  }
  const verified = identity as ReturnType<typeof verify>;
  if (!verified)
    throw new TransportError(
      403,
      'UnrecognizedClientException',
      'The security token included in the request is invalid.',
    );
  return {
    mode: 'iam',
    role: verified.role,
    identityId: verified.identityId,
    sub: verified.sub,
    groups: verified.groups,
  };
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}
