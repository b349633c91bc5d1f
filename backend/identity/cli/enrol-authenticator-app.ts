import { computeTotpCode, totpStep } from '../domain/totp';
import { AdminApiError, type AdminApi } from './admin-api';

/**
 * Enrols an authenticator app for the user the way the app would, since Cognito has no Admin*
 * operation for it: a password sign-in, AssociateSoftwareToken, VerifySoftwareToken with the
 * current code, and TOTP made the preferred factor. Returns the secret for the person (or the
 * test) who will compute the codes. A user who already has a second factor is refused: the sign-in
 * would need that factor, and replacing it is for the user at /me/security.
 */
export async function enrolAuthenticatorApp(api: AdminApi, email: string, password: string): Promise<string> {
  if (!api.clientId) {
    throw new AdminApiError('InvalidParameterException', 'The running server is older than --totp; restart it, or stop it and run again.');
  }
  const signedIn = await api.call('InitiateAuth', {
    ClientId: api.clientId,
    AuthFlow: 'USER_PASSWORD_AUTH',
    AuthParameters: { USERNAME: email, PASSWORD: password },
  });
  const result = signedIn.AuthenticationResult as { AccessToken?: string } | undefined;
  if (!result?.AccessToken) {
    throw new AdminApiError('InvalidParameterException', `${email} already has a second factor (${String(signedIn.ChallengeName)}); it can be changed at /me/security.`);
  }
  const AccessToken = result.AccessToken;
  const { SecretCode } = await api.call('AssociateSoftwareToken', { AccessToken });
  const secret = String(SecretCode);
  await api.call('VerifySoftwareToken', { AccessToken, UserCode: computeTotpCode(secret, totpStep(new Date())), FriendlyDeviceName: 'create-user --totp' });
  await api.call('SetUserMFAPreference', { AccessToken, SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true } });
  return secret;
}
