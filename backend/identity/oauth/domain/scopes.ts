import type { OAuthScope } from '../../../../amplify/auth/hosted-ui';

/**
 * The scopes an authorization request asks for, each one the pool grants. No `scope` at all
 * means all of them (Cognito grants the app client's scopes). Unknown ones are returned apart.
 */
export function parseRequestedScopes(
  value: string | undefined,
  allowed: readonly OAuthScope[],
): { scopes: OAuthScope[]; unknown: string[] } {
  const requested = [...new Set((value ?? '').split(/[ +]+/).filter(Boolean))];
  if (requested.length === 0) return { scopes: [...allowed], unknown: [] };
  const isAllowed = (scope: string): scope is OAuthScope => (allowed as readonly string[]).includes(scope);
  return { scopes: requested.filter(isAllowed), unknown: requested.filter((scope) => !isAllowed(scope)) };
}

export function hasScope(scope: string, wanted: OAuthScope): boolean {
  return scope.split(' ').includes(wanted);
}
