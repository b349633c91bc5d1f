import { defineBackend } from '@aws-amplify/backend';
import { Stack } from 'aws-cdk-lib';
import { Policy, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { CfnDeliveryStream } from 'aws-cdk-lib/aws-kinesisfirehose';
import { auth } from './auth/resource';
import { data } from './data/resource';
import { storage } from './storage/resource';
import { contentSearch } from './functions/content-search/resource';
import { contentStatistics } from './functions/content-statistics/resource';
import { creatorRecords } from './functions/creator-records/resource';
import { moderation } from './functions/moderation/resource';
import { POOL_SETTINGS } from './auth/pool-settings';

/** The backend Gen 2 deploys with `ampx`. */
const backend = defineBackend({ auth, data, storage, creatorRecords, moderation, contentStatistics, contentSearch });

// Pool settings defineAuth has no property for go straight onto the generated resources, so a
// deployed pool enforces exactly what the local backend enforces.
const { cfnUserPool, cfnUserPoolClient, cfnIdentityPool } = backend.auth.resources.cfnResources;
const { passwordPolicy, authFlows, tokenValidity, emailOtpLogin } = POOL_SETTINGS;

cfnUserPool.addPropertyOverride('Policies.PasswordPolicy', {
  MinimumLength: passwordPolicy.minLength,
  RequireLowercase: passwordPolicy.requireLowercase,
  RequireUppercase: passwordPolicy.requireUppercase,
  RequireNumbers: passwordPolicy.requireNumbers,
  RequireSymbols: passwordPolicy.requireSymbols,
  TemporaryPasswordValidityDays: passwordPolicy.temporaryPasswordValidityDays,
});
if (authFlows.includes('USER_AUTH')) {
  cfnUserPool.addPropertyOverride(
    'Policies.SignInPolicy.AllowedFirstAuthFactors',
    emailOtpLogin ? ['PASSWORD', 'EMAIL_OTP'] : ['PASSWORD'],
  );
}

cfnUserPoolClient.explicitAuthFlows = authFlows.map((flow) => `ALLOW_${flow}`);
cfnUserPoolClient.preventUserExistenceErrors = POOL_SETTINGS.preventUserExistenceErrors
  ? 'ENABLED'
  : 'LEGACY';
cfnUserPoolClient.accessTokenValidity = tokenValidity.accessAndIdMinutes;
cfnUserPoolClient.idTokenValidity = tokenValidity.accessAndIdMinutes;
cfnUserPoolClient.refreshTokenValidity = tokenValidity.refreshDays;
cfnUserPoolClient.tokenValidityUnits = { accessToken: 'minutes', idToken: 'minutes', refreshToken: 'days' };

cfnIdentityPool.allowUnauthenticatedIdentities = POOL_SETTINGS.unauthenticatedIdentitiesEnabled;

// Analytics: Amazon Pinpoint ended on 2026-10-30, and Gen 2 has no defineAnalytics, so the site's
// events go to a Kinesis Data Firehose delivery stream made with CDK in its own stack. It writes
// the records (one JSON line each) to the storage bucket under UTC date partitions, guests and
// signed-in users may put records on that stream only (exactly what the local backend's
// /_aws/firehose/ accepts), and the outputs get the same `custom` keys the local backend writes.
const analyticsStack = backend.createStack('analytics');
const analyticsBucket = backend.storage.resources.bucket;
const deliveryRole = new Role(analyticsStack, 'AnalyticsDeliveryRole', { assumedBy: new ServicePrincipal('firehose.amazonaws.com') });
deliveryRole.addToPolicy(
  new PolicyStatement({
    actions: ['s3:AbortMultipartUpload', 's3:GetBucketLocation', 's3:ListBucket', 's3:ListBucketMultipartUploads', 's3:PutObject'],
    resources: [analyticsBucket.bucketArn, analyticsBucket.arnForObjects('analytics/*'), analyticsBucket.arnForObjects('analytics-errors/*')],
  }),
);
const deliveryStream = new CfnDeliveryStream(analyticsStack, 'AnalyticsDeliveryStream', {
  deliveryStreamType: 'DirectPut',
  extendedS3DestinationConfiguration: {
    bucketArn: analyticsBucket.bucketArn,
    roleArn: deliveryRole.roleArn,
    prefix: 'analytics/year=!{timestamp:yyyy}/month=!{timestamp:MM}/day=!{timestamp:dd}/',
    errorOutputPrefix: 'analytics-errors/!{firehose:error-output-type}/year=!{timestamp:yyyy}/month=!{timestamp:MM}/day=!{timestamp:dd}/',
    bufferingHints: { intervalInSeconds: 60, sizeInMBs: 5 },
    compressionFormat: 'UNCOMPRESSED',
  },
});
deliveryStream.node.addDependency(deliveryRole);
const recordAnalyticsPolicy = new Policy(analyticsStack, 'RecordAnalyticsPolicy', {
  statements: [new PolicyStatement({ actions: ['firehose:PutRecord', 'firehose:PutRecordBatch'], resources: [deliveryStream.attrArn] })],
});
backend.auth.resources.authenticatedUserIamRole.attachInlinePolicy(recordAnalyticsPolicy);
backend.auth.resources.unauthenticatedUserIamRole.attachInlinePolicy(recordAnalyticsPolicy);
backend.addOutput({
  custom: { analytics_delivery_stream_name: deliveryStream.ref, analytics_region: Stack.of(deliveryStream).region },
});

// recordView's marks (one per visitor, record and day) expire through DynamoDB's TTL on expiresAt
// (epoch seconds); the local backend deletes expired marks itself.
// Report quotas (one per visitor and hour) expire the same way.
for (const model of ['ViewMark', 'ReportQuota']) {
  backend.data.resources.cfnResources.amplifyDynamoDbTables[model].timeToLiveAttribute = { attributeName: 'expiresAt', enabled: true };
}

// The creator and moderation mutations run as functions (amplify/functions/) that read and write
// the model tables themselves, in transactions: each gets every table and its name as <MODEL>_TABLE.
// The statistics queries only read them (content-search needs a search index, not the tables).
for (const [model, table] of Object.entries(backend.data.resources.tables)) {
  for (const fn of [backend.creatorRecords, backend.moderation]) {
    table.grantReadWriteData(fn.resources.lambda);
    fn.addEnvironment(`${model.toUpperCase()}_TABLE`, table.tableName);
  }
  table.grantReadData(backend.contentStatistics.resources.lambda);
  backend.contentStatistics.addEnvironment(`${model.toUpperCase()}_TABLE`, table.tableName);
}

// Evidence files (issue 18): creatorRecords reads and deletes a creator's upload in
// evidence-uploads/ and writes the sealed copy to evidence-items/, where no client may write.
const bucket = backend.storage.resources.bucket;
bucket.grantRead(backend.creatorRecords.resources.lambda, 'evidence-uploads/*');
bucket.grantDelete(backend.creatorRecords.resources.lambda, 'evidence-uploads/*');
bucket.grantReadWrite(backend.creatorRecords.resources.lambda, 'evidence-items/*');
bucket.grantDelete(backend.creatorRecords.resources.lambda, 'evidence-items/*');
backend.creatorRecords.addEnvironment('EVIDENCE_BUCKET_NAME', bucket.bucketName);
// A hidden record's sealed files move to withheld-evidence/ (moderators read there) and back on restore.
for (const prefix of ['evidence-items/*', 'withheld-evidence/*']) {
  bucket.grantReadWrite(backend.moderation.resources.lambda, prefix);
  bucket.grantDelete(backend.moderation.resources.lambda, prefix);
}
backend.moderation.addEnvironment('EVIDENCE_BUCKET_NAME', bucket.bucketName);
