import { recordSignIn } from '../../../../amplify/auth/sign-in-history/sign-in-history';
import type { PoolContext } from '../../pool-context';
import { createSqlSignIns } from '../store/sign-ins';
import type { AuthResponse } from './authentication-result';

/**
 * The deployed pool's post-authentication trigger (amplify/auth/post-authentication/), run here
 * through the same module: a sign-in that ended in tokens is recorded in the user's last sign-ins.
 * Like Cognito, only RespondToAuthChallenge's ClientMetadata reaches it (InitiateAuth's goes to
 * other triggers only), and neither a refresh nor a challenge still open counts.
 */
export async function afterAuthentication(
  pool: PoolContext,
  userSub: string,
  answer: AuthResponse,
  clientMetadata?: Readonly<Record<string, string>>,
): Promise<AuthResponse> {
  if (answer.AuthenticationResult) {
    await recordSignIn(createSqlSignIns(pool.db), { userSub, at: pool.now(), clientMetadata }, (message, error) => pool.log.error(message, error));
  }
  return answer;
}
