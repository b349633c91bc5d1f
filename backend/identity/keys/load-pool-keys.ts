import type { JSONWebKeySet } from 'jose';
import type { Queryable } from '../../core/database/database';
import { getOrCreateSecret } from '../../core/secrets';
import { publicJwks, type SigningKey } from '../domain/signing-keys';
import { CREDENTIALS_SECRET_NAME, createCredentialsSecret } from '../identity-pool/identity-credentials';
import { loadOperatorCredentials, type OperatorCredentials } from '../operator-credentials';
import { deleteSigningKeys, loadSigningKeys } from '../user-pool/store/signing-keys';
import { readKeysVersion } from './secret-store';
import { selectPublishedKeys } from './signing-key-retention';

/** Everything an instance signs, verifies or checks signatures with, as of one keys version. */
export interface PoolKeys {
  version: string;
  /** Newest first: the first signs, the others stay published for tokens they signed. */
  signingKeys: readonly SigningKey[];
  jwks: JSONWebKeySet;
  /** When the next previous key leaves the JWKS; null when only the signer is published. */
  nextKeyDropAt: Date | null;
  operator: OperatorCredentials;
  identityCredentialsSecret: string;
}

/**
 * Reads the keys (making the first ones on a fresh database) and drops previous signing keys
 * whose tokens have all expired. The version is read first: a rotation committed meanwhile then
 * shows as a newer version at the next check, never as new keys under the old version.
 */
export async function loadPoolKeys(
  db: Queryable,
  { now, retentionMs }: { now: Date; retentionMs: number },
): Promise<PoolKeys> {
  const version = await readKeysVersion(db);
  const [stored, operator, identityCredentialsSecret] = await Promise.all([
    loadSigningKeys(db),
    loadOperatorCredentials(db),
    getOrCreateSecret(db, CREDENTIALS_SECRET_NAME, createCredentialsSecret),
  ]);
  const { published, expired, nextDropAt } = selectPublishedKeys(stored, now, retentionMs);
  await deleteSigningKeys(
    db,
    expired.map((key) => key.generation),
  );
  return {
    version,
    signingKeys: published,
    jwks: publicJwks(published),
    nextKeyDropAt: nextDropAt,
    operator,
    identityCredentialsSecret,
  };
}
