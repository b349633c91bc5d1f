import type { PoolContext } from '../../pool-context';
import { CognitoError, invalidParameter, notAuthorized } from '../errors';
import { optionalString, readStringMap, requireClientId, requireParameter, requireString, type JsonObject } from '../input';
import { MESSAGES } from '../messages';
import type { AuthResponse } from '../sign-in/authentication-result';
import { closeChallenge, openChallenge } from '../sign-in/challenge-session';
import { continueSignIn } from '../sign-in/continue-sign-in';
import { availableFirstFactors, offerFirstFactors, startEmailOtpSignIn } from '../sign-in/first-factors';
import { checkPassword, findUserForSignIn } from '../sign-in/password-check';
import { startPasswordVerifier, startPasswordVerifierByName } from '../sign-in/password-verifier';
import type { AuthFlow } from '../../../../amplify/auth/pool-settings';
import { afterAuthentication } from '../sign-in/post-authentication';
import { refreshTokens } from './get-tokens-from-refresh-token';

const FLOWS: readonly string[] = ['USER_SRP_AUTH', 'USER_PASSWORD_AUTH', 'USER_AUTH', 'REFRESH_TOKEN_AUTH', 'REFRESH_TOKEN', 'CUSTOM_AUTH'];

function assertFlowEnabled(pool: PoolContext, flow: string): AuthFlow {
  const canonical = (flow === 'REFRESH_TOKEN' ? 'REFRESH_TOKEN_AUTH' : flow) as AuthFlow;
  if (!FLOWS.includes(flow)) throw invalidParameter(MESSAGES.unsupportedFlow(flow));
  if (!pool.settings.authFlows.includes(canonical)) throw invalidParameter(MESSAGES.flowNotEnabled(canonical));
  return canonical;
}

/** USER_AUTH: resumes a confirmed sign-up, or runs the preferred first factor, or offers the choice. */
async function startUserAuth(
  pool: PoolContext,
  clientId: string,
  parameters: Record<string, string>,
  session: string | undefined,
): Promise<AuthResponse> {
  const username = requireParameter(parameters, 'USERNAME');
  if (session) {
    const open = await openChallenge(pool, { token: session, clientId, challenges: ['SIGN_UP_CONFIRMED'], username });
    await closeChallenge(pool, open);
    return afterAuthentication(pool, open.user.sub, await continueSignIn(pool, open.user, clientId, 'SIGN_UP'));
  }
  const user = await findUserForSignIn(pool, username);
  if (!user.enabled) throw notAuthorized(MESSAGES.userDisabled);
  const available = availableFirstFactors(pool, user);
  const preferred = parameters.PREFERRED_CHALLENGE;
  if (preferred === 'PASSWORD' && available.includes('PASSWORD') && parameters.PASSWORD) {
    await checkPassword(pool, user, parameters.PASSWORD);
    return afterAuthentication(pool, user.sub, await continueSignIn(pool, user, clientId, 'PASSWORD'));
  }
  if (preferred === 'PASSWORD_SRP' && available.includes('PASSWORD_SRP') && parameters.SRP_A) {
    return startPasswordVerifier(pool, user, clientId, parameters.SRP_A);
  }
  if (preferred === 'EMAIL_OTP' && available.includes('EMAIL_OTP')) {
    return startEmailOtpSignIn(pool, user, clientId);
  }
  return offerFirstFactors(pool, user, clientId);
}

/** InitiateAuth – the first step of every sign-in flow, and REFRESH_TOKEN_AUTH. */
export async function initiateAuth(pool: PoolContext, input: JsonObject): Promise<JsonObject> {
  const clientId = requireClientId(pool, input);
  const flow = assertFlowEnabled(pool, requireString(input, 'AuthFlow'));
  const parameters = readStringMap(input, 'AuthParameters');

  switch (flow) {
    case 'REFRESH_TOKEN_AUTH': {
      const refreshToken = requireParameter(parameters, 'REFRESH_TOKEN');
      return { ChallengeParameters: {}, AuthenticationResult: await refreshTokens(pool, refreshToken) };
    }
    case 'CUSTOM_AUTH':
      // Cognito runs custom challenges through Lambda triggers; this pool declares none.
      throw new CognitoError('InvalidUserPoolConfigurationException', MESSAGES.customAuthNotConfigured);
    case 'USER_AUTH':
      return { ...(await startUserAuth(pool, clientId, parameters, optionalString(input, 'Session'))) };
    case 'USER_SRP_AUTH': {
      const username = requireParameter(parameters, 'USERNAME');
      return { ...(await startPasswordVerifierByName(pool, username, clientId, requireParameter(parameters, 'SRP_A'))) };
    }
    case 'USER_PASSWORD_AUTH': {
      const username = requireParameter(parameters, 'USERNAME');
      const password = requireParameter(parameters, 'PASSWORD');
      const user = await findUserForSignIn(pool, username);
      await checkPassword(pool, user, password);
      // InitiateAuth's ClientMetadata does not reach Cognito's post-authentication trigger.
      return { ...(await afterAuthentication(pool, user.sub, await continueSignIn(pool, user, clientId, 'PASSWORD'))) };
    }
  }
}
