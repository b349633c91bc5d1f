import type { CfnTemplate } from './cloud-assembly';
import { dependenciesOf } from './template-references';

/**
 * The dependency cycles among a template's resources (through Ref, Fn::GetAtt, Fn::Sub and
 * DependsOn), each as the logical ids around the loop with the first repeated at the end:
 * `['data7552DF31', 'function1351588B', 'data7552DF31']`. CloudFormation refuses such a template,
 * but only when it is deployed; `cdk synth` writes it without complaint.
 */
export function findDependencyCycles(template: CfnTemplate): string[][] {
  const resources = template.Resources ?? {};
  const edges = new Map(Object.entries(resources).map(([id, resource]) => [id, [...dependenciesOf(resource, template)]]));
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const cycles: string[][] = [];
  const visit = (id: string) => {
    state.set(id, 'open');
    path.push(id);
    for (const next of edges.get(id) ?? []) {
      if (state.get(next) === 'open') cycles.push([...path.slice(path.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    path.pop();
    state.set(id, 'done');
  };
  for (const id of edges.keys()) if (!state.has(id)) visit(id);
  return cycles;
}
