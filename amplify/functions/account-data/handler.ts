import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { S3Client } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { AppSyncIdentityCognito, AppSyncResolverEvent, DynamoDBStreamEvent } from 'aws-lambda';
import { createDynamoDbSignIns, signInsTableName } from '../../auth/sign-in-history/dynamodb-sign-ins';
import type { RecordDocument } from '../../data/creator-records/records-port';
import { myDataExport, prepareMyData, requestMyData, type AccountDataContext } from '../../data/account-data/data-export-requests';
import { createDynamoRecordsPort } from '../shared/dynamodb-records-port';
import { createCognitoAccountFacts } from './cognito-account-facts';
import { createS3ExportStorage } from './s3-export-storage';

const documents = DynamoDBDocumentClient.from(new DynamoDBClient({}), { marshallOptions: { removeUndefinedValues: true } });
const ports = () => ({
  port: createDynamoRecordsPort(documents),
  storage: createS3ExportStorage(new S3Client({}), process.env.EXPORT_BUCKET_NAME ?? ''),
  facts: createCognitoAccountFacts(new CognitoIdentityProviderClient({}), process.env.USER_POOL_ID ?? '', createDynamoDbSignIns(documents, signInsTableName())),
  // Cognito sends its own codes; the site's notices need a mail service not declared yet (docs/identity.md).
  mail: { dataReady: async (to: string) => console.info(`[account-data] export ready; no mail service on AWS, ${to.replace(/^[^@]*/, '…')} not told`) },
  clock: { now: () => new Date() },
});

type StreamImage = Parameters<typeof unmarshall>[0];

/** A stored request the stream reports: a new record, or one replaced by a newer request, still preparing. */
async function prepareRequested(event: DynamoDBStreamEvent): Promise<void> {
  for (const record of event.Records) {
    const next = record.dynamodb?.NewImage ? (unmarshall(record.dynamodb.NewImage as StreamImage) as RecordDocument) : null;
    const previous = record.dynamodb?.OldImage ? (unmarshall(record.dynamodb.OldImage as StreamImage) as RecordDocument) : null;
    if (!next || next.status !== 'PREPARING' || previous?.requestedAt === next.requestedAt) continue;
    const owner = String(next.owner);
    const context: AccountDataContext = { ...ports(), caller: { sub: next.id, owner, groups: [] } };
    // A failure is recorded on the export (FAILED) by the rules; the stream does not retry it.
    await prepareMyData(context, next).catch((error: unknown) => console.error('[account-data] could not prepare an export', error));
  }
}

/** AppSync's resolver for requestMyData and myDataExport, and the AccountDataExport stream's consumer. */
export const handler = async (event: AppSyncResolverEvent<Record<string, unknown>> | DynamoDBStreamEvent) => {
  if ('Records' in event) return prepareRequested(event);
  const identity = event.identity as AppSyncIdentityCognito | null;
  if (!identity?.sub) throw new Error('Unauthorized: sign in to take your data.');
  const context: AccountDataContext = { ...ports(), caller: { sub: identity.sub, owner: `${identity.sub}::${identity.username}`, groups: identity.groups ?? [] } };
  if (event.info.fieldName === 'requestMyData') await requestMyData(context, event.arguments);
  return myDataExport(context);
};
