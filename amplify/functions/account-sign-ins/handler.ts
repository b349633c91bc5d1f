import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { AppSyncIdentityCognito, AppSyncResolverEvent } from 'aws-lambda';
import { createDynamoDbSignIns, signInsTableName } from '../../auth/sign-in-history/dynamodb-sign-ins';
import { listMySignIns } from '../../auth/sign-in-history/sign-in-history';

const documents = DynamoDBDocumentClient.from(new DynamoDBClient({}));

/**
 * AppSync's Lambda resolver for mySignIns (signed-in users: AppSync checks before it calls). The
 * caller is the user-pool identity's `sub`; any other identity has no sign-ins to read.
 */
export const handler = async (event: Pick<AppSyncResolverEvent<Record<string, never>>, 'identity'>, client = documents) => {
  const identity = event.identity as Partial<AppSyncIdentityCognito> | null | undefined;
  return listMySignIns(createDynamoDbSignIns(client, signInsTableName()), identity?.sub ?? null);
};
