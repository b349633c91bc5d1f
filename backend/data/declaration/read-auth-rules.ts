import type { AuthProvider, AuthRule, AuthStrategy, ModelOperation } from './data-model';

const ALL_OPERATIONS: ModelOperation[] = ['create', 'get', 'list', 'update', 'delete'];
/** Gen 2's default owner claim (the transformer's useSubUsernameForDefaultIdentityClaim). */
const DEFAULT_OWNER_CLAIMS = ['sub', 'username'];

/** The `rules` argument of a model's @auth directive, with the transformer's defaults filled in. */
export function readRules(rules: unknown): AuthRule[] {
  if (!Array.isArray(rules)) return [];
  return rules.map((raw) => normalizeRule(raw as Record<string, unknown>));
}

/** Fills in the defaults the AppSync transformer applies to each @auth rule. */
function normalizeRule(raw: Record<string, unknown>): AuthRule {
  const strategy = String(raw.allow) as AuthStrategy;
  const defaultProvider: AuthProvider = strategy === 'public' ? 'apiKey' : 'userPools';
  const provider = normalizeProvider(raw.provider, defaultProvider);
  const operations = Array.isArray(raw.operations)
    ? raw.operations.flatMap((operation) => expandOperation(String(operation)))
    : ALL_OPERATIONS;
  const rule: AuthRule = { strategy, provider, operations: [...new Set(operations)] };
  if (strategy === 'owner') {
    rule.ownerField = typeof raw.ownerField === 'string' ? raw.ownerField : 'owner';
    rule.identityClaims =
      typeof raw.identityClaim === 'string' ? raw.identityClaim.split('::') : DEFAULT_OWNER_CLAIMS;
  }
  if (strategy === 'groups') {
    rule.groups = Array.isArray(raw.groups) ? raw.groups.map(String) : [];
    rule.groupClaim = typeof raw.groupClaim === 'string' ? raw.groupClaim : 'cognito:groups';
  }
  return rule;
}

function normalizeProvider(value: unknown, fallback: AuthProvider): AuthProvider {
  if (value === undefined || value === null) return fallback;
  const provider = String(value);
  if (provider === 'identityPool') return 'iam';
  if (['apiKey', 'userPools', 'iam', 'oidc', 'function'].includes(provider)) return provider as AuthProvider;
  throw new Error(`Unknown auth provider ${provider}.`);
}

function expandOperation(operation: string): ModelOperation[] {
  if (operation === 'read') return ['get', 'list'];
  if (
    operation === 'create' ||
    operation === 'update' ||
    operation === 'delete' ||
    operation === 'get' ||
    operation === 'list'
  ) {
    return [operation];
  }
  // listen, sync and search concern subscriptions, DataStore and OpenSearch, which this API does not serve.
  return [];
}
