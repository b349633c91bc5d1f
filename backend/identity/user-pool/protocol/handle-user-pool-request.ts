import type { IncomingMessage, ServerResponse } from 'node:http';
import { HttpError } from '../../../core/http/http-error';
import { sendJson } from '../../../core/http/send';
import { handleJsonRpc, type JsonRpcCall } from '../../aws-json/handle-json-rpc';
import { SigV4Error } from '../../../core/sigv4/sigv4-error';
import { verifySigV4 } from '../../../core/sigv4/verify-sigv4';
import { ServiceError } from '../../aws-json/service-error';
import { USER_POOL_PREFIX } from '../../endpoints';
import type { PoolContext } from '../../pool-context';
import type { Caller } from '../caller';
import { CognitoError } from '../errors';
import { COGNITO_USER_POOL_OPERATION_NAMES } from './cognito-operation-names';
import { findAdminOperation, findPublicOperation } from './operations';
import { openIdConfiguration } from './well-known';

const TARGET_PREFIX = 'AWSCognitoIdentityProviderService';

/** The access key id a SigV4 Authorization header names (null without one). */
function signedAccessKeyId(call: JsonRpcCall): string | null {
  const authorization = call.req.headers.authorization;
  return typeof authorization === 'string' ? (/Credential=([^/\s,]+)\//.exec(authorization)?.[1] ?? null) : null;
}

async function dispatch(pool: PoolContext, call: JsonRpcCall, caller: Caller): Promise<unknown> {
  const publicOperation = findPublicOperation(call.operation);
  if (publicOperation) return publicOperation(pool, call.input, caller);
  const adminOperation = findAdminOperation(call.operation);
  if (adminOperation) {
    // A key this instance does not know may have just been rotated in by another one.
    const accessKeyId = signedAccessKeyId(call);
    if (accessKeyId !== null && accessKeyId !== pool.operator.accessKeyId) await pool.refreshKeys({ isUrgent: true });
    await verifySigV4(call.req, call.body, {
      service: 'cognito-idp',
      region: pool.settings.region,
      findSecret: (accessKeyId) => (accessKeyId === pool.operator.accessKeyId ? pool.operator.secretAccessKey : null),
      now: pool.now(),
    }).catch((error: unknown) => {
      // AWS JSON services answer signature failures as 400s like any other client error.
      throw error instanceof SigV4Error ? new ServiceError(error.type, error.message) : error;
    });
    return adminOperation(pool, call.input, caller);
  }
  if (COGNITO_USER_POOL_OPERATION_NAMES.has(call.operation)) {
    throw new CognitoError('UnsupportedOperationException', `${call.operation} is not supported by this user pool.`);
  }
  // What AWS answers for a target its service does not have (HTTP 400, no retry).
  throw new CognitoError('UnknownOperationException', `Unknown operation ${call.operation}.`);
}

/**
 * POST /_aws/cognito-idp/                                            – user-pool operations (X-Amz-Target)
 * GET  /_aws/cognito-idp/<poolId>/.well-known/jwks.json              – the token signing keys
 * GET  /_aws/cognito-idp/<poolId>/.well-known/openid-configuration   – issuer metadata
 */
export async function handleUserPoolRequest(
  req: IncomingMessage,
  res: ServerResponse,
  pool: PoolContext,
  caller: Caller,
): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    await handleJsonRpc(req, res, { targetPrefix: TARGET_PREFIX, dispatch: (call) => dispatch(pool, call, caller) });
    return;
  }
  const path = new URL(req.url ?? '/', 'http://local.invalid').pathname;
  const issuerPath = `${USER_POOL_PREFIX}${pool.ids.userPoolId}/.well-known/`;
  if (path === `${issuerPath}jwks.json`) return sendJson(res, 200, pool.jwks);
  if (path === `${issuerPath}openid-configuration`) return sendJson(res, 200, openIdConfiguration(pool));
  throw new HttpError(404, `Nothing at ${path}.`, 'ResourceNotFoundException');
}
