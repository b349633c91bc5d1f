import { createSecretBlock } from '../../domain/srp-secret-block';
import { parseHexInteger } from '../../domain/padded-hex';
import { SRP_PRIME, SRP_PRIME_HEX_LENGTH } from '../../domain/srp-group';
import { startSrpChallenge, verifyPasswordClaim } from '../../domain/srp-server';
import { isSrpTimestampFresh } from '../../domain/srp-timestamp';
import type { PoolContext } from '../../pool-context';
import { standInPasswordVerifier } from '../existence/stand-ins';
import { invalidParameter, notAuthorized, userNotFound } from '../errors';
import { requireParameter } from '../input';
import { LIMITS } from '../limits';
import { insertSrpSession, takeSrpSession } from '../store/srp-sessions';
import { findUserByLogin, findUserBySub, isLoginOf, type UserRecord } from '../store/users';
import type { AuthResponse } from './authentication-result';
import { assertMayTryPassword, assertSignInEnabled, recordRightPassword, recordWrongPassword } from './password-check';

function assertSrpA(srpA: string): void {
  const A = parseHexInteger(srpA, 2 * SRP_PRIME_HEX_LENGTH);
  if (A === null || A % SRP_PRIME === 0n) throw invalidParameter('Invalid SRP_A.');
}

/**
 * USER_SRP_AUTH's first step for the name the client typed. With PreventUserExistenceErrors an
 * unknown name, or an account without a password, gets a stand-in challenge that no claim passes.
 */
export async function startPasswordVerifierByName(
  pool: PoolContext,
  username: string,
  clientId: string,
  srpA: string,
): Promise<AuthResponse> {
  const user = await findUserByLogin(pool.db, username);
  if (pool.settings.preventUserExistenceErrors && (user === null || user.srpVerifier === null)) {
    assertSrpA(srpA);
    return standInPasswordVerifier(pool, username);
  }
  if (!user) throw userNotFound();
  return startPasswordVerifier(pool, user, clientId, srpA);
}

/** First half of SRP: B for the client's A, state kept under the SECRET_BLOCK, PASSWORD_VERIFIER back. */
export async function startPasswordVerifier(
  pool: PoolContext,
  user: UserRecord,
  clientId: string,
  srpA: string,
): Promise<AuthResponse> {
  assertSrpA(srpA);
  assertMayTryPassword(pool, user);
  // A passwordless account has no verifier to prove knowledge of; it reads as a wrong password.
  if (user.srpSalt === null || user.srpVerifier === null) throw notAuthorized();

  const { b, B } = startSrpChallenge(user.srpVerifier);
  const secretBlock = createSecretBlock();
  const now = pool.now();
  await insertSrpSession(
    pool.db,
    secretBlock,
    { userSub: user.sub, clientId, A: srpA, B, b },
    new Date(now.getTime() + LIMITS.challengeTtlMs),
    now,
  );
  return {
    ChallengeName: 'PASSWORD_VERIFIER',
    ChallengeParameters: {
      SALT: user.srpSalt,
      SRP_B: B,
      SECRET_BLOCK: secretBlock,
      USER_ID_FOR_SRP: user.username,
      USERNAME: user.username,
    },
  };
}

/** Second half: checks PASSWORD_CLAIM_SIGNATURE (and TIMESTAMP) and returns the signed-in user. */
export async function answerPasswordVerifier(
  pool: PoolContext,
  clientId: string,
  responses: Record<string, string>,
): Promise<UserRecord> {
  const secretBlock = requireParameter(responses, 'PASSWORD_CLAIM_SECRET_BLOCK');
  const now = pool.now();
  const srp = await takeSrpSession(pool.db, secretBlock, now);
  if (!srp || srp.clientId !== clientId) throw notAuthorized();
  const user = await findUserBySub(pool.db, srp.userSub);
  if (!user || user.srpVerifier === null) throw notAuthorized();
  // The client answers with USER_ID_FOR_SRP; any name that resolves to the same user will do.
  if (!responses.USERNAME || !isLoginOf(user, responses.USERNAME)) throw notAuthorized();
  assertMayTryPassword(pool, user);

  // A stale or malformed TIMESTAMP is a replay or a broken clock, not a wrong password.
  if (!isSrpTimestampFresh(responses.TIMESTAMP, now, LIMITS.srpTimestampToleranceMs)) throw notAuthorized();
  const isValid = verifyPasswordClaim({
    poolName: pool.srpPoolName,
    userIdForSrp: user.username,
    verifier: user.srpVerifier,
    A: srp.A,
    b: srp.b,
    B: srp.B,
    secretBlock,
    timestamp: responses.TIMESTAMP,
    claimSignature: responses.PASSWORD_CLAIM_SIGNATURE,
  });
  if (!isValid) {
    await recordWrongPassword(pool, user);
    throw notAuthorized();
  }
  assertSignInEnabled(user);
  await recordRightPassword(pool, user);
  return user;
}
