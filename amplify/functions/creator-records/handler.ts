import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import type { AppSyncIdentityCognito, AppSyncResolverEvent } from 'aws-lambda';
import { runCreatorOperation } from '../../data/creator-records/run-creator-operation';
import { expectAnnouncements } from '../shared/appsync-record-changes';
import { createDynamoRecordsPort } from '../shared/dynamodb-records-port';
import { createS3EvidenceFiles } from './s3-evidence-files';

const port = createDynamoRecordsPort(DynamoDBDocumentClient.from(new DynamoDBClient({}), { marshallOptions: { removeUndefinedValues: true } }));
// amplify/backend.ts names the site's bucket; evidence files are copied within it.
const files = createS3EvidenceFiles(new S3Client({}), process.env.EVIDENCE_BUCKET_NAME ?? '');

/** AppSync's direct Lambda resolver: the field name says which creator mutation runs. */
export const handler = async (event: AppSyncResolverEvent<Record<string, unknown>>) => {
  const identity = event.identity as AppSyncIdentityCognito | null;
  if (!identity?.sub) throw new Error('Unauthorized: sign in to change your records.');
  const caller = { sub: identity.sub, owner: `${identity.sub}::${identity.username}`, groups: identity.groups ?? [] };
  // What the public may know of it (a published brief, a new ban, a new appeal event…) is announced once committed (onRecordChange).
  const announce = await expectAnnouncements(event.info.fieldName, event.arguments, { reads: port, callerSub: caller.sub });
  const result = await runCreatorOperation(event.info.fieldName, { port, files, caller, clock: { now: new Date(), newId: randomUUID } }, event.arguments);
  await announce(result);
  return result;
};
