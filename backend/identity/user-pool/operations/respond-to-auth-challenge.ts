import type { PoolContext } from '../../pool-context';
import { CognitoError, invalidParameter } from '../errors';
import { optionalString, readStringMap, requireClientId, requireString, type JsonObject } from '../input';
import { MESSAGES } from '../messages';
import { answerEmailOtp, answerMfaSetup, answerSelectMfaType, answerSoftwareTokenMfa } from '../sign-in/answer-mfa';
import { answerNewPassword } from '../sign-in/answer-new-password';
import { answerSelectChallenge } from '../sign-in/answer-select-challenge';
import type { AuthResponse } from '../sign-in/authentication-result';
import { openChallenge, type OpenChallenge } from '../sign-in/challenge-session';
import { continueSignIn } from '../sign-in/continue-sign-in';
import { answerPasswordVerifier } from '../sign-in/password-verifier';
import type { SessionChallenge } from '../store/auth-sessions';

type Answer = (pool: PoolContext, open: OpenChallenge, responses: Record<string, string>) => Promise<AuthResponse>;

/** The Session-bound challenges and who answers each. */
const SESSION_ANSWERS: Partial<Record<SessionChallenge, Answer>> = {
  NEW_PASSWORD_REQUIRED: answerNewPassword,
  SELECT_CHALLENGE: answerSelectChallenge,
  EMAIL_OTP: answerEmailOtp,
  SOFTWARE_TOKEN_MFA: answerSoftwareTokenMfa,
  SELECT_MFA_TYPE: answerSelectMfaType,
  MFA_SETUP: answerMfaSetup,
};

/** RespondToAuthChallenge – the answer to the challenge InitiateAuth (or the last answer) set. */
export async function respondToAuthChallenge(pool: PoolContext, input: JsonObject): Promise<JsonObject> {
  const clientId = requireClientId(pool, input);
  const challengeName = requireString(input, 'ChallengeName');
  const responses = readStringMap(input, 'ChallengeResponses');

  if (challengeName === 'PASSWORD_VERIFIER') {
    const user = await answerPasswordVerifier(pool, clientId, responses);
    return { ...(await continueSignIn(pool, user, clientId, 'PASSWORD')) };
  }
  if (challengeName === 'CUSTOM_CHALLENGE') {
    throw new CognitoError('InvalidUserPoolConfigurationException', MESSAGES.customAuthNotConfigured);
  }
  const answer = SESSION_ANSWERS[challengeName as SessionChallenge];
  if (!answer) throw invalidParameter(`Unsupported challenge name: ${challengeName}`);
  const open = await openChallenge(pool, {
    token: optionalString(input, 'Session'),
    clientId,
    challenges: [challengeName as SessionChallenge],
    username: responses.USERNAME,
  });
  return { ...(await answer(pool, open, responses)) };
}
