import { ENTITY_ID_TOKEN } from './collect-access-rules';

/**
 * Gen 2's checks on the declared paths (ampx refuses to deploy without them), repeated so the
 * local backend refuses the same declarations at start instead of deciding them differently.
 */
export function validateStoragePaths(paths: string[]): void {
  for (const path of paths) {
    const problem = findPathProblem(path, paths);
    if (problem) throw new Error(`Storage access path ${path}: ${problem}`);
  }
}

function findPathProblem(path: string, paths: string[]): string | null {
  if (path.startsWith('/')) return 'must not start with "/".';
  if (!path.endsWith('/*')) return 'must end with "/*".';
  if (path.includes('//')) return 'must not contain "//".';
  if (path.indexOf('*') < path.length - 1) return 'wildcards are only allowed as the final part.';
  const parents = paths.filter((other) => other !== path && path.startsWith(other.replaceAll('*', '')));
  if (parents.length > 1) return `only one other path may be a prefix of it (found ${parents.join(', ')}).`;
  if (!path.includes(ENTITY_ID_TOKEN)) return null;
  if (parents.length > 0) return `no other path may be a prefix of a path holding ${ENTITY_ID_TOKEN}.`;
  const [before, after, extra] = path.split(ENTITY_ID_TOKEN);
  if (extra !== undefined) return `${ENTITY_ID_TOKEN} may appear only once.`;
  if (after !== '/*') return `${ENTITY_ID_TOKEN} must be the last part before the final wildcard.`;
  if (before === '') return `${ENTITY_ID_TOKEN} must not be the first part.`;
  if (!before.endsWith('/')) return `the part holding ${ENTITY_ID_TOKEN} must hold nothing else.`;
  return null;
}
