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
import { indexNameOf } from './functions/shared/dynamodb-records-port';
import { modelTablesOf } from './functions/test-support/model-tables';
import { allResources, allStacks, readCloudAssembly, type StackTemplate } from '../scripts/aws/cloud-assembly';
import { functionTableUsesOf } from '../scripts/aws/function-table-uses';
import { PROJECT_ROOT, runAmplifySynth, type DeploymentType, type SynthResult } from '../scripts/aws/run-synth';
import { synthesisedFunctionsOf, synthesisedTablesOf, type SynthesisedTable } from '../scripts/aws/synthesised-tables';
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

  it('sends analytics to a Firehose delivery stream on the bucket, which the identity roles may put records on, and has no Pinpoint app', () => {
    const resources = allResources(deployment(type).root);
    expect(resources.filter(({ resource }) => resource.Type.startsWith('AWS::Pinpoint::'))).toEqual([]);
    const streams = resources.filter(({ resource }) => resource.Type === 'AWS::KinesisFirehose::DeliveryStream');
    expect(streams).toHaveLength(1);
    const destination = (streams[0].resource.Properties as { ExtendedS3DestinationConfiguration: { Prefix: string } }).ExtendedS3DestinationConfiguration;
    expect(destination.Prefix).toBe('analytics/year=!{timestamp:yyyy}/month=!{timestamp:MM}/day=!{timestamp:dd}/');
    const grants = resources
      .filter(({ resource }) => resource.Type === 'AWS::IAM::Policy')
      .flatMap(({ resource }) => (resource.Properties as { PolicyDocument: { Statement: { Action: string | string[]; Resource: unknown }[] }; Roles?: unknown[] }))
      .filter((policy) => JSON.stringify(policy.PolicyDocument.Statement).includes('firehose:Put'));
    expect(grants).toHaveLength(1);
    expect(grants[0].PolicyDocument.Statement).toEqual([
      { Action: ['firehose:PutRecord', 'firehose:PutRecordBatch'], Effect: 'Allow', Resource: { 'Fn::GetAtt': [streams[0].logicalId, 'Arn'] } },
    ]);
    expect(grants[0].Roles).toHaveLength(2);
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
