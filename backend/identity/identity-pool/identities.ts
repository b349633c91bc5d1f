import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../core/database/database';

export interface IdentityRecord {
  identityId: string;
  /** The user-pool sub the identity belongs to; null for a guest identity. */
  userSub: string | null;
}

const IDENTITY_ID_PATTERN = /^[\w-]+:[0-9a-f-]{36}$/;

export function isIdentityIdFormat(identityId: string): boolean {
  return IDENTITY_ID_PATTERN.test(identityId);
}

export async function createGuestIdentity(db: Queryable, region: string): Promise<IdentityRecord> {
  const identityId = `${region}:${randomUUID()}`;
  await db.query('INSERT INTO identity_pool_identities (identity_id) VALUES ($1)', [identityId]);
  return { identityId, userSub: null };
}

/** The one identity of a signed-in user, created on first use; concurrent first uses agree. */
export async function findOrCreateUserIdentity(db: Queryable, region: string, sub: string): Promise<IdentityRecord> {
  await db.query(
    'INSERT INTO identity_pool_identities (identity_id, user_sub) VALUES ($1, $2) ON CONFLICT (user_sub) DO NOTHING',
    [`${region}:${randomUUID()}`, sub],
  );
  const { rows } = await db.query<{ identity_id: string }>(
    'SELECT identity_id FROM identity_pool_identities WHERE user_sub = $1',
    [sub],
  );
  return { identityId: String(rows[0]?.identity_id), userSub: sub };
}

export async function findIdentity(db: Queryable, identityId: string): Promise<IdentityRecord | null> {
  if (!isIdentityIdFormat(identityId)) return null;
  const { rows } = await db.query('SELECT identity_id, user_sub FROM identity_pool_identities WHERE identity_id = $1', [
    identityId,
  ]);
  const [row] = rows;
  return row ? { identityId: String(row.identity_id), userSub: (row.user_sub as string | null) ?? null } : null;
}

/**
 * Binds a guest identity to a user who signs in on the same device; false when the user already
 * has an identity (or the guest identity was taken meanwhile).
 */
export async function linkGuestIdentity(db: Queryable, identityId: string, sub: string): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE identity_pool_identities SET user_sub = $2, last_seen_at = now()
      WHERE identity_id = $1 AND user_sub IS NULL
        AND NOT EXISTS (SELECT 1 FROM identity_pool_identities WHERE user_sub = $2)
      RETURNING identity_id`,
    [identityId, sub],
  );
  return rows.length > 0;
}

export async function touchIdentity(db: Queryable, identityId: string): Promise<void> {
  await db.query('UPDATE identity_pool_identities SET last_seen_at = now() WHERE identity_id = $1', [identityId]);
}
