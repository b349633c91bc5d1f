/**
 * amplify/ synthesised as `ampx` does (scripts/aws/run-synth.ts), as a sandbox and as a branch,
 * into a temporary folder, and the templates checked for what only a deployment would reveal:
 * CloudFormation refuses a dependency cycle between nested stacks at deploy time, and a table or
 * index a function names but the templates lack fails only when that function runs. Both
 * deployments are synthesised once, side by side, for the whole file (about a minute).
 */
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RAW_EVENT_RETENTION_DAYS, RAW_EVENTS_PREFIX } from './data/analytics/raw-event-retention';
import { INDEXED_KINDS } from './data/search/search-index-kinds';
import { STATISTICS_MODELS } from './functions/content-statistics/statistics-models';
import { PIPELINE_NAME_PATTERN } from './functions/content-search/search-domain';
import { FIGURE_SOURCE_MODELS } from './functions/figures-aggregator/stream-models';
import { indexNameOf } from './functions/shared/dynamodb-records-port';
import { modelTablesOf } from './functions/test-support/model-tables';
import { allResources, allStacks, readCloudAssembly, type StackTemplate } from '../scripts/aws/cloud-assembly';
import { functionTableUsesOf } from '../scripts/aws/function-table-uses';
import { PROJECT_ROOT, runAmplifySynth, type DeploymentType, type SynthResult } from '../scripts/aws/run-synth';
import { synthesisedFunctionsOf, synthesisedTablesOf, type SynthesisedTable } from '../scripts/aws/synthesised-tables';
import { resolveReferences } from '../scripts/aws/template-references';
import { findDependencyCycles } from '../scripts/aws/template-cycles';

const DEPLOYMENT_TYPES: DeploymentType[] = ['sandbox', 'branch'];
const SYNTH_TIMEOUT_MS = 10 * 60_000;

const synthesised = new Map<DeploymentType, { synth: SynthResult; root: StackTemplate | null }>();
let outRoot = '';

beforeAll(async () => {
  outRoot = mkdtempSync(join(tmpdir(), 'amplify-synth-'));
  // The functions' code is the same in both: bundled once (the sandbox), which halves the branch's time.
  const synths = await Promise.all(DEPLOYMENT_TYPES.map((type) => runAmplifySynth({ type, outdir: join(outRoot, type), bundle: type === 'sandbox' })));
  for (const synth of synths) synthesised.set(synth.type, { synth, root: synth.exitCode === 0 ? readCloudAssembly(synth.outdir)[0] : null });
  console.info(synths.map((synth) => `${synth.type} synthesised in ${synth.seconds.toFixed(1)} s`).join('; '));
}, SYNTH_TIMEOUT_MS);

afterAll(() => {
  if (outRoot) rmSync(outRoot, { recursive: true, force: true });
});

function deployment(type: DeploymentType): { synth: SynthResult; root: StackTemplate } {
  const { synth, root } = synthesised.get(type)!;
  if (!root) throw new Error(`The ${type} synth failed (exit ${synth.exitCode}):\n${synth.log.slice(-4000)}`);
  return { synth, root };
}

const usesByFunction = functionTableUsesOf(PROJECT_ROOT);
const declaredTables = modelTablesOf();

