import type { Queryable } from '../../../core/database/database';
import type { IdentityClaim } from '../../domain/tokens';
import { listFederatedIdentities, type FederatedIdentityRow } from '../store/federated-identities';

/** Cognito's own provider names are their types too; every other provider is an OpenID Connect one. */
const BUILT_IN_PROVIDER_TYPES = new Set(['Google', 'Facebook', 'LoginWithAmazon', 'SignInWithApple']);

/** Cognito's `identities` claim for a user's linked providers: the first linked is primary. */
export function toIdentitiesClaim(rows: readonly FederatedIdentityRow[]): IdentityClaim[] {
  return rows.map((row, index) => ({
    userId: row.providerSubject,
    providerName: row.providerName,
    providerType: BUILT_IN_PROVIDER_TYPES.has(row.providerName) ? row.providerName : 'OIDC',
    issuer: null,
    primary: index === 0 ? 'true' : 'false',
    dateCreated: String(row.createdAt.getTime()),
  }));
}

/** The `identities` claim of a user's id tokens (empty for a user who never signed in through a provider). */
export async function readIdentitiesClaim(db: Queryable, userSub: string): Promise<IdentityClaim[]> {
  return toIdentitiesClaim(await listFederatedIdentities(db, userSub));
}
