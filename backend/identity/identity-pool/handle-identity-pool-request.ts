import type { IncomingMessage, ServerResponse } from 'node:http';
import { handleJsonRpc } from '../aws-json/handle-json-rpc';
import { ServiceError } from '../aws-json/service-error';
import type { PoolContext } from '../pool-context';
import type { JsonObject } from '../user-pool/input';
import { COGNITO_IDENTITY_OPERATION_NAMES } from './cognito-identity-operation-names';
import { getCredentialsForIdentity } from './get-credentials-for-identity';
import { getId } from './get-id';

type Operation = (pool: PoolContext, input: JsonObject) => Promise<JsonObject>;

/** A Map: the name comes from the request, and an object literal would also answer `constructor`. */
const OPERATIONS: ReadonlyMap<string, Operation> = new Map<string, Operation>([
  ['GetId', getId],
  ['GetCredentialsForIdentity', getCredentialsForIdentity],
]);

/** POST /_aws/cognito-identity/ – identity-pool operations (X-Amz-Target AWSCognitoIdentityService.*). */
export async function handleIdentityPoolRequest(req: IncomingMessage, res: ServerResponse, pool: PoolContext): Promise<void> {
  await handleJsonRpc(req, res, {
    targetPrefix: 'AWSCognitoIdentityService',
    dispatch: async ({ operation, input }) => {
      const run = OPERATIONS.get(operation);
      if (run) return run(pool, input);
      if (COGNITO_IDENTITY_OPERATION_NAMES.has(operation)) {
        throw new ServiceError('InvalidParameterException', `${operation} is not supported by this identity pool.`);
      }
      // What AWS answers for a target its service does not have (HTTP 400, no retry).
      throw new ServiceError('UnknownOperationException', `Unknown operation ${operation}.`);
    },
  });
}