describe.each(DEPLOYMENT_TYPES)('amplify/ synthesised as a %s deployment', (type) => {
  it('synthesises without an error', () => {
    const { root } = deployment(type);
    expect(allStacks(root).length).toBeGreaterThan(1);
  });

  it('has no dependency cycle in any template: not between nested stacks, nor inside one', () => {
    const { root } = deployment(type);
    const cycles = allStacks(root).flatMap((stack) => findDependencyCycles(stack.template).map((cycle) => `${stack.path}: ${cycle.join(' → ')}`));
    expect(cycles).toEqual([]);
  });

  it("passes CDK's own CloudFormation validation, and prints no circular-dependency warning", () => {
    const { synth } = deployment(type);
    const report = JSON.parse(readFileSync(join(synth.outdir, 'validation-report.json'), 'utf8')) as { pluginReports: { violations: { ruleName: string; description: string }[] }[] };
    expect(report.pluginReports.flatMap((plugin) => plugin.violations.map((violation) => `${violation.ruleName}: ${violation.description}`))).toEqual([]);
    expect(synth.log).not.toMatch(/circular dependenc|cyclic reference/i);
  });

  it("keeps every template within CloudFormation's limits (500 resources, 1 MB), which only a deployment enforces", () => {
    const { synth, root } = deployment(type);
    const oversized = allStacks(root).flatMap((stack) => {
      const resources = Object.keys(stack.template.Resources ?? {}).length;
      const bytes = statSync(join(synth.outdir, stack.file)).size;
      return resources > 500 || bytes > 1_000_000 ? [`${stack.path}: ${resources} resources, ${bytes} bytes`] : [];
    });
    expect(oversized).toEqual([]);
  });

  it('carries no "owners may reassign ownership" warning from Gen 2', () => {
    expect(deployment(type).synth.log).not.toMatch(/owners may reassign ownership[^\n]*/);
  });

  it("gives every function a <MODEL>_TABLE for each model its code names, set to that model's table", () => {
    const { root } = deployment(type);
    const tables = synthesisedTablesOf(root);
    const functions = new Map(synthesisedFunctionsOf(root).map((fn) => [fn.name, fn]));
    const problems: string[] = [];
    for (const uses of usesByFunction) {
      const fn = functions.get(uses.name);
      if (!fn) {
        problems.push(`${uses.name}: no such function in the templates`);
        continue;
      }
      const wanted = new Set([...uses.models.keys()].map((model) => `${model.toUpperCase()}_TABLE`).concat([...uses.tableVariables.keys()]));
      for (const variable of wanted) {
        const model = tables.find((table) => `${table.model.toUpperCase()}_TABLE` === variable);
        const targets = fn.tableVariables.get(variable);
        if (!model) problems.push(`${uses.name}: ${variable} names no model table in the templates`);
        else if (!targets) problems.push(`${uses.name}: ${variable} is not in its environment`);
        else if (!targets.some((target) => target.stackPath === model.stackPath && target.logicalId === model.logicalId))
          problems.push(`${uses.name}: ${variable} is not made from ${model.model}'s table`);
      }
    }
    // And every *_TABLE a function is given is its own model's table, never another's.
    for (const fn of functions.values())
      for (const [variable, targets] of fn.tableVariables) {
        const model = tables.find((table) => `${table.model.toUpperCase()}_TABLE` === variable);
        if (!model || !targets.every((target) => target.stackPath === model.stackPath && target.logicalId === model.logicalId))
          problems.push(`${fn.name}: ${variable} is not ${model?.model ?? 'a model'}'s table alone`);
      }
    expect(problems).toEqual([]);
    // The check read something: the functions that touch the tables name most of them.
    expect(usesByFunction.find((uses) => uses.name === 'moderation')?.models.size).toBeGreaterThan(10);
  });

  it('declares every index the functions query, under the name the DynamoDB port asks for', () => {
    const tables = synthesisedTablesOf(deployment(type).root);
    const tableOf = (model: string) => tables.find((table) => table.model === model);
    const problems: string[] = [];
    for (const uses of usesByFunction)
      for (const { model, field, source } of uses.indexQueries) {
        // A model passed in a variable: one of the tables this function names must have the index.
        const candidates = model ? [model] : [...uses.models.keys()];
        const found = candidates.some((candidate) => tableOf(candidate)?.indexes.get(indexNameOf(candidate, field))?.hash === field);
        if (!found) problems.push(`${uses.name} (${source}): no index ${model ? indexNameOf(model, field) : `on ${field}`} keyed by ${field}${model ? ` on ${model}` : ''}`);
      }
    expect(problems).toEqual([]);
    expect(usesByFunction.flatMap((uses) => uses.indexQueries).length).toBeGreaterThan(5);
  });

  it('lets every function that Queries an index do so: its role grants Query on that table\'s indexes, not only on the table', () => {
    const { root } = deployment(type);
    const resources = allResources(root);
    const tables = synthesisedTablesOf(root);
    const problems: string[] = [];
    for (const uses of usesByFunction.filter((candidate) => candidate.indexQueries.length)) {
      const fn = resources.find(({ resource }) => resource.Type === 'AWS::Lambda::Function' && JSON.stringify(resource.Properties?.Tags ?? []).includes(`"amplify:friendly-name","Value":"${uses.name}"`));
      if (!fn) throw new Error(`No function ${uses.name} in the templates.`);
      const role = JSON.stringify(resolveReferences(fn.stack, fn.resource.Properties?.Role).map((found) => found.target));
      // The models whose `<table ARN>/index/*` the role may Query.
      const indexed = new Set(
        resources
          .filter(({ stack, resource }) => resource.Type === 'AWS::IAM::Policy' && stack === fn.stack && role.includes(String((resource.Properties?.Roles as { Ref: string }[] | undefined)?.[0]?.Ref)))
          .flatMap(({ stack, resource }) => (resource.Properties as { PolicyDocument: { Statement: { Action: string | string[]; Resource: unknown }[] } }).PolicyDocument.Statement.map((statement) => ({ stack, statement })))
          .filter(({ statement }) => [statement.Action].flat().includes('dynamodb:Query'))
          .flatMap(({ stack, statement }) => [statement.Resource].flat().filter((arn) => JSON.stringify(arn).includes('/index/*')).map((arn) => ({ stack, arn })))
          .flatMap(({ stack, arn }) => resolveReferences(stack, arn).flatMap((found) => tables.filter((table) => table.stackPath === found.stack.path && table.logicalId === found.target).map((table) => table.model))),
      );
      for (const { model, field, source } of uses.indexQueries) {
        const candidates = model ? [model] : [...uses.models.keys()];
        if (!candidates.some((candidate) => indexed.has(candidate))) problems.push(`${uses.name} (${source}): no Query on ${model ?? candidates.join('|')}'s indexes (${field})`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("declares each model's table keyed by id, with the indexes, keys and key types of the declaration", () => {
    const tables = new Map(synthesisedTablesOf(deployment(type).root).map((table) => [table.model, table]));
    // Besides the declared indexes the transformer adds one per hasMany without an index of its
    // own (`gsi-Profile.briefs`); AppSync's relationship resolvers query it, no function does.
    const shapeOf = (table: SynthesisedTable | undefined) => {
      if (!table) return undefined;
      const indexes = [...table.indexes].filter(([name]) => !name.startsWith('gsi-'));
      const keyNames = new Set([table.key.hash, ...indexes.flatMap(([, key]) => [key.hash, ...(key.range ? [key.range] : [])])]);
      return {
        key: table.key,
        indexes: Object.fromEntries(indexes),
        types: Object.fromEntries([...table.attributeTypes].filter(([name]) => keyNames.has(name)).sort(([a], [b]) => a.localeCompare(b))),
      };
    };
    const expected = (model: string) => {
      const declared = declaredTables.find((table) => table.model === model)!;
      const types = new Map([[declared.partitionKey.name, declared.partitionKey.type]]);
      for (const index of declared.indexes) for (const key of [index.partitionKey, index.sortKey]) if (key) types.set(key.name, key.type);
      return {
        key: { hash: 'id' },
        indexes: Object.fromEntries(declared.indexes.map((index) => [index.name, { hash: index.partitionKey.name, ...(index.sortKey ? { range: index.sortKey.name } : {}) }])),
        types: Object.fromEntries([...types].sort(([a], [b]) => a.localeCompare(b))),
      };
    };
    expect([...tables.keys()].sort()).toEqual(declaredTables.map((table) => table.model).sort());
    for (const { model } of declaredTables) expect({ model, ...shapeOf(tables.get(model)) }).toEqual({ model, ...expected(model) });
  });

  it('feeds figuresAggregator from the streams of the tables the figures count, and lets contentStatistics scan no table', () => {
    const { root } = deployment(type);
    const resources = allResources(root);
    const tables = synthesisedTablesOf(root);
    const modelAt = (stack: StackTemplate, value: unknown) =>
      resolveReferences(stack, value).map((found) => tables.find((table) => table.stackPath === found.stack.path && table.logicalId === found.target)?.model ?? `${found.stack.path}/${found.target}`);
    const lambdaOf = (name: string) => {
      const found = resources.find(({ resource }) => resource.Type === 'AWS::Lambda::Function' && JSON.stringify(resource.Properties?.Tags ?? []).includes(`"amplify:friendly-name","Value":"${name}"`));
      if (!found) throw new Error(`No function ${name} in the templates.`);
      return found;
    };
    // One mapping per source table's stream, from its oldest record, onto the aggregator.
    const aggregator = lambdaOf('figuresAggregator');
    const mappings = resources.filter(
      ({ stack, resource }) => resource.Type === 'AWS::Lambda::EventSourceMapping' && stack === aggregator.stack && JSON.stringify(resource.Properties?.FunctionName) === JSON.stringify({ Ref: aggregator.logicalId }),
    );
    expect(mappings.flatMap(({ stack, resource }) => modelAt(stack, resource.Properties?.EventSourceArn)).sort()).toEqual([...FIGURE_SOURCE_MODELS].sort());
    expect(new Set(mappings.map(({ resource }) => resource.Properties?.StartingPosition))).toEqual(new Set(['TRIM_HORIZON']));
    // contentStatistics' grants: reads by key of the public tables (and their indexes), no Scan anywhere.
    const statistics = lambdaOf('contentStatistics');
    const role = JSON.stringify(resolveReferences(statistics.stack, statistics.resource.Properties?.Role).map((found) => found.target));
    const statements = resources
      .filter(({ stack, resource }) => resource.Type === 'AWS::IAM::Policy' && stack === statistics.stack && role.includes(String((resource.Properties?.Roles as { Ref: string }[] | undefined)?.[0]?.Ref)))
      .flatMap(({ stack, resource }) => (resource.Properties as { PolicyDocument: { Statement: { Action: string | string[]; Resource: unknown }[] } }).PolicyDocument.Statement.map((statement) => ({ stack, statement })));
    const actions = (statement: { Action: string | string[] }) => [statement.Action].flat();
    expect(statements.filter(({ statement }) => actions(statement).some((action) => action === 'dynamodb:Scan' || action === 'dynamodb:*'))).toEqual([]);
    const queried = new Set(statements.filter(({ statement }) => actions(statement).includes('dynamodb:Query')).flatMap(({ stack, statement }) => modelAt(stack, statement.Resource)));
    for (const model of STATISTICS_MODELS) expect(queried).toContain(model);
    // A creator's records are a Query of the profileId index: the grant covers the tables' indexes.
    expect(statements.some(({ statement }) => actions(statement).includes('dynamodb:Query') && JSON.stringify(statement.Resource).includes('/index/*'))).toBe(true);
    const figures = statements.filter(({ stack, statement }) => modelAt(stack, statement.Resource).some((model) => model.endsWith('StatisticsFigures') || /StatisticsFigures[0-9A-F]{8}$/.test(model)));
    expect(figures.map(({ statement }) => actions(statement))).toEqual([['dynamodb:GetItem', 'dynamodb:Query']]);
  });

  it('declares the search index: an OpenSearch domain fed from the six public tables by one ingestion pipeline, which contentSearch may query', () => {
    const resources = allResources(deployment(type).root);
    const ofType = (cfnType: string) => resources.filter(({ resource }) => resource.Type === cfnType);
    expect(ofType('AWS::OpenSearchService::Domain')).toHaveLength(1);
    const pipelines = ofType('AWS::OSIS::Pipeline');
    expect(pipelines).toHaveLength(1);
    const body = JSON.stringify(pipelines[0].resource.Properties?.PipelineConfigurationBody);
    for (const kind of INDEXED_KINDS) expect(body).toContain(`\\"index\\": \\"${kind.index}\\"`);
    // Drafts and hidden records are other tables, never a source.
    expect(body).not.toMatch(/UnpublishedBrief|HiddenRecord/);
    // Every source table streams its changes and keeps point-in-time backups (the pipeline's first export).
    const tables = synthesisedTablesOf(deployment(type).root);
    for (const { sourceModel: model } of INDEXED_KINDS) {
      const table = tables.find((found) => found.model === model);
      expect(table).toBeDefined();
      const properties = JSON.stringify(resources.find(({ stack, logicalId }) => stack.path === table!.stackPath && logicalId === table!.logicalId)?.resource.Properties ?? {});
      expect(properties).toMatch(/NEW_AND_OLD_IMAGES/);
      expect(properties).toMatch(/"pointInTimeRecoveryEnabled":true|"PointInTimeRecoveryEnabled":true/);
    }
    const searchFunction = ofType('AWS::Lambda::Function').find(({ resource }) => JSON.stringify(resource.Properties?.Tags ?? []).includes('"Value":"contentSearch"'));
    expect(JSON.stringify(searchFunction?.resource.Properties?.Environment)).toContain('SEARCH_ENDPOINT');
    const posts = ofType('AWS::IAM::Policy').filter(({ resource }) => JSON.stringify(resource.Properties).includes('es:ESHttpPost'));
    expect(posts.length).toBeGreaterThanOrEqual(1);
  });

  it('sends analytics to a Firehose delivery stream on the bucket, which the identity roles may put records on, and has no Pinpoint app', () => {
    const resources = allResources(deployment(type).root);
    expect(resources.filter(({ resource }) => resource.Type.startsWith('AWS::Pinpoint::'))).toEqual([]);
    const streams = resources.filter(({ resource }) => resource.Type === 'AWS::KinesisFirehose::DeliveryStream');
    expect(streams).toHaveLength(1);
    const destination = (streams[0].resource.Properties as { ExtendedS3DestinationConfiguration: { Prefix: string } }).ExtendedS3DestinationConfiguration;
    expect(destination.Prefix).toBe('analytics/year=!{timestamp:yyyy}/month=!{timestamp:MM}/day=!{timestamp:dd}/');
    const grants = resources
      .filter(({ resource }) => resource.Type === 'AWS::IAM::Policy')
      .map(({ stack, resource }) => ({ stack, policy: resource.Properties as { PolicyDocument: { Statement: { Action: string | string[]; Resource: unknown }[] }; Roles?: unknown[] } }))
      .filter(({ policy }) => JSON.stringify(policy.PolicyDocument.Statement).includes('firehose:Put'));
    expect(grants).toHaveLength(1);
    const grant = grants[0].policy;
    expect(grant.PolicyDocument.Statement).toEqual([
      { Action: ['firehose:PutRecord', 'firehose:PutRecordBatch'], Effect: 'Allow', Resource: { 'Fn::GetAtt': [streams[0].logicalId, 'Arn'] } },
    ]);
    // Given to exactly the identity pool's two roles (guests and signed-in users).
    const attachments = resources.filter(({ resource }) => resource.Type === 'AWS::Cognito::IdentityPoolRoleAttachment');
    expect(attachments).toHaveLength(1);
    const roleKeys = (stack: StackTemplate, value: unknown) => resolveReferences(stack, value).map((found) => `${found.stack.path}/${found.target}`).sort();
    const grantedRoles = roleKeys(grants[0].stack, grant.Roles);
    expect(grantedRoles).toHaveLength(2);
    expect(grantedRoles).toEqual(roleKeys(attachments[0].stack, attachments[0].resource.Properties?.Roles));
    // No other statement anywhere names a Firehose action, and none names Pinpoint's (mobiletargeting:).
    const statements = resources.flatMap(({ resource }) => {
      const properties = (resource.Properties ?? {}) as { PolicyDocument?: { Statement?: unknown[] }; Policies?: { PolicyDocument?: { Statement?: unknown[] } }[] };
      if (resource.Type === 'AWS::IAM::Policy' || resource.Type === 'AWS::IAM::ManagedPolicy') return properties.PolicyDocument?.Statement ?? [];
      if (resource.Type === 'AWS::IAM::Role') return (properties.Policies ?? []).flatMap((policy) => policy.PolicyDocument?.Statement ?? []);
      return [];
    }) as { Action?: string | string[] }[];
    const naming = (service: string) => statements.filter((statement) => [statement.Action ?? []].flat().some((action) => action.toLowerCase().startsWith(`${service}:`)));
    expect(naming('mobiletargeting')).toEqual([]);
    expect(naming('firehose')).toEqual(grant.PolicyDocument.Statement);
    // amplify_outputs.json's custom section names the stream and its region (the SDK's own endpoint on AWS), as the local backend's does.
    const { root } = deployment(type);
    const customOutputs = root.template.Outputs?.customOutputs?.Value;
    expect(JSON.stringify(customOutputs)).toMatch(/analytics_delivery_stream_name.*analytics_region|analytics_region.*analytics_delivery_stream_name/);
    expect(resolveReferences(root, customOutputs).filter((found) => found.target === streams[0].logicalId && found.stack === streams[0].stack)).toHaveLength(1);
    // The raw events expire as the local store's do (amplify/data/analytics/raw-event-retention.ts).
    const buckets = resources.filter(({ resource }) => JSON.stringify(resource.Properties?.LifecycleConfiguration ?? '').includes('AnalyticsRawEventsExpire'));
    expect(buckets).toHaveLength(1);
    const rules = (buckets[0].resource.Properties as { LifecycleConfiguration: { Rules: { Id: string }[] } }).LifecycleConfiguration.Rules;
    expect(rules.find((rule) => rule.Id === 'AnalyticsRawEventsExpire')).toEqual({ Id: 'AnalyticsRawEventsExpire', Status: 'Enabled', Prefix: RAW_EVENTS_PREFIX, ExpirationInDays: RAW_EVENT_RETENTION_DAYS });
    expect(destination.Prefix.startsWith(RAW_EVENTS_PREFIX)).toBe(true);
  });

  it("keeps the dashboard's daily figures: S3 tells analyticsAggregator of each analytics/ object, which writes the table analyticsDashboard reads", () => {
    const { root } = deployment(type);
    const resources = allResources(root);
    const tables = resources.filter(({ logicalId, resource }) => resource.Type === 'AWS::DynamoDB::Table' && logicalId.startsWith('AnalyticsDailyFigures'));
    expect(tables).toHaveLength(1);
    expect((tables[0].resource.Properties as { KeySchema: unknown }).KeySchema).toEqual([
      { AttributeName: 'pk', KeyType: 'HASH' },
      { AttributeName: 'sk', KeyType: 'RANGE' },
    ]);
    const functions = new Map(synthesisedFunctionsOf(root).map((fn) => [fn.name, fn]));
    const tableVariable = (name: string) =>
      resources
        .filter(({ resource }) => resource.Type === 'AWS::Lambda::Function')
        .filter(({ resource }) => JSON.stringify(resource.Properties?.Tags ?? []).includes(`"${name}"`))
        .map(({ resource }) => (resource.Properties as { Environment?: { Variables?: Record<string, unknown> } }).Environment?.Variables?.ANALYTICS_FIGURES_TABLE_NAME);
    for (const name of ['analyticsAggregator', 'analyticsDashboard']) {
      expect(functions.has(name)).toBe(true);
      expect(JSON.stringify(tableVariable(name))).toContain(tables[0].logicalId.slice(0, 'AnalyticsDailyFigures'.length));
    }
    const notifications = resources.filter(({ resource }) => resource.Type === 'Custom::S3BucketNotifications');
    const lambdaConfigurations = notifications.flatMap(
      ({ resource }) =>
        ((resource.Properties as { NotificationConfiguration?: { LambdaFunctionConfigurations?: { Events: string[]; Filter?: unknown }[] } }).NotificationConfiguration
          ?.LambdaFunctionConfigurations ?? []),
    );
    expect(lambdaConfigurations).toEqual([
      expect.objectContaining({ Events: ['s3:ObjectCreated:*'], Filter: { Key: { FilterRules: [{ Name: 'prefix', Value: 'analytics/' }] } } }),
    ]);
  });

  it('declares optional second factors on the Essentials plan, and a version-2 pre-token-generation trigger that may read users', () => {
    const resources = allResources(deployment(type).root);
    const pools = resources.filter(({ resource }) => resource.Type === 'AWS::Cognito::UserPool');
    expect(pools).toHaveLength(1);
    const pool = pools[0].resource.Properties as {
      MfaConfiguration: string;
      EnabledMfas: string[];
      UserPoolTier: string;
      LambdaConfig: { PreTokenGeneration: unknown; PreTokenGenerationConfig: { LambdaArn: unknown; LambdaVersion: string } };
    };
    // E-mailed codes need an SES sender (AUTH_EMAIL_FROM), which the synth is not given.
    expect({ mfa: pool.MfaConfiguration, factors: pool.EnabledMfas, tier: pool.UserPoolTier }).toEqual({ mfa: 'OPTIONAL', factors: ['SOFTWARE_TOKEN_MFA'], tier: 'ESSENTIALS' });
    // Version 2 reaches the access token the data API reads; both keys name the one function.
    expect(pool.LambdaConfig.PreTokenGenerationConfig.LambdaVersion).toBe('V2_0');
    expect(pool.LambdaConfig.PreTokenGenerationConfig.LambdaArn).toEqual(pool.LambdaConfig.PreTokenGeneration);
    // The trigger's role may read users (accountData's may too, for an export: not this test's matter).
    const readsUsers = resources
      .filter(({ resource }) => resource.Type === 'AWS::IAM::Policy' && JSON.stringify(resource.Properties?.Roles).includes('pretokengeneration'))
      .map(({ resource }) => resource.Properties as { PolicyDocument: { Statement: { Action: string | string[] }[] } })
      .filter((policy) => policy.PolicyDocument.Statement.some((statement) => [statement.Action].flat().includes('cognito-idp:AdminGetUser')));
    expect(readsUsers).toHaveLength(1);
  });

  it("records sign-ins: a post-authentication trigger writes the sign-ins table the mySignIns function reads, both given its name (issue 48)", () => {
    const { root } = deployment(type);
    const resources = allResources(root);
    const pool = resources.find(({ resource }) => resource.Type === 'AWS::Cognito::UserPool')?.resource.Properties as { LambdaConfig: { PostAuthentication?: unknown } };
    expect(pool.LambdaConfig.PostAuthentication).toBeDefined();
    const tables = resources.filter(({ logicalId, resource }) => resource.Type === 'AWS::DynamoDB::Table' && logicalId.startsWith('AccountSignIns'));
    expect(tables).toHaveLength(1);
    expect((tables[0].resource.Properties as { KeySchema: unknown }).KeySchema).toEqual([
      { AttributeName: 'userSub', KeyType: 'HASH' },
      { AttributeName: 'signInKey', KeyType: 'RANGE' },
    ]);
    const tableVariableOf = (name: string) =>
      resources
        .filter(({ resource }) => resource.Type === 'AWS::Lambda::Function')
        .filter(({ resource }) => JSON.stringify(resource.Properties?.Tags ?? []).includes(`"${name}"`))
        .map(({ resource }) => (resource.Properties as { Environment?: { Variables?: Record<string, unknown> } }).Environment?.Variables?.SIGN_INS_TABLE_NAME);
    for (const name of ['post-authentication', 'accountSignIns']) {
      expect(JSON.stringify(tableVariableOf(name))).toContain('AccountSignIns');
    }
  });

  it('lets the moderation function list the pool\'s users, and only that, to name staff for staff pages (staffNames, issue 45)', () => {
    const resources = allResources(deployment(type).root);
    // The function's many table grants overflow its inline policy: CDK moves statements to a managed one.
    const listsUsers = resources
      .filter(({ resource }) => resource.Type === 'AWS::IAM::Policy' || resource.Type === 'AWS::IAM::ManagedPolicy')
      .flatMap(({ resource }) => (resource.Properties as { PolicyDocument: { Statement: { Action: string | string[]; Resource: unknown }[] } }).PolicyDocument.Statement)
      .filter((statement) => [statement.Action].flat().includes('cognito-idp:ListUsers'));
    expect(listsUsers).toHaveLength(1);
    expect([listsUsers[0].Action].flat()).toEqual(['cognito-idp:ListUsers']);
    expect(JSON.stringify(listsUsers[0].Resource)).toContain('UserPool');
    const moderation = resources
      .filter(({ resource }) => resource.Type === 'AWS::Lambda::Function')
      .find(({ resource }) => JSON.stringify(resource.Properties?.Tags ?? []).includes('"moderation"'));
    const variables = (moderation?.resource.Properties as { Environment?: { Variables?: Record<string, unknown> } }).Environment?.Variables ?? {};
    expect(JSON.stringify(variables.USER_POOL_ID)).toContain('UserPool');
  });

  it('lets creatorRecords delete withheld evidence files and run for 30 s, for an account leaving the site (leaveMyAccount, issue 48)', () => {
    const resources = allResources(deployment(type).root);
    const policies = resources.filter(({ logicalId, resource }) => (resource.Type === 'AWS::IAM::Policy' || resource.Type === 'AWS::IAM::ManagedPolicy') && logicalId.startsWith('creatorRecords'));
    const deletes = policies
      .flatMap(({ resource }) => (resource.Properties as { PolicyDocument: { Statement: { Action: string | string[]; Resource: unknown }[] } }).PolicyDocument.Statement)
      .filter((statement) => [statement.Action].flat().some((action) => action.startsWith('s3:DeleteObject')));
    expect(JSON.stringify(deletes.map((statement) => statement.Resource))).toContain('withheld-evidence/*');
    const creatorRecords = resources
      .filter(({ resource }) => resource.Type === 'AWS::Lambda::Function')
      .find(({ resource }) => JSON.stringify(resource.Properties?.Tags ?? []).includes('"creatorRecords"'));
    expect((creatorRecords?.resource.Properties as { Timeout?: number }).Timeout).toBe(30);
  });

  it("declares the moderation queues' subscriptions (onReportRecord, onSubmitRecordReply), each with its resolver on AppSync (issue 47)", () => {
    const resources = allResources(deployment(type).root);
    const subscriptionResolvers = resources
      .filter(({ resource }) => resource.Type === 'AWS::AppSync::Resolver')
      .map(({ resource }) => resource.Properties as { TypeName?: string; FieldName?: string })
      .filter((resolver) => resolver.TypeName === 'Subscription')
      .map((resolver) => resolver.FieldName);
    expect(subscriptionResolvers).toEqual(expect.arrayContaining(['onReportRecord', 'onSubmitRecordReply']));
  });

  it('declares onRecordChange and its announceRecordChange, which the moderation and creatorRecords functions may call (issue 47)', () => {
    const resources = allResources(deployment(type).root);
    const resolvers = resources
      .filter(({ resource }) => resource.Type === 'AWS::AppSync::Resolver')
      .map(({ resource }) => resource.Properties as { TypeName?: string; FieldName?: string })
      .map((resolver) => `${resolver.TypeName}.${resolver.FieldName}`);
    expect(resolvers).toEqual(expect.arrayContaining(['Subscription.onRecordChange', 'Mutation.announceRecordChange']));
    // The schema's resource grant gives each function's role appsync:GraphQL on the API.
    const graphqlPolicies = resources.filter(
      ({ resource }) => resource.Type === 'AWS::IAM::Policy' && JSON.stringify(resource.Properties).includes('appsync:GraphQL'),
    );
    const granted = graphqlPolicies.map(({ resource }) => JSON.stringify((resource.Properties as { Roles?: unknown }).Roles));
    expect(granted.some((roles) => /moderation/i.test(roles))).toBe(true);
    expect(granted.some((roles) => /creatorRecords/i.test(roles))).toBe(true);
  });

  it('keeps the old e-mail address until the code sent to a new one is confirmed, as the local pool does (issue 48)', () => {
    const pool = allResources(deployment(type).root).find(({ resource }) => resource.Type === 'AWS::Cognito::UserPool')?.resource.Properties as {
      UserAttributeUpdateSettings?: { AttributesRequireVerificationBeforeUpdate: string[] };
      AutoVerifiedAttributes?: string[];
    };
    // Gen 2's keepOriginal for an e-mail login (backend/identity/user-pool/operations/update-user-attributes.ts is the local half).
    expect(pool.UserAttributeUpdateSettings).toEqual({ AttributesRequireVerificationBeforeUpdate: ['email'] });
    expect(pool.AutoVerifiedAttributes).toEqual(['email']);
  });

  it('runs every Node.js function on Node 22 or later, which the AWS SDK v3 requires from January 2027 (issue 44)', () => {
    const functions = allResources(deployment(type).root)
      .filter(({ resource }) => resource.Type === 'AWS::Lambda::Function')
      .map(({ logicalId, resource }) => ({
        logicalId,
        runtime: String(resource.Properties?.Runtime),
        name: ((resource.Properties?.Tags ?? []) as { Key: string; Value: string }[]).find((tag) => tag.Key === 'amplify:friendly-name')?.Value,
      }));
    // Gen 2's default for defineFunction (the oldest Node LTS Lambda runs: 22 in @aws-amplify/backend-function 1.19);
    // CDK's and Amplify's own providers run a newer Node, and CDK's bucket deployment and S3 notifications handlers Python.
    const nodeMajor = (runtime: string) => Number(/^nodejs(\d+)\.x$/.exec(runtime)?.[1] ?? NaN);
    expect(functions.filter(({ runtime }) => !(nodeMajor(runtime) >= 22) && !/^python3\.\d+$/.test(runtime)).map(({ logicalId, runtime }) => `${logicalId}: ${runtime}`)).toEqual([]);
    // The project's own functions are among them (defineFunction's; amplifyData names the table manager's).
    const ours = functions.filter(({ name }) => name && name !== 'amplifyData');
    expect(ours.map(({ name }) => name)).toEqual(expect.arrayContaining(['moderation', 'creatorRecords', 'pre-token-generation', 'post-authentication', 'figuresAggregator']));
    expect(ours.filter(({ runtime }) => !(nodeMajor(runtime) >= 22))).toEqual([]);
  });
});

/** Physical names AWS holds unique per account and region (a bucket's: everywhere), by resource type. */
const UNIQUE_NAMES: Readonly<Record<string, string>> = {
  'AWS::OSIS::Pipeline': 'PipelineName',
  'AWS::OpenSearchService::Domain': 'DomainName',
  'AWS::KinesisFirehose::DeliveryStream': 'DeliveryStreamName',
  'AWS::DynamoDB::Table': 'TableName',
  'AWS::S3::Bucket': 'BucketName',
  'AWS::IAM::Role': 'RoleName',
  'AWS::IAM::ManagedPolicy': 'ManagedPolicyName',
  'AWS::Lambda::Function': 'FunctionName',
  'AWS::Logs::LogGroup': 'LogGroupName',
};

describe('two deployments in one account and region (a sandbox beside a branch)', () => {
  it('name their search pipelines apart, each as OpenSearch Ingestion allows (3-28 of a-z, 0-9, -, a letter first)', () => {
    const names = DEPLOYMENT_TYPES.map((type) =>
      allResources(deployment(type).root)
        .filter(({ resource }) => resource.Type === 'AWS::OSIS::Pipeline')
        .map(({ resource }) => resource.Properties?.PipelineName),
    );
    for (const [name] of names) expect(name).toMatch(PIPELINE_NAME_PATTERN);
    expect(new Set(names.flat()).size).toBe(DEPLOYMENT_TYPES.length);
  });

  it('give no resource a fixed physical name the other deployment gives too', () => {
    const literalNames = (type: DeploymentType) =>
      allResources(deployment(type).root).flatMap(({ resource, logicalId }) => {
        const property = UNIQUE_NAMES[resource.Type];
        const value = property ? resource.Properties?.[property] : undefined;
        return typeof value === 'string' ? [`${resource.Type} ${logicalId}: ${value}`] : [];
      });
    const [sandbox, branch] = DEPLOYMENT_TYPES.map(literalNames);
    const branchNames = new Set(branch.map((entry) => entry.slice(entry.indexOf(': ') + 2)));
    expect(sandbox.filter((entry) => branchNames.has(entry.slice(entry.indexOf(': ') + 2)))).toEqual([]);
    // The check read something: the pipeline's name is the one literal physical name.
    expect(sandbox.some((entry) => entry.startsWith('AWS::OSIS::Pipeline'))).toBe(true);
  });
});

describe('the cycle check on templates', () => {
  it('finds the loop CloudFormation refuses between two nested stacks (the data → function → data of issue 44)', () => {
    const template = {
      Resources: {
        data: { Type: 'AWS::CloudFormation::Stack', Properties: { Parameters: { fn: { 'Fn::GetAtt': ['function', 'Outputs.FunctionArn'] } } } },
        function: { Type: 'AWS::CloudFormation::Stack', Properties: { Parameters: { table: { 'Fn::GetAtt': 'data.Outputs.TableArn' } } } },
        auth: { Type: 'AWS::CloudFormation::Stack' },
      },
    };
    expect(findDependencyCycles(template)).toEqual([['data', 'function', 'data']]);
  });

  it('follows Ref, Fn::Sub and DependsOn, and leaves parameters and pseudo parameters out', () => {
    const template = {
      Parameters: { Stage: {} },
      Resources: {
        a: { Type: 'X', Properties: { Name: { 'Fn::Sub': '${b.Arn}-${Stage}-${AWS::Region}' } } },
        b: { Type: 'X', Properties: { Name: { Ref: 'Stage' } }, DependsOn: ['c'] },
        c: { Type: 'X', Properties: { Name: { 'Fn::Join': ['', [{ Ref: 'a' }]] } } },
      },
    };
    expect(findDependencyCycles(template)).toEqual([['a', 'b', 'c', 'a']]);
    delete (template.Resources.b as { DependsOn?: string[] }).DependsOn;
    expect(findDependencyCycles(template)).toEqual([]);
  });
});
