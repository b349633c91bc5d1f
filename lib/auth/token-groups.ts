/** The groups a token's claims name (`cognito:groups`): its strings, none when absent or malformed. */
export function groupsOfClaims(claims: Record<string, unknown> | undefined): string[] {
  const groups = claims?.['cognito:groups'];
  return Array.isArray(groups) ? groups.filter((group): group is string => typeof group === 'string') : [];
}
