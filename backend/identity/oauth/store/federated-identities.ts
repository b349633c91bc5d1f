import type { Queryable } from '../../../core/database/database';

/** The pool user linked to a provider's subject, noting the sign-in. */
export async function findLinkedUserSub(db: Queryable, providerName: string, providerSubject: string, now: Date): Promise<string | null> {
  const { rows } = await db.query(
    `UPDATE oauth_federated_identities SET last_sign_in_at = $3
      WHERE provider_name = $1 AND provider_subject = $2 RETURNING user_sub`,
    [providerName, providerSubject, now],
  );
  return rows[0] ? String(rows[0].user_sub) : null;
}

/** Links the provider's subject to a user; false when it is already linked (a racing first sign-in). */
export async function linkFederatedIdentity(
  db: Queryable,
  input: { providerName: string; providerSubject: string; userSub: string; now: Date },
): Promise<boolean> {
  const { rows } = await db.query(
    `INSERT INTO oauth_federated_identities (provider_name, provider_subject, user_sub, created_at, last_sign_in_at)
     VALUES ($1, $2, $3, $4, $4) ON CONFLICT DO NOTHING RETURNING user_sub`,
    [input.providerName, input.providerSubject, input.userSub, input.now],
  );
  return rows.length > 0;
}

export interface FederatedIdentityRow {
  providerName: string;
  providerSubject: string;
  createdAt: Date;
}

/** A user's identities at external providers, the first linked first. */
export async function listFederatedIdentities(db: Queryable, userSub: string): Promise<FederatedIdentityRow[]> {
  const { rows } = await db.query(
    'SELECT provider_name, provider_subject, created_at FROM oauth_federated_identities WHERE user_sub = $1 ORDER BY created_at, provider_name',
    [userSub],
  );
  return rows.map((row) => ({ providerName: String(row.provider_name), providerSubject: String(row.provider_subject), createdAt: new Date(row.created_at as string) }));
}
