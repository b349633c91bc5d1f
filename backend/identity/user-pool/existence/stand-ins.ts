import { computeVerifier, startSrpChallenge } from '../../domain/srp-server';
import { createSecretBlock } from '../../domain/srp-secret-block';
import type { PoolContext } from '../../pool-context';
import { isValidEmail } from '../attributes';
import { keyedHash } from '../keyed-hash';
import { emailDelivery, type CodeDeliveryDetails } from '../mask-email';
import { normalizeEmail } from '../store/users';
import type { AuthResponse } from '../sign-in/authentication-result';

/**
 * What the pool answers for a name it does not know when PreventUserExistenceErrors is ENABLED
 * (amplify/auth/pool-settings.ts): Cognito's "simulated" answers, shaped like a known user's.
 */

/** The CodeDeliveryDetails a known user with this address would get (`a***@e***`); nothing is sent. */
export async function standInDelivery(pool: PoolContext, username: string): Promise<CodeDeliveryDetails> {
  const name = normalizeEmail(username);
  if (isValidEmail(name)) return emailDelivery(name);
  // Not an address (a sub, say): a made-up one, the same for the same name on every call.
  const letters = (await keyedHash(pool.db, 'stand-in-destination', name)).subarray(0, 2);
  const letter = (byte: number) => String.fromCharCode(97 + (byte % 26));
  return { ...emailDelivery('x@x'), Destination: `${letter(letters[0])}***@${letter(letters[1])}***` };
}

/** A UUID (version 4 layout) from 16 bytes, like the `sub` a known user's USER_ID_FOR_SRP is. */
function uuidOf(bytes: Buffer): string {
  const b = Buffer.from(bytes.subarray(0, 16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const hex = b.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * USER_SRP_AUTH's first step for an unknown name (or an account with no password), as Cognito
 * does it (RFC 5054 §2.5.1.3): a PASSWORD_VERIFIER with the same salt and user id for the same
 * name every time and a B made like a real one. No handshake is kept, so whatever claim comes
 * back is answered "Incorrect username or password.".
 */
export async function standInPasswordVerifier(pool: PoolContext, username: string): Promise<AuthResponse> {
  const name = normalizeEmail(username);
  const seed = await keyedHash(pool.db, 'stand-in-srp', name);
  const userId = uuidOf(seed);
  const salt = seed.subarray(16, 32).toString('hex');
  const { verifier } = computeVerifier(pool.srpPoolName, userId, seed.toString('base64'), salt);
  const { B } = startSrpChallenge(verifier);
  return {
    ChallengeName: 'PASSWORD_VERIFIER',
    ChallengeParameters: { SALT: salt, SRP_B: B, SECRET_BLOCK: createSecretBlock(), USER_ID_FOR_SRP: userId, USERNAME: userId },
  };
}
