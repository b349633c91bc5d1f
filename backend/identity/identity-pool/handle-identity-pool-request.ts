import type { IncomingMessage, ServerResponse } from 'node:http';
import { handleJsonRpc } from '../aws-json/handle-json-rpc';
import { ServiceError } from '../aws-json/service-error';
import type { PoolContext } from '../pool-context';
import type { JsonObject } from '../user-pool/input';
import { getCredentialsForIdentity } from './get-credentials-for-identity';
import { getId } from './get-id';

const OPERATIONS: Readonly<Record<string, (pool: PoolContext, input: JsonObject) => Promise<JsonObject>>> = {
  GetId: getId,
  GetCredentialsForIdentity: getCredentialsForIdentity,
};

/** POST /_aws/cognito-identity/ – identity-pool operations (X-Amz-Target AWSCognitoIdentityService.*). */
export async function handleIdentityPoolRequest(req: IncomingMessage, res: ServerResponse, pool: PoolContext): Promise<void> {
  await handleJsonRpc(req, res, {
    targetPrefix: 'AWSCognitoIdentityService',
    dispatch: async ({ operation, input }) => {
      const run = OPERATIONS[operation];
      if (!run) throw new ServiceError('InvalidParameterException', `${operation} is not supported by this identity pool.`);
      return run(pool, input);
    },
  });
}
