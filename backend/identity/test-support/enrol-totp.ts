import { computeTotpCode, totpStep } from '../domain/totp';
import type { PoolContext } from '../pool-context';
import { PUBLIC_OPERATIONS } from '../user-pool/protocol/operations';
import { markTotpStepUsed } from './totp-codes';

/**
 * Enrols an authenticator app through the pool's own operations, as the signed-in user with
 * `accessToken`, and makes it preferred. Returns the secret and fresh tokens from the refresh
 * token, which (like Cognito's after a pre-token-generation trigger) now carry staff groups.
 */
export async function enrolTotp(pool: PoolContext, tokens: { AccessToken: string; RefreshToken: string }): Promise<{ secret: string; accessToken: string; idToken: string }> {
  const { AccessToken } = tokens;
  const { SecretCode } = (await PUBLIC_OPERATIONS.AssociateSoftwareToken(pool, { AccessToken })) as { SecretCode: string };
  const step = totpStep(new Date());
  await PUBLIC_OPERATIONS.VerifySoftwareToken(pool, { AccessToken, UserCode: computeTotpCode(SecretCode, step) });
  markTotpStepUsed(SecretCode, step);
  await PUBLIC_OPERATIONS.SetUserMFAPreference(pool, { AccessToken, SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true } });
  const refreshed = (await PUBLIC_OPERATIONS.InitiateAuth(
    pool,
    { ClientId: pool.ids.userPoolClientId, AuthFlow: 'REFRESH_TOKEN_AUTH', AuthParameters: { REFRESH_TOKEN: tokens.RefreshToken } },
  )) as { AuthenticationResult: { AccessToken: string; IdToken: string } };
  return { secret: SecretCode, accessToken: refreshed.AuthenticationResult.AccessToken, idToken: refreshed.AuthenticationResult.IdToken };
}
