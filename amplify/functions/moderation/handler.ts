import { createHmac, randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import type { AppSyncIdentityCognito, AppSyncResolverEvent } from 'aws-lambda';
import { runModerationOperation } from '../../data/moderation/run-moderation-operation';
import { createS3EvidenceFiles } from '../creator-records/s3-evidence-files';
import { createDynamoRecordsPort } from '../shared/dynamodb-records-port';
import { expectAnnouncements } from '../shared/appsync-record-changes';
import { createCognitoStaffDirectory } from './cognito-staff-directory';
import { viewerAddressOf } from './viewer-address';

const port = createDynamoRecordsPort(DynamoDBDocumentClient.from(new DynamoDBClient({}), { marshallOptions: { removeUndefinedValues: true } }));
// amplify/backend.ts names the site's bucket: a hidden record's evidence files move out of the public prefix.
const files = createS3EvidenceFiles(new S3Client({}), process.env.EVIDENCE_BUCKET_NAME ?? '');
// ...and the user pool, whose accounts staffNames names for staff pages.
const staff = createCognitoStaffDirectory(new CognitoIdentityProviderClient({}), process.env.USER_POOL_ID ?? '');

/** AppSync's direct Lambda resolver for the moderation mutations (AppSync checked the groups already). */
export const handler = async (event: AppSyncResolverEvent<Record<string, unknown>>) => {
  const identity = event.identity as AppSyncIdentityCognito | null;
  const caller = identity?.sub ? { sub: identity.sub, owner: `${identity.sub}::${identity.username}`, groups: identity.groups ?? [] } : null;
  const visitor = caller?.sub ?? viewerAddressOf(event.request.headers['x-forwarded-for']);
  const visitorKey = createHmac('sha256', process.env.REPORT_KEY_SALT ?? '').update(visitor).digest('base64url');
  // Once committed, the public hears what it may of it (a verification, a published reply, a hide or restore).
  const announce = await expectAnnouncements(event.info.fieldName, event.arguments, { reads: port, callerSub: caller?.sub ?? null });
  const result = await runModerationOperation(event.info.fieldName, { port, files, caller, clock: { now: new Date(), newId: randomUUID }, visitorKey, staff }, event.arguments);
  await announce(result);
  return result;
};
