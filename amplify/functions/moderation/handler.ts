import { createHmac, randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { AppSyncIdentityCognito, AppSyncResolverEvent } from 'aws-lambda';
import { runModerationOperation } from '../../data/moderation/run-moderation-operation';
import { createDynamoRecordsPort } from '../shared/dynamodb-records-port';
import { viewerAddressOf } from './viewer-address';

const port = createDynamoRecordsPort(DynamoDBDocumentClient.from(new DynamoDBClient({}), { marshallOptions: { removeUndefinedValues: true } }));

/** AppSync's direct Lambda resolver for the moderation mutations (AppSync checked the groups already). */
export const handler = async (event: AppSyncResolverEvent<Record<string, unknown>>) => {
  const identity = event.identity as AppSyncIdentityCognito | null;
  const caller = identity?.sub ? { sub: identity.sub, owner: `${identity.sub}::${identity.username}`, groups: identity.groups ?? [] } : null;
  const visitor = caller?.sub ?? viewerAddressOf(event.request.headers['x-forwarded-for']);
  const visitorKey = createHmac('sha256', process.env.REPORT_KEY_SALT ?? '').update(visitor).digest('base64url');
  return runModerationOperation(event.info.fieldName, { port, caller, clock: { now: new Date(), newId: randomUUID }, visitorKey }, event.arguments);
};
