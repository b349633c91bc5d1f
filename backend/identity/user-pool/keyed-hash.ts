import { createHmac, randomBytes } from 'node:crypto';
import type { Database } from '../../core/database/database';
import { getOrCreateSecret } from '../../core/secrets';

const SECRET_NAME = 'identity.keyed-hash-key';
const keys = new WeakMap<Database, Promise<string>>();

/**
 * HMAC-SHA256 of `purpose:value` under a key kept in the database's secrets (one per database, so
 * every instance agrees): what is stored or derived from an address or a name cannot be traced
 * back or predicted without it.
 */
export async function keyedHash(db: Database, purpose: string, value: string): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = getOrCreateSecret(db, SECRET_NAME, () => randomBytes(32).toString('base64url'));
    // A failed read is not kept: the next call tries again.
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return createHmac('sha256', await key).update(`${purpose}:${value}`).digest();
}
