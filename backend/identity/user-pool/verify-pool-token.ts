import { verifyToken, type TokenUse, type TokenVerification } from '../domain/tokens';
import type { PoolContext } from '../pool-context';

/**
 * A token of this pool's app client, checked against the pool's published keys. A kid the keys
 * lack may belong to a key another instance has just rotated in, so the keys are re-read (at
 * most twice a second) and the token is tried once more before it is refused.
 */
export async function verifyPoolToken(
  pool: PoolContext,
  token: string,
  tokenUse: TokenUse,
): Promise<TokenVerification> {
  const verify = () =>
    verifyToken(token, {
      issuer: pool.issuer,
      jwks: pool.jwks,
      tokenUse,
      clientId: pool.ids.userPoolClientId,
      now: pool.now(),
    });
  const verification = await verify();
  if (verification.valid || verification.reason !== 'unknown-key') return verification;
  await pool.refreshKeys({ isUrgent: true });
  return verify();
}
