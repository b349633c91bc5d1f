import type { Queryable } from '../../core/database/database';

/**
 * A counter stored beside the secrets (backend_secrets): every rotation of a signing key,
 * operator credentials or the identity-credentials secret raises it in the same transaction, so
 * an instance notices a rotation by reading one short row instead of every key.
 */
export const KEYS_VERSION_SECRET = 'identity.keys-version';

/** The current keys version; '0' before the first rotation. */
export async function readKeysVersion(db: Queryable): Promise<string> {
  const { rows } = await db.query<{ value: string }>('SELECT value FROM backend_secrets WHERE name = $1', [
    KEYS_VERSION_SECRET,
  ]);
  return rows[0]?.value ?? '0';
}

/** Raises the keys version (inside the rotation's transaction); returns the new one. */
export async function bumpKeysVersion(tx: Queryable): Promise<string> {
  const { rows } = await tx.query<{ value: string }>(
    `INSERT INTO backend_secrets (name, value) VALUES ($1, '1')
     ON CONFLICT (name) DO UPDATE SET value = (backend_secrets.value::bigint + 1)::text
     RETURNING value`,
    [KEYS_VERSION_SECRET],
  );
  return String(rows[0]?.value);
}

/**
 * Stores a new value under a secret's name (getOrCreateSecret in core only ever creates);
 * created_at then says when it was rotated.
 */
export async function replaceSecret(tx: Queryable, name: string, value: string): Promise<void> {
  await tx.query(
    `INSERT INTO backend_secrets (name, value) VALUES ($1, $2)
     ON CONFLICT (name) DO UPDATE SET value = EXCLUDED.value, created_at = now()`,
    [name, value],
  );
}
