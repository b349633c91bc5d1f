import { defineBackend } from '@aws-amplify/backend';
import { RemovalPolicy, Stack } from 'aws-cdk-lib';
import { AttributeType, BillingMode, StreamViewType, Table, type ITable } from 'aws-cdk-lib/aws-dynamodb';
import { StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { Grant, Policy, PolicyStatement, Role, ServicePrincipal, type IGrantable } from 'aws-cdk-lib/aws-iam';
import { CfnDeliveryStream } from 'aws-cdk-lib/aws-kinesisfirehose';
import { EventType } from 'aws-cdk-lib/aws-s3';
import { LambdaDestination } from 'aws-cdk-lib/aws-s3-notifications';
import { auth } from './auth/resource';
import { data } from './data/resource';
import { storage } from './storage/resource';
import { analyticsAggregator } from './functions/analytics-aggregator/resource';
import { ANALYTICS_TABLE_VARIABLE } from './functions/analytics-aggregator/daily-items';
import { analyticsDashboard } from './functions/analytics-dashboard/resource';
import { RAW_EVENT_RETENTION_DAYS, RAW_EVENTS_PREFIX } from './data/analytics/raw-event-retention';
import { contentSearch } from './functions/content-search/resource';
import { declareSearchIndex } from './functions/content-search/search-domain';
import { INDEXED_KIND_BY_KIND } from './data/search/search-index-kinds';
import { contentStatistics } from './functions/content-statistics/resource';
import { figuresAggregator } from './functions/figures-aggregator/resource';
import { FIGURE_SOURCE_MODELS } from './functions/figures-aggregator/stream-models';
import { FIGURES_TABLE_VARIABLE } from './functions/shared/figure-items';
import { STATISTICS_MODELS } from './functions/content-statistics/statistics-models';
import { creatorRecords } from './functions/creator-records/resource';
import { moderation } from './functions/moderation/resource';
import { POOL_SETTINGS } from './auth/pool-settings';
import { preTokenGeneration } from './auth/pre-token-generation/resource';
import { postAuthentication } from './auth/post-authentication/resource';
import { SIGN_INS_TABLE_VARIABLE } from './auth/sign-in-history/dynamodb-sign-ins';
import { accountSignIns } from './functions/account-sign-ins/resource';
import { accountData } from './functions/account-data/resource';
import { ACCOUNT_EXPORT_PREFIX, EXPORT_KEPT_DAYS } from './data/account-data/account-data-limits';
import { EXPORT_SOURCE_MODELS } from './data/account-data/account-export';
import { EXPORT_MODEL } from './data/account-data/data-export-requests';

/** The backend Gen 2 deploys with `ampx`. */
const backend = defineBackend({ auth, data, storage, creatorRecords, moderation, contentStatistics, contentSearch, preTokenGeneration, postAuthentication, accountSignIns, accountData, analyticsAggregator, analyticsDashboard, figuresAggregator });

// Pool settings defineAuth has no property for go straight onto the generated resources, so a
// deployed pool enforces exactly what the local backend enforces.
const { cfnUserPool, cfnUserPoolClient, cfnIdentityPool } = backend.auth.resources.cfnResources;
const { passwordPolicy, authFlows, tokenValidity, emailOtpLogin } = POOL_SETTINGS;

// Staff groups reach the access token only with a second factor (amplify/auth/staff-second-factor.ts):
// defineAuth registers the trigger as version 1, which changes the id token only; version 2 (the
// Essentials plan, which e-mail MFA needs too) applies the group override to the access token as well.
cfnUserPool.addPropertyOverride('UserPoolTier', 'ESSENTIALS');
cfnUserPool.addPropertyOverride('LambdaConfig.PreTokenGenerationConfig', {
  LambdaArn: backend.preTokenGeneration.resources.lambda.functionArn,
  LambdaVersion: 'V2_0',
});

// The account's last sign-ins (amplify/auth/sign-in-history/): an item per sign-in under the user,
// the newest 10 kept, written by the post-authentication trigger, read by the mySignIns query's
// function. In the auth stack beside the trigger; the data stack already depends on it (the
// pool), so reading it adds no cycle.
const signInsTable = new Table(backend.auth.stack, 'AccountSignIns', {
  partitionKey: { name: 'userSub', type: AttributeType.STRING },
  sortKey: { name: 'signInKey', type: AttributeType.STRING },
  billingMode: BillingMode.PAY_PER_REQUEST,
  removalPolicy: RemovalPolicy.DESTROY,
});
signInsTable.grant(backend.postAuthentication.resources.lambda, 'dynamodb:PutItem', 'dynamodb:Query', 'dynamodb:DeleteItem');
backend.postAuthentication.addEnvironment(SIGN_INS_TABLE_VARIABLE, signInsTable.tableName);
signInsTable.grant(backend.accountSignIns.resources.lambda, 'dynamodb:Query');
backend.accountSignIns.addEnvironment(SIGN_INS_TABLE_VARIABLE, signInsTable.tableName);

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
    prefix: `${RAW_EVENTS_PREFIX}year=!{timestamp:yyyy}/month=!{timestamp:MM}/day=!{timestamp:dd}/`,
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

// The dashboard's figures on AWS: S3 tells analyticsAggregator of each object the stream writes
// under analytics/, and it adds the object's events to daily items in a table
// (amplify/functions/analytics-aggregator/daily-items.ts); the analyticsDashboard query's function
// reads them. Table and aggregator live in the storage stack beside the bucket that notifies it
// (storage already depends on nothing of theirs; the data stack reads the table, as it reads the bucket).
const storageStack = Stack.of(analyticsBucket);
const analyticsTable = new Table(storageStack, 'AnalyticsDailyFigures', {
  partitionKey: { name: 'pk', type: AttributeType.STRING },
  sortKey: { name: 'sk', type: AttributeType.STRING },
  billingMode: BillingMode.PAY_PER_REQUEST,
  removalPolicy: RemovalPolicy.RETAIN,
});
const aggregatorLambda = backend.analyticsAggregator.resources.lambda;
analyticsBucket.grantRead(aggregatorLambda, 'analytics/*');
analyticsTable.grantReadWriteData(aggregatorLambda);
backend.analyticsAggregator.addEnvironment(ANALYTICS_TABLE_VARIABLE, analyticsTable.tableName);
analyticsBucket.addEventNotification(EventType.OBJECT_CREATED, new LambdaDestination(aggregatorLambda), { prefix: RAW_EVENTS_PREFIX });
analyticsTable.grantReadData(backend.analyticsDashboard.resources.lambda);
backend.analyticsDashboard.addEnvironment(ANALYTICS_TABLE_VARIABLE, analyticsTable.tableName);

// recordView's marks (one per visitor, record and day) expire through DynamoDB's TTL on expiresAt
// (epoch seconds); the local backend deletes expired marks itself.
// Report quotas (one per visitor and hour) expire the same way.
for (const model of ['ViewMark', 'ReportQuota']) {
  backend.data.resources.cfnResources.amplifyDynamoDbTables[model].timeToLiveAttribute = { attributeName: 'expiresAt', enabled: true };
}

// A model table's own grants (grantReadData and the like) cover the table's ARN only: Gen 2 hands
// the tables out without their indexes, so a function Querying one (a creator's records by
// profileId, a user's by owner) would be refused on AWS. The model tables are granted here with
// their indexes, in one statement per function and access (a statement per table repeated the
// actions 22 times, and CDK split those roles' grants into extra managed policies to stay under
// IAM's 10,240 characters per policy).
const MODEL_TABLE_READS = ['dynamodb:BatchGetItem', 'dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:Scan', 'dynamodb:ConditionCheckItem', 'dynamodb:DescribeTable'];
const MODEL_TABLE_WRITES = ['dynamodb:BatchWriteItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem'];
function grantModelTables(tables: readonly ITable[], grantee: IGrantable, actions: readonly string[]) {
  Grant.addToPrincipal({ grantee, actions: [...actions], resourceArns: tables.flatMap((table) => [table.tableArn, `${table.tableArn}/index/*`]) });
}

// The creator and moderation mutations run as functions (amplify/functions/) that read and write
// the model tables themselves, in transactions: each gets every table and its name as <MODEL>_TABLE.
for (const fn of [backend.creatorRecords, backend.moderation]) {
  grantModelTables(Object.values(backend.data.resources.tables), fn.resources.lambda, [...MODEL_TABLE_READS, ...MODEL_TABLE_WRITES]);
  for (const [model, table] of Object.entries(backend.data.resources.tables)) fn.addEnvironment(`${model.toUpperCase()}_TABLE`, table.tableName);
}
// The statistics queries read only the public tables they list, by key (a creator's records through
// the profileId index, a page's or a wide record's by id); their figures and lists come from the
// figures table below. No Scan is granted: nothing they answer may cost a whole table.
grantModelTables(
  STATISTICS_MODELS.map((model) => backend.data.resources.tables[model]),
  backend.contentStatistics.resources.lambda,
  ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query'],
);
for (const model of STATISTICS_MODELS) backend.contentStatistics.addEnvironment(`${model.toUpperCase()}_TABLE`, backend.data.resources.tables[model].tableName);

// The statistics figures on AWS (amplify/functions/shared/figure-items.ts): figuresAggregator keeps
// them in one table from the public tables' DynamoDB streams (new and old images), and
// contentStatistics reads them as single items and one partition per facet (GetItem, Query, no
// Scan), so a page view costs a few reads whatever the number of records. Table, function and
// mappings live in the data stack, beside the tables (both functions are in its resource group).
const figuresTable = new Table(backend.data.stack, 'StatisticsFigures', {
  partitionKey: { name: 'pk', type: AttributeType.STRING },
  sortKey: { name: 'sk', type: AttributeType.STRING },
  billingMode: BillingMode.PAY_PER_REQUEST,
  // Derived from the model tables: nothing is lost with it that the records do not hold.
  removalPolicy: RemovalPolicy.DESTROY,
});
const aggregator = backend.figuresAggregator.resources.lambda;
figuresTable.grantReadWriteData(aggregator);
backend.figuresAggregator.addEnvironment(FIGURES_TABLE_VARIABLE, figuresTable.tableName);
figuresTable.grant(backend.contentStatistics.resources.lambda, 'dynamodb:GetItem', 'dynamodb:Query');
backend.contentStatistics.addEnvironment(FIGURES_TABLE_VARIABLE, figuresTable.tableName);
// The aggregator tells a record's table by its stream ARN (stream-models.ts), reads appeal events
// by their recordKey index, and reads each table whole only when an operator backfills (backfill.ts).
grantModelTables(FIGURE_SOURCE_MODELS.map((model) => backend.data.resources.tables[model]), aggregator, MODEL_TABLE_READS);
for (const model of FIGURE_SOURCE_MODELS) {
  const table = backend.data.resources.tables[model];
  backend.data.resources.cfnResources.amplifyDynamoDbTables[model].streamSpecification = { streamViewType: StreamViewType.NEW_AND_OLD_IMAGES };
  backend.figuresAggregator.addEnvironment(`${model.toUpperCase()}_TABLE`, table.tableName);
  // From the oldest record the stream holds, in order per shard; a failing batch is halved until
  // the failing record is alone and retried (never skipped: the figures would drift).
  aggregator.addEventSource(new DynamoEventSource(table, { startingPosition: StartingPosition.TRIM_HORIZON, batchSize: 100, bisectBatchOnError: true }));
}

// Evidence files (issue 18): creatorRecords reads and deletes a creator's upload in
// evidence-uploads/ and writes the sealed copy to evidence-items/, where no client may write.
const bucket = backend.storage.resources.bucket;
bucket.grantRead(backend.creatorRecords.resources.lambda, 'evidence-uploads/*');
bucket.grantDelete(backend.creatorRecords.resources.lambda, 'evidence-uploads/*');
bucket.grantReadWrite(backend.creatorRecords.resources.lambda, 'evidence-items/*');
bucket.grantDelete(backend.creatorRecords.resources.lambda, 'evidence-items/*');
// Leaving the site (leaveMyAccount) deletes the account's files a moderator withheld, too, and its data export.
bucket.grantDelete(backend.creatorRecords.resources.lambda, 'withheld-evidence/*');
bucket.grantDelete(backend.creatorRecords.resources.lambda, 'account-exports/*');
backend.creatorRecords.addEnvironment('EVIDENCE_BUCKET_NAME', bucket.bucketName);
// A hidden record's sealed files move to withheld-evidence/ (moderators read there) and back on restore.
for (const prefix of ['evidence-items/*', 'withheld-evidence/*']) {
  bucket.grantReadWrite(backend.moderation.resources.lambda, prefix);
  bucket.grantDelete(backend.moderation.resources.lambda, prefix);
}
backend.moderation.addEnvironment('EVIDENCE_BUCKET_NAME', bucket.bucketName);
// staffNames names the accounts behind moderation records for staff pages: ListUsers on the pool only.
backend.moderation.resources.lambda.addToRolePolicy(
  new PolicyStatement({ actions: ['cognito-idp:ListUsers'], resources: [backend.auth.resources.userPool.userPoolArn] }),
);
backend.moderation.addEnvironment('USER_POOL_ID', backend.auth.resources.userPool.userPoolId);

// searchContent and the stream catalogue's search box on AWS (amplify/functions/content-search/search-domain.ts):
// an OpenSearch domain fed from the six public tables by an OpenSearch Ingestion pipeline, in the data stack beside them.
declareSearchIndex(backend.data.stack, {
  tables: backend.data.resources.tables,
  cfnTables: backend.data.resources.cfnResources.amplifyDynamoDbTables,
  readers: [
    { lambda: backend.contentSearch.resources.lambda, addEnvironment: (name, value) => backend.contentSearch.addEnvironment(name, value), indexes: 'search-*' },
    // The stream catalogue's search box (listContentEntries STREAMS with words): the stream index only.
    { lambda: backend.contentStatistics.resources.lambda, addEnvironment: (name, value) => backend.contentStatistics.addEnvironment(name, value), indexes: `${INDEXED_KIND_BY_KIND.get('STREAM')!.index}/*` },
  ],
});

// Take my data (issue 48, amplify/data/account-data/): accountData answers requestMyData and
// myDataExport, and prepares an export when the AccountDataExport table's stream tells it of a new
// request (no retry: a failure is recorded on the export, which its owner may ask for again). It
// reads the caller's records by index, the pool's user (AdminGetUser, AdminListGroupsForUser) and
// sign-ins, the evidence files, and writes the export to account-exports/, which S3 deletes a day
// after the export's time is up (the records port refuses it at once; the table's TTL drops the record).
const accountDataLambda = backend.accountData.resources.lambda;
// Beside the models an export reads, the moderation constants its rules import name five more
// (moderation-records.ts); nothing reads them, but synth.test.ts holds every named table to be given, read-only.
const NAMED_BY_IMPORTS = ['RecordReport', 'ModerationAction', 'ReportQuota', 'RecordReply', 'PublishedReply'];
const exportedModels = [...EXPORT_SOURCE_MODELS, ...NAMED_BY_IMPORTS];
grantModelTables(exportedModels.map((model) => backend.data.resources.tables[model]), accountDataLambda, MODEL_TABLE_READS);
for (const model of exportedModels) backend.accountData.addEnvironment(`${model.toUpperCase()}_TABLE`, backend.data.resources.tables[model].tableName);
const exportTable = backend.data.resources.tables[EXPORT_MODEL];
grantModelTables([exportTable], accountDataLambda, [...MODEL_TABLE_READS, ...MODEL_TABLE_WRITES]);
backend.accountData.addEnvironment(`${EXPORT_MODEL.toUpperCase()}_TABLE`, exportTable.tableName);
const exportCfnTable = backend.data.resources.cfnResources.amplifyDynamoDbTables[EXPORT_MODEL];
exportCfnTable.timeToLiveAttribute = { attributeName: 'expiresAt', enabled: true };
exportCfnTable.streamSpecification = { streamViewType: StreamViewType.NEW_AND_OLD_IMAGES };
accountDataLambda.addEventSource(new DynamoEventSource(exportTable, { startingPosition: StartingPosition.LATEST, batchSize: 1, retryAttempts: 0 }));
for (const prefix of ['evidence-items/*', 'withheld-evidence/*']) bucket.grantRead(accountDataLambda, prefix);
bucket.grantReadWrite(accountDataLambda, `${ACCOUNT_EXPORT_PREFIX}*`);
bucket.grantDelete(accountDataLambda, `${ACCOUNT_EXPORT_PREFIX}*`);
backend.accountData.addEnvironment('EXPORT_BUCKET_NAME', bucket.bucketName);
const { cfnBucket } = backend.storage.resources.cfnResources;
cfnBucket.lifecycleConfiguration = {
  rules: [
    { id: 'AccountExportsExpire', status: 'Enabled', prefix: ACCOUNT_EXPORT_PREFIX, expirationInDays: EXPORT_KEPT_DAYS + 1 },
    // The delivery stream's raw events, kept as long as the local store keeps its own (prune-events.ts).
    { id: 'AnalyticsRawEventsExpire', status: 'Enabled', prefix: RAW_EVENTS_PREFIX, expirationInDays: RAW_EVENT_RETENTION_DAYS },
  ],
};
backend.auth.resources.userPool.grant(accountDataLambda, 'cognito-idp:AdminGetUser', 'cognito-idp:AdminListGroupsForUser');
backend.accountData.addEnvironment('USER_POOL_ID', backend.auth.resources.userPool.userPoolId);
signInsTable.grant(accountDataLambda, 'dynamodb:Query');
backend.accountData.addEnvironment(SIGN_INS_TABLE_VARIABLE, signInsTable.tableName);
