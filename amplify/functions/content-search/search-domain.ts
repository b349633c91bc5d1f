import { createHash } from 'node:crypto';
import { RemovalPolicy, Stack, Token } from 'aws-cdk-lib';
import { StreamViewType, type ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Domain, EngineVersion } from 'aws-cdk-lib/aws-opensearchservice';
import { CfnPipeline } from 'aws-cdk-lib/aws-osis';
import { BlockPublicAccess, Bucket, BucketEncryption } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { INDEXED_KINDS } from '../../data/search/search-index-kinds';
import { searchPipelineConfiguration } from '../../data/search/search-pipeline';
import { SEARCH_ENDPOINT_VARIABLE } from './search-endpoint';

/** What is set on an Amplify-managed table (its wrapper has setters only: nothing set can be read back). */
interface SettableTable {
  pointInTimeRecoveryEnabled: boolean;
  streamSpecification: { streamViewType: StreamViewType };
}

export interface SearchIndexInputs {
  /** The model tables and their CloudFormation resources (backend.data.resources). */
  tables: Readonly<Record<string, ITable>>;
  cfnTables: Readonly<Record<string, SettableTable>>;
  /** The functions that query the index (contentSearch, contentStatistics), each with the indexes it may read. */
  readers: readonly SearchReader[];
}

/** A function that posts searches to some of the indexes, and how to set its environment. */
export interface SearchReader {
  lambda: IFunction;
  addEnvironment: (name: string, value: string) => void;
  /** The index paths it may POST to (`_search`, `_mget` under them), as an IAM resource pattern after the domain's ARN. */
  indexes: string;
}

/** OpenSearch Ingestion's rule for a pipeline's name (3-28 characters, unique per account and region). */
export const PIPELINE_NAME_PATTERN = /^[a-z][a-z0-9-]{2,27}$/;

/**
 * The pipeline's name for the deployment `scope` belongs to: `banwatch-search-` and ten hex digits
 * of the SHA-256 of the root stack's name (26 characters). Amplify names that stack after the
 * backend's identity (`amplify-<namespace>-<name>-<type>`, and a sandbox's its own hash), so each
 * deployment in an account and region gets its own pipeline and keeps it on every redeploy.
 */
export function searchPipelineName(scope: Construct): string {
  let stack = Stack.of(scope);
  while (stack.nestedStackParent) stack = stack.nestedStackParent;
  const { stackName } = stack;
  if (Token.isUnresolved(stackName)) throw new Error('The search pipeline is named after the root stack: its name must be known at synth time.');
  return `banwatch-search-${createHash('sha256').update(stackName).digest('hex').slice(0, 10)}`;
}

/**
 * searchContent's index on AWS, declared in `scope` (the data stack, beside the tables and the
 * function: anywhere else the data stack and it would each depend on the other). An Amazon
 * OpenSearch Service domain (one small node: the public record is a few GB at 100,000 records),
 * fed by one OpenSearch Ingestion pipeline from the six public tables (their point-in-time export
 * first, then their streams; search-pipeline.ts), and queried by contentSearch (every search
 * index) and contentStatistics (the stream catalogue's search box: the stream index) with their
 * roles (SigV4, POST on those indexes only).
 */
export function declareSearchIndex(scope: Construct, inputs: SearchIndexInputs) {
  const region = Stack.of(scope).region;
  const domain = new Domain(scope, 'SearchDomain', {
    version: EngineVersion.OPENSEARCH_2_17,
    capacity: { dataNodes: 1, dataNodeInstanceType: 't3.small.search', multiAzWithStandbyEnabled: false },
    ebs: { volumeSize: 10 },
    nodeToNodeEncryption: true,
    encryptionAtRest: { enabled: true },
    enforceHttps: true,
    // Derived from the tables: a new deployment rebuilds it from their export.
    removalPolicy: RemovalPolicy.DESTROY,
  });
  const exportBucket = new Bucket(scope, 'SearchExportBucket', {
    blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
    encryption: BucketEncryption.S3_MANAGED,
    enforceSSL: true,
    removalPolicy: RemovalPolicy.DESTROY,
    autoDeleteObjects: false,
  });
  const pipelineRole = new Role(scope, 'SearchPipelineRole', { assumedBy: new ServicePrincipal('osis-pipelines.amazonaws.com') });
  const tableArns = new Map<string, string>();
  for (const { sourceModel: model } of INDEXED_KINDS) {
    const table = inputs.tables[model];
    const cfnTable = inputs.cfnTables[model];
    if (!table || !cfnTable) throw new Error(`No table for ${model}: search indexes every public model.`);
    tableArns.set(model, table.tableArn);
    // The pipeline exports a table at a point in time, then reads its stream. New and old images:
    // the figures aggregator reads the same streams with old images (a table has one stream view).
    cfnTable.pointInTimeRecoveryEnabled = true;
    cfnTable.streamSpecification = { streamViewType: StreamViewType.NEW_AND_OLD_IMAGES };
    pipelineRole.addToPolicy(
      new PolicyStatement({
        actions: ['dynamodb:DescribeTable', 'dynamodb:DescribeContinuousBackups', 'dynamodb:ExportTableToPointInTime'],
        resources: [table.tableArn],
      }),
    );
    pipelineRole.addToPolicy(new PolicyStatement({ actions: ['dynamodb:DescribeExport'], resources: [`${table.tableArn}/export/*`] }));
    pipelineRole.addToPolicy(
      new PolicyStatement({ actions: ['dynamodb:DescribeStream', 'dynamodb:GetRecords', 'dynamodb:GetShardIterator'], resources: [`${table.tableArn}/stream/*`] }),
    );
  }
  exportBucket.grantReadWrite(pipelineRole);
  pipelineRole.addToPolicy(new PolicyStatement({ actions: ['es:DescribeDomain'], resources: [domain.domainArn] }));
  pipelineRole.addToPolicy(new PolicyStatement({ actions: ['es:ESHttp*'], resources: [`${domain.domainArn}/*`] }));
  const pipeline = new CfnPipeline(scope, 'SearchPipeline', {
    // Unique per account and region: a fixed name would let one deployment only (sandbox beside branch).
    pipelineName: searchPipelineName(scope),
    minUnits: 1,
    maxUnits: 4,
    pipelineConfigurationBody: searchPipelineConfiguration({
      tableArns,
      exportBucket: exportBucket.bucketName,
      region,
      roleArn: pipelineRole.roleArn,
      domainEndpoint: domain.domainEndpoint,
    }),
  });
  pipeline.node.addDependency(pipelineRole);
  // Each reader posts searches (_search, _mget) to its indexes, nothing else.
  for (const reader of inputs.readers) {
    reader.lambda.addToRolePolicy(new PolicyStatement({ actions: ['es:ESHttpPost'], resources: [`${domain.domainArn}/${reader.indexes}`] }));
    reader.addEnvironment(SEARCH_ENDPOINT_VARIABLE, domain.domainEndpoint);
  }
  return { domain, pipeline, exportBucket, pipelineRole };
}
