import type { JWK } from 'jose';
import type { Queryable } from '../../../core/database/database';
import { generateSigningKey, type SigningKey } from '../../domain/signing-keys';
import { toDate } from './rows';

/** A key as the table keeps it: its generation (the highest signs) and when it became the signer. */
export interface StoredSigningKey extends SigningKey {
  generation: number;
  createdAt: Date;
}

function parseJwk(value: unknown): JWK {
  return (typeof value === 'string' ? JSON.parse(value) : value) as JWK;
}

async function readSigningKeys(db: Queryable): Promise<StoredSigningKey[]> {
  const { rows } = await db.query(
    'SELECT generation, kid, private_jwk, public_jwk, created_at FROM user_pool_signing_keys ORDER BY generation DESC',
  );
  return rows.map((row) => ({
    generation: Number(row.generation),
    kid: String(row.kid),
    privateJwk: parseJwk(row.private_jwk),
    publicJwk: parseJwk(row.public_jwk),
    createdAt: toDate(row.created_at),
  }));
}

/**
 * The pool's RS256 keys, newest first. The first start makes generation 1; instances starting
 * together race on that primary key and all read back the single winner.
 */
export async function loadSigningKeys(db: Queryable): Promise<StoredSigningKey[]> {
  const keys = await readSigningKeys(db);
  if (keys.length > 0) return keys;
  const key = await generateSigningKey();
  await db.query(
    `INSERT INTO user_pool_signing_keys (generation, kid, private_jwk, public_jwk)
     VALUES (1, $1, $2::jsonb, $3::jsonb) ON CONFLICT DO NOTHING`,
    [key.kid, JSON.stringify(key.privateJwk), JSON.stringify(key.publicJwk)],
  );
  return readSigningKeys(db);
}

/** Makes `key` the signer: the next generation, signing from `now` on. */
export async function insertNextSigningKey(db: Queryable, key: SigningKey, now: Date): Promise<StoredSigningKey> {
  const { rows } = await db.query(
    `INSERT INTO user_pool_signing_keys (generation, kid, private_jwk, public_jwk, created_at)
     SELECT COALESCE(MAX(generation), 0) + 1, $1, $2::jsonb, $3::jsonb, $4 FROM user_pool_signing_keys
     RETURNING generation`,
    [key.kid, JSON.stringify(key.privateJwk), JSON.stringify(key.publicJwk), now],
  );
  return { ...key, generation: Number(rows[0]?.generation), createdAt: now };
}

/** Removes keys from the table, and so from every instance's JWKS at its next reload. */
export async function deleteSigningKeys(db: Queryable, generations: readonly number[]): Promise<void> {
  if (generations.length === 0) return;
  await db.query('DELETE FROM user_pool_signing_keys WHERE generation = ANY($1::int[])', [[...generations]]);
}
