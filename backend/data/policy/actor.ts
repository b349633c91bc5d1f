/** Who is calling, as the authorization layer sees it (one per request, from the auth header). */
export type Actor =
  | { mode: 'apiKey' }
  | {
      mode: 'userPool';
      sub: string;
      /** The access token's `username` (Cognito's internal name; the sub in an e-mail pool). */
      username: string;
      groups: string[];
      /** Every claim of the token, for rules that name another claim. */
      claims: Record<string, unknown>;
    }
  | {
      mode: 'iam';
      role: 'authenticated' | 'unauthenticated';
      identityId: string;
      sub: string | null;
      groups: string[];
    };

/** The value Gen 2 stores in an owner field for this caller (`<sub>::<username>`), or null. */
export function ownerValueOf(actor: Actor, identityClaims: string[]): string | null {
  const parts = identityClaims.map((claim) => readClaim(actor, claim));
  if (parts.some((part) => part === null)) return null;
  return parts.join('::');
}

/**
 * Every owner-field value that counts as this caller's: the combined claim plus each claim on its
 * own, as the AppSync resolvers accept (records written by Gen 1 apps hold only the username).
 */
export function ownerValuesOf(actor: Actor, identityClaims: string[]): string[] {
  const combined = ownerValueOf(actor, identityClaims);
  if (combined === null) return [];
  const single =
    identityClaims.length > 1 ? identityClaims.map((claim) => readClaim(actor, claim) as string) : [];
  return [...new Set([combined, ...single])];
}

function readClaim(actor: Actor, claim: string): string | null {
  if (actor.mode !== 'userPool') return null;
  if (claim === 'sub') return actor.sub;
  // AppSync reads `username` and falls back to `cognito:username` (id tokens carry only the latter).
  if (claim === 'username' || claim === 'cognito:username') return actor.username;
  // Only the token's own claims: a rule naming `constructor` finds nothing.
  const value = Object.hasOwn(actor.claims, claim) ? actor.claims[claim] : undefined;
  return typeof value === 'string' ? value : null;
}
