import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The parts of a CloudFormation template these checks read. */
export interface CfnResource {
  Type: string;
  Properties?: Record<string, unknown>;
  DependsOn?: string | string[];
}
export interface CfnTemplate {
  Parameters?: Record<string, unknown>;
  Resources?: Record<string, CfnResource>;
  Outputs?: Record<string, { Value: unknown }>;
}

/** One stack of the deployment: the root stack, or a nested stack under its parent's resource. */
export interface StackTemplate {
  /** Logical ids from the root down (`root/data7552DF31/…`), to name a stack in a message. */
  path: string;
  file: string;
  template: CfnTemplate;
  parent?: { stack: StackTemplate; logicalId: string };
  children: Map<string, StackTemplate>;
}

export const NESTED_STACK_TYPE = 'AWS::CloudFormation::Stack';

const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8'));

/** The templates the assets manifests publish, by the object key a TemplateURL names (`<hash>.json`). */
function templateFilesByKey(outdir: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const name of readdirSync(outdir).filter((file) => file.endsWith('.assets.json'))) {
    const manifest = readJson(join(outdir, name)) as { files?: Record<string, { source: { path: string }; destinations: Record<string, { objectKey: string }> }> };
    for (const asset of Object.values(manifest.files ?? {}))
      for (const { objectKey } of Object.values(asset.destinations)) files.set(objectKey, asset.source.path);
  }
  return files;
}

/** Reads a synthesised cloud assembly: each top-level stack with its nested stacks as a tree. */
export function readCloudAssembly(outdir: string): StackTemplate[] {
  const manifest = readJson(join(outdir, 'manifest.json')) as { artifacts: Record<string, { type: string; properties?: { templateFile?: string } }> };
  const byKey = templateFilesByKey(outdir);
  const load = (file: string, path: string, parent?: StackTemplate['parent']): StackTemplate => {
    const stack: StackTemplate = { path, file, template: readJson(join(outdir, file)), parent, children: new Map() };
    for (const [logicalId, resource] of Object.entries(stack.template.Resources ?? {})) {
      if (resource.Type !== NESTED_STACK_TYPE) continue;
      const key = /[0-9a-f]{64}\.json/.exec(JSON.stringify(resource.Properties?.TemplateURL))?.[0];
      const child = key && byKey.get(key);
      if (!child) throw new Error(`${path}/${logicalId}: no template in the assembly for its TemplateURL.`);
      stack.children.set(logicalId, load(child, `${path}/${logicalId}`, { stack, logicalId }));
    }
    return stack;
  };
  return Object.values(manifest.artifacts)
    .filter((artifact) => artifact.type === 'aws:cloudformation:stack' && artifact.properties?.templateFile)
    .map((artifact) => load(artifact.properties!.templateFile!, 'root'));
}

/** Every stack of the tree, the root first. */
export function allStacks(root: StackTemplate): StackTemplate[] {
  return [root, ...[...root.children.values()].flatMap(allStacks)];
}

/** Every resource of every stack, with the stack it sits in. */
export function allResources(root: StackTemplate): { stack: StackTemplate; logicalId: string; resource: CfnResource }[] {
  return allStacks(root).flatMap((stack) => Object.entries(stack.template.Resources ?? {}).map(([logicalId, resource]) => ({ stack, logicalId, resource })));
}
