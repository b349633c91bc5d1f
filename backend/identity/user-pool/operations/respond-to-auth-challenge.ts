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
import { afterAuthentication } from '../sign-in/post-authentication';
import type { SessionChallenge } from '../store/auth-sessions';

type Answer = (pool: PoolContext, open: OpenChallenge, responses: Record<string, string>) => Promise<AuthResponse>;

/** The Session-bound challenges and who answers each; a Map, since ChallengeName comes from the request. */
const SESSION_ANSWERS: ReadonlyMap<string, { challenge: SessionChallenge; answer: Answer }> = new Map(
  (
    [
      ['NEW_PASSWORD_REQUIRED', answerNewPassword],
      ['SELECT_CHALLENGE', answerSelectChallenge],
      ['EMAIL_OTP', answerEmailOtp],
      ['SOFTWARE_TOKEN_MFA', answerSoftwareTokenMfa],
      ['SELECT_MFA_TYPE', answerSelectMfaType],
      ['MFA_SETUP', answerMfaSetup],
    ] as const
  ).map(([challenge, answer]) => [challenge, { challenge, answer }]),
);

/** RespondToAuthChallenge – the answer to the challenge InitiateAuth (or the last answer) set. */
export async function respondToAuthChallenge(pool: PoolContext, input: JsonObject): Promise<JsonObject> {
  const clientId = requireClientId(pool, input);
  const challengeName = requireString(input, 'ChallengeName');
  const responses = readStringMap(input, 'ChallengeResponses');
  // Reaches the post-authentication trigger when this answer completes the sign-in (the last sign-ins' device).
  const clientMetadata = readStringMap(input, 'ClientMetadata');

  if (challengeName === 'PASSWORD_VERIFIER') {
    const user = await answerPasswordVerifier(pool, clientId, responses);
    return { ...(await afterAuthentication(pool, user.sub, await continueSignIn(pool, user, clientId, 'PASSWORD'), clientMetadata)) };
  }
  if (challengeName === 'CUSTOM_CHALLENGE') {
    throw new CognitoError('InvalidUserPoolConfigurationException', MESSAGES.customAuthNotConfigured);
  }
  const known = SESSION_ANSWERS.get(challengeName);
  if (!known) throw invalidParameter(`Unsupported challenge name: ${challengeName}`);
  const open = await openChallenge(pool, {
    token: optionalString(input, 'Session'),
    clientId,
    challenges: [known.challenge],
    username: responses.USERNAME,
  });
  return { ...(await afterAuthentication(pool, open.user.sub, await known.answer(pool, open, responses), clientMetadata)) };
}
