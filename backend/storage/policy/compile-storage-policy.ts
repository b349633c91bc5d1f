import type { StorageAccess } from '../../../amplify/storage/access';
import {
  collectAccessRules,
  ENTITY_ID_VARIABLE,
  type StorageAction,
  type StoragePrincipal,
} from './collect-access-rules';
import { validateStoragePaths } from './validate-storage-paths';

/** The identity-pool roles Gen 2 attaches storage policies to. */
export type IamRole = 'guest' | 'authenticated' | `group:${string}`;

/** What one role may do with one action: IAM resource patterns (`public/*`), where deny wins. */
export interface ActionGrant {
  allow: string[];
  deny: string[];
}

export interface StoragePolicy {
  roles: ReadonlyMap<IamRole, ReadonlyMap<StorageAction, ActionGrant>>;
  /** The declared groups that have roles, lowest precedence (the one Cognito prefers) first. */
  groupsByPrecedence: readonly string[];
  /** Gen 2's `paths` for the bucket in amplify_outputs.json. */
  paths: Record<string, Record<string, StorageAction[]>>;
}

export interface PolicyOptions {
  groups: readonly { name: string; precedence: number }[];
  isGuestAccessEnabled: boolean;
}

/**
 * The declared rules as the policies `ampx` would attach to each role, following Gen 2's
 * StorageAccessOrchestrator step by step: `{entity_id}` becomes `*` for guests, signed-in users and
 * groups and the identity-id variable for the entity; a role allowed on a path is denied on a
 * nested declared path unless allowed there too (except the owner's own folder).
 */
export function compileStoragePolicy(access: StorageAccess, options: PolicyOptions): StoragePolicy {
  const rules = collectAccessRules(access);
  validateStoragePaths([...new Set(rules.map((rule) => rule.path))]);
  const declaredGroups = new Set(options.groups.map((group) => group.name));

  const grants = new Map<IamRole, Map<StorageAction, { allow: Set<string>; deny: Set<string> }>>();
  const denyByDefault = new Map<string, ((nestedPath: string) => void)[]>();
  const paths: StoragePolicy['paths'] = {};

  for (const rule of rules) {
    const prefix = substituteEntityId(rule.path, rule.idSubstitution);
    paths[prefix] = { ...paths[prefix], ...Object.fromEntries(rule.definitionIds.map((id) => [id, rule.actions])) };
    for (const role of rolesOf(rule.principal, declaredGroups, rule.path)) {
      if (role === 'guest' && !options.isGuestAccessEnabled) continue;
      const byAction = grants.get(role) ?? new Map();
      grants.set(role, byAction);
      for (const action of rule.actions) {
        const grant = byAction.get(action) ?? { allow: new Set<string>(), deny: new Set<string>() };
        byAction.set(action, grant);
        grant.allow.add(prefix);
        const callbacks = denyByDefault.get(prefix) ?? [];
        denyByDefault.set(prefix, callbacks);
        callbacks.push((nestedPath) => {
          if (!grant.allow.has(nestedPath)) grant.deny.add(nestedPath);
        });
      }
    }
  }

  const allPaths = [...denyByDefault.keys()];
  for (const path of allPaths) {
    const parent = findParent(path, allPaths);
    if (!parent || parent === path.replaceAll(`${ENTITY_ID_VARIABLE}/`, '')) continue;
    for (const deny of denyByDefault.get(parent) ?? []) deny(path);
  }

  const roles = new Map<IamRole, Map<StorageAction, ActionGrant>>();
  for (const [role, byAction] of grants) {
    roles.set(
      role,
      new Map([...byAction].map(([action, { allow, deny }]) => [action, { allow: withoutNestedPaths(allow), deny: [...deny] }])),
    );
  }
  const groupsByPrecedence = [...options.groups].sort((a, b) => a.precedence - b.precedence).map((group) => group.name);
  return { roles, groupsByPrecedence, paths };
}

function rolesOf(principal: StoragePrincipal, declaredGroups: Set<string>, path: string): IamRole[] {
  switch (principal.kind) {
    case 'guest':
      return ['guest'];
    case 'authenticated':
    case 'entity':
      return ['authenticated'];
    case 'groups':
      return principal.groupNames.map((name) => {
        if (!declaredGroups.has(name)) throw new Error(`Storage path ${path} names group ${name}, which defineAuth does not declare.`);
        return `group:${name}` as const;
      });
  }
}

function substituteEntityId(path: string, idSubstitution: string): string {
  const prefix = path.replaceAll('{entity_id}', idSubstitution);
  // `foo/{entity_id}/*` read for everyone is `foo/*/*`, which Gen 2 shortens to `foo/*`.
  return prefix.endsWith('/*/*') ? prefix.slice(0, -2) : prefix;
}

function findParent(path: string, paths: string[]): string | undefined {
  return paths.find((other) => other !== path && path.startsWith(other.replaceAll('*', '')));
}

function withoutNestedPaths(paths: Set<string>): string[] {
  const all = [...paths];
  return all.filter((path) => !findParent(path, all));
}
