import type { JWK } from 'jose';
import type { Queryable } from '../../../core/database/database';
import { generateSigningKey, type SigningKey } from '../../domain/signing-keys';

function parseJwk(value: unknown): JWK {
  return (typeof value === 'string' ? JSON.parse(value) : value) as JWK;
}

/**
 * The pool's RS256 keys, newest first. The first start makes generation 1; instances starting
 * together race on that primary key and all read back the single winner.
 */
export async function loadSigningKeys(db: Queryable): Promise<SigningKey[]> {
  const read = async () =>
    (await db.query('SELECT kid, private_jwk, public_jwk FROM user_pool_signing_keys ORDER BY generation DESC'))
      .rows;
  let rows = await read();
  if (rows.length === 0) {
    const key = await generateSigningKey();
    await db.query(
      `INSERT INTO user_pool_signing_keys (generation, kid, private_jwk, public_jwk)
       VALUES (1, $1, $2::jsonb, $3::jsonb) ON CONFLICT DO NOTHING`,
      [key.kid, JSON.stringify(key.privateJwk), JSON.stringify(key.publicJwk)],
    );
    rows = await read();
  }
  return rows.map((row) => ({
    kid: String(row.kid),
    privateJwk: parseJwk(row.private_jwk),
    publicJwk: parseJwk(row.public_jwk),
  }));
}
