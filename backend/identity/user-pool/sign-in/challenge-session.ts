import type { PoolContext } from '../../pool-context';
import { invalidParameter, notAuthorized, sessionExpired, type CognitoError } from '../errors';
import { LIMITS } from '../limits';
import { MESSAGES } from '../messages';
import {
  createAuthSession,
  deleteAuthSession,
  findAuthSession,
  recordSessionFailure,
  type AuthSession,
  type SessionChallenge,
  type SessionState,
} from '../store/auth-sessions';
import { findUserBySub, isLoginOf, type UserRecord } from '../store/users';
import type { AuthResponse } from './authentication-result';

/** Answers with a challenge and a fresh Session that the next RespondToAuthChallenge must echo. */
export async function issueChallenge(
  pool: PoolContext,
  input: {
    user: UserRecord;
    clientId: string;
    challenge: Exclude<SessionChallenge, 'SIGN_UP_CONFIRMED'>;
    parameters?: Record<string, string>;
    state?: SessionState;
    availableChallenges?: string[];
  },
): Promise<AuthResponse> {
  const now = pool.now();
  const session = await createAuthSession(
    pool.db,
    { userSub: input.user.sub, clientId: input.clientId, challenge: input.challenge, state: input.state ?? {} },
    new Date(now.getTime() + LIMITS.challengeTtlMs),
    now,
  );
  return {
    ChallengeName: input.challenge,
    ChallengeParameters: { USER_ID_FOR_SRP: input.user.username, ...input.parameters },
    Session: session,
    ...(input.availableChallenges ? { AvailableChallenges: input.availableChallenges } : {}),
  };
}

export interface OpenChallenge {
  token: string;
  session: AuthSession;
  user: UserRecord;
}

/**
 * The pending challenge a Session names. It must be for `challenges`, this client and, when the
 * client says USERNAME, the same user; the user must still exist and be enabled.
 */
export async function openChallenge(
  pool: PoolContext,
  input: { token: string | undefined; clientId: string; challenges: readonly SessionChallenge[]; username?: string },
): Promise<OpenChallenge> {
  if (!input.token) throw invalidParameter(MESSAGES.missingParameter('session'));
  const session = await findAuthSession(pool.db, input.token, pool.now());
  if (!session || session.clientId !== input.clientId || !input.challenges.includes(session.challenge)) {
    throw sessionExpired();
  }
  const user = await findUserBySub(pool.db, session.userSub);
  if (!user) throw sessionExpired();
  if (!user.enabled) throw notAuthorized(MESSAGES.userDisabled);
  if (input.username && !isLoginOf(user, input.username)) throw sessionExpired();
  return { token: input.token, session, user };
}

/** Closes the challenge once it is answered; a Session that was already used reads as expired. */
export async function closeChallenge(pool: PoolContext, open: OpenChallenge): Promise<void> {
  if (!(await deleteAuthSession(pool.db, open.token))) throw sessionExpired();
}

/** Counts a wrong answer; after too many the Session is gone and the sign-in starts over. */
export async function failChallenge(pool: PoolContext, open: OpenChallenge, error: CognitoError): Promise<never> {
  const failures = await recordSessionFailure(pool.db, open.token);
  if (failures >= LIMITS.maxChallengeFailures) await deleteAuthSession(pool.db, open.token);
  throw error;
}
