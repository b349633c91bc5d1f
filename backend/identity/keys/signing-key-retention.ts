import type { PoolSettings } from '../../../amplify/auth/pool-settings';
import type { StoredSigningKey } from '../user-pool/store/signing-keys';

/**
 * Beyond a token's own life: the clock skew verifiers allow, and the seconds other instances
 * keep signing with the old key until they notice a rotation.
 */
export const KEY_RETENTION_MARGIN_MS = 5 * 60_000;

/**
 * How long a key stays published after it stopped signing: the longest life of a token it may
 * have signed, plus the margin. Refresh tokens are opaque (not signed), so only the access and
 * id token lifetime counts.
 */
export function signingKeyRetentionMs(settings: Pick<PoolSettings, 'tokenValidity'>): number {
  return settings.tokenValidity.accessAndIdMinutes * 60_000 + KEY_RETENTION_MARGIN_MS;
}

export interface PublishedKeys {
  /** The signer first, then the previous keys whose tokens may still be live. */
  published: StoredSigningKey[];
  /** Previous keys every token of which has expired: to be dropped. */
  expired: StoredSigningKey[];
  /** When the next published previous key expires; null when only the signer is left. */
  nextDropAt: Date | null;
}

/**
 * Splits the keys (newest first) into those the JWKS still needs and those it no longer does.
 * A previous key stopped signing when the next generation started (its createdAt).
 */
export function selectPublishedKeys(
  keys: readonly StoredSigningKey[],
  now: Date,
  retentionMs: number,
): PublishedKeys {
  const [signer, ...previous] = keys;
  const result: PublishedKeys = { published: signer ? [signer] : [], expired: [], nextDropAt: null };
  previous.forEach((key, index) => {
    const successor = keys[index];
    const dropAt = successor.createdAt.getTime() + retentionMs;
    if (dropAt <= now.getTime()) {
      result.expired.push(key);
      return;
    }
    result.published.push(key);
    if (result.nextDropAt === null || dropAt < result.nextDropAt.getTime())
      result.nextDropAt = new Date(dropAt);
  });
  return result;
}
