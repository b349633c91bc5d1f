import type { StorageAccess } from '../../../amplify/storage/access';

type StorageAccessBuilder = Parameters<StorageAccess>[0];
type StorageAccessDefinition = ReturnType<StorageAccessBuilder['guest']['to']>;
type DeclaredAction = StorageAccessDefinition['actions'][number];

/** The four things a rule can allow; Gen 2's `read` is shorthand for get and list. */
export type StorageAction = 'get' | 'list' | 'write' | 'delete';

/** Who a rule speaks of, as Gen 2's `allow` builder names them. */
export type StoragePrincipal =
  | { kind: 'guest' }
  | { kind: 'authenticated' }
  | { kind: 'groups'; groupNames: string[] }
  | { kind: 'entity'; entityId: 'identity' };

export interface StorageAccessRule {
  /** The declared path, e.g. `profile-avatar/{entity_id}/*`. */
  path: string;
  principal: StoragePrincipal;
  actions: StorageAction[];
  /** Gen 2's ids for the principal (`guest`, `authenticated`, `groupsADMINS`, `entityidentity`). */
  definitionIds: string[];
  /** What Gen 2 puts in place of `{entity_id}`: a wildcard, or the identity-id policy variable. */
  idSubstitution: string;
}

/** The IAM policy variable Gen 2 writes for `{entity_id}`; the local backend puts the caller's identity id there. */
export const ENTITY_ID_VARIABLE = '${cognito-identity.amazonaws.com:sub}';
export const ENTITY_ID_TOKEN = '{entity_id}';

/**
 * Runs the declared `access` callback with a builder that records each rule as data instead of
 * wiring IAM roles (which only a deployment has). Ids and substitutions are Gen 2's own, so the
 * rules read the same as the deployed policies.
 */
export function collectAccessRules(access: StorageAccess): StorageAccessRule[] {
  const principals = new WeakMap<StorageAccessDefinition, StoragePrincipal>();
  const define = (principal: StoragePrincipal, definitionIds: string[], idSubstitution: string) => ({
    to: (actions: DeclaredAction[]): StorageAccessDefinition => {
      const definition: StorageAccessDefinition = {
        // Acceptors attach policies to deployed roles; locally the rules are evaluated instead.
        getResourceAccessAcceptors: [],
        uniqueDefinitionIdValidations: definitionIds.map((uniqueDefinitionId) => ({
          uniqueDefinitionId,
          validationErrorOptions: {
            message: `Access for ${uniqueDefinitionId} is specified more than once on one path.`,
            resolution: 'Combine the access definitions for one principal on a path into one rule.',
          },
        })),
        actions,
        idSubstitution,
      };
      principals.set(definition, principal);
      return definition;
    },
  });
  const builder: StorageAccessBuilder = {
    guest: define({ kind: 'guest' }, ['guest'], '*'),
    authenticated: define({ kind: 'authenticated' }, ['authenticated'], '*'),
    groups: (groupNames) => define({ kind: 'groups', groupNames }, groupNames.map((name) => `groups${name}`), '*'),
    entity: (entityId) => define({ kind: 'entity', entityId }, [`entity${entityId}`], ENTITY_ID_VARIABLE),
    resource: () => {
      throw new Error('allow.resource(…) grants a deployed function access; the local backend has no functions to grant it to.');
    },
  };

  const rules: StorageAccessRule[] = [];
  for (const [path, definitions] of Object.entries(access(builder))) {
    const seenIds = new Set<string>();
    for (const definition of definitions) {
      const principal = principals.get(definition);
      if (!principal) throw new Error(`Storage path ${path}: a rule was not made with the allow builder.`);
      const definitionIds = definition.uniqueDefinitionIdValidations.map(({ uniqueDefinitionId }) => uniqueDefinitionId);
      for (const id of definitionIds) {
        if (seenIds.has(id)) throw new Error(`Storage path ${path}: access for ${id} is specified more than once.`);
        seenIds.add(id);
      }
      const actions = [...new Set(definition.actions.flatMap((action) => (action === 'read' ? ['get', 'list'] : [action])))];
      rules.push({ path, principal, actions: actions as StorageAction[], definitionIds, idSubstitution: definition.idSubstitution });
    }
  }
  return rules;
}
