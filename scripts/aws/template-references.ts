import type { CfnResource, CfnTemplate, StackTemplate } from './cloud-assembly';

/** A reference in a template: `Ref` (no attribute) or `Fn::GetAtt`, and `${…}` in `Fn::Sub`. */
export interface Reference {
  target: string;
  attribute?: string;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function referencesInSub(text: string, variables: ReadonlySet<string>): Reference[] {
  const found: Reference[] = [];
  for (const [, inner] of text.matchAll(/\$\{([^!}][^}]*)\}/g)) {
    const [target, ...attribute] = inner.split('.');
    if (!variables.has(target)) found.push({ target, ...(attribute.length ? { attribute: attribute.join('.') } : {}) });
  }
  return found;
}

/** The `Ref`, `Fn::GetAtt` and `Fn::Sub` references anywhere in a template value, pseudo parameters left out. */
export function referencesIn(value: unknown): Reference[] {
  const found: Reference[] = [];
  const visit = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!isObject(node)) return;
    const keys = Object.keys(node);
    if (keys.length === 1 && keys[0] === 'Ref' && typeof node.Ref === 'string') found.push({ target: node.Ref });
    else if (keys.length === 1 && keys[0] === 'Fn::GetAtt') {
      const getAtt = node['Fn::GetAtt'];
      const [target, ...attribute] = typeof getAtt === 'string' ? getAtt.split('.') : (getAtt as unknown[]).map(String);
      found.push({ target, attribute: attribute.join('.') });
    } else if (keys.length === 1 && keys[0] === 'Fn::Sub') {
      const sub = node['Fn::Sub'];
      const [text, variables] = typeof sub === 'string' ? [sub, {}] : (sub as [string, Record<string, unknown>]);
      found.push(...referencesInSub(text, new Set(Object.keys(variables ?? {}))));
      visit(variables);
    } else Object.values(node).forEach(visit);
  };
  visit(value);
  return found.filter((reference) => !reference.target.startsWith('AWS::'));
}

/** The resources of the same template that `resource` waits for: what it references, and its DependsOn. */
export function dependenciesOf(resource: CfnResource, template: CfnTemplate): Set<string> {
  const resources = template.Resources ?? {};
  const dependsOn = typeof resource.DependsOn === 'string' ? [resource.DependsOn] : (resource.DependsOn ?? []);
  const referenced = referencesIn(resource.Properties).map((reference) => reference.target);
  return new Set([...dependsOn, ...referenced].filter((id) => Object.hasOwn(resources, id)));
}

/** A resource a value ends at, after following parameters up and nested stacks' outputs down. */
export interface ResolvedReference extends Reference {
  stack: StackTemplate;
}

/**
 * What a value in `stack` refers to in the end. A nested stack's parameter is what its parent
 * passes in, and a parent's `Fn::GetAtt [child, Outputs.X]` is the child's output X: both are
 * followed, so a table name handed from the data stack to a function is traced to its table.
 */
export function resolveReferences(stack: StackTemplate, value: unknown, seen = new Set<string>()): ResolvedReference[] {
  return referencesIn(value).flatMap((reference): ResolvedReference[] => {
    const key = `${stack.path}|${reference.target}|${reference.attribute ?? ''}`;
    if (seen.has(key)) return [];
    seen.add(key);
    const { Parameters = {}, Resources = {} } = stack.template;
    if (Object.hasOwn(Parameters, reference.target)) {
      const parent = stack.parent;
      const passed = parent?.stack.template.Resources?.[parent.logicalId]?.Properties?.Parameters as Record<string, unknown> | undefined;
      if (!parent || !passed || !Object.hasOwn(passed, reference.target)) return [{ stack, ...reference }];
      return resolveReferences(parent.stack, passed[reference.target], seen);
    }
    const child = stack.children.get(reference.target);
    const output = reference.attribute?.startsWith('Outputs.') ? reference.attribute.slice('Outputs.'.length) : null;
    if (child && output !== null) {
      const outputs = child.template.Outputs ?? {};
      if (!Object.hasOwn(outputs, output)) return [{ stack, ...reference }];
      return resolveReferences(child, outputs[output].Value, seen);
    }
    return Object.hasOwn(Resources, reference.target) ? [{ stack, ...reference }] : [];
  });
}
