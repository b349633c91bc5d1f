import { randomBytes } from 'node:crypto';
import type { Database, Queryable } from '../../../core/database/database';
import { getOrCreateSecret } from '../../../core/secrets';
import type { CodeKey } from '../../domain/one-time-codes';

const CODE_KEY_SECRET = 'identity.code-hmac-key';
const keys = new WeakMap<object, Promise<CodeKey>>();

/**
 * The key one-time codes are hashed under: one per database (so every instance on it agrees),
 * made on first use, read once per process.
 */
export function codeKeyOf(db: Database | Queryable): Promise<CodeKey> {
  let key = keys.get(db);
  if (!key) {
    key = getOrCreateSecret(db, CODE_KEY_SECRET, () => randomBytes(32).toString('base64')).then((secret) => Buffer.from(secret, 'base64'));
    // A failed read is not kept: the next code tries again.
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}
