/**
 * The unmodified aws-amplify client against the local user and identity pools, the way the
 * site's Authenticator drives them.
 */
import {
  autoSignIn,
  confirmResetPassword,
  confirmSignUp,
  confirmUserAttribute,
  deleteUser,
  fetchAuthSession,
  fetchDevices,
  fetchUserAttributes,
  getCurrentUser,
  resetPassword,
  sendUserAttributeVerificationCode,
  signIn,
  signOut,
  signUp,
  updatePassword,
  updateUserAttributes,
} from 'aws-amplify/auth';
import { GetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { decodeJwt } from 'jose';
import { verifyIdentityCredentials } from '../index';
import { configureAmplify } from '../test-support/configure-amplify';
import { startIdentityBackend, type IdentityTestBackend } from '../test-support/start-identity-backend';

// The client's pure-JS SRP takes about a second per sign-in on a busy machine.
jest.setTimeout(120_000);

const EMAIL = 'Ada.Lovelace@Example.com';
const PASSWORD = 'Analytical#Engine1';
const NEW_PASSWORD = 'Difference#Engine2';
const RESET_PASSWORD = 'Notes#OnTheEngine3';

let backend: IdentityTestBackend;

beforeAll(async () => {
  backend = await startIdentityBackend();
  configureAmplify(backend);
});
afterAll(() => backend?.close());

async function accessToken(): Promise<string> {
  const token = (await fetchAuthSession()).tokens?.accessToken.toString();
  if (!token) throw new Error('signed out');
  return token;
}

describe('a new user with the real Amplify client', () => {
  it('signs up and gets a 6-digit code by mail', async () => {
    const result = await signUp({
      username: EMAIL,
      password: PASSWORD,
      options: { userAttributes: { email: EMAIL, name: 'Ada' }, autoSignIn: true },
    });
    expect(result.nextStep).toMatchObject({
      signUpStep: 'CONFIRM_SIGN_UP',
      codeDeliveryDetails: { deliveryMedium: 'EMAIL', attributeName: 'email', destination: 'a***@e***' },
    });
    const mail = await backend.latestMail(EMAIL);
    expect(mail.subject).toBe('Your verification code');
    expect(mail.text).toMatch(/^Your verification code is \d{6}\.$/);
  });

  it('confirms with the code and is signed in by autoSignIn (SRP)', async () => {
    const confirmation = await confirmSignUp({ username: EMAIL, confirmationCode: await backend.latestCode(EMAIL) });
    expect(confirmation.nextStep.signUpStep).toBe('COMPLETE_AUTO_SIGN_IN');
    const signedIn = await autoSignIn();
    expect(signedIn).toEqual({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
    const user = await getCurrentUser();
    expect(user.userId).toMatch(/^[0-9a-f-]{36}$/);
    // In an e-mail pool the username is the immutable internal id (the SRP user id), not the address.
    expect(user.username).toBe(user.userId);
  });

  it('reads its attributes with email_verified as a string', async () => {
    const attributes = await fetchUserAttributes();
    expect(attributes).toMatchObject({ email: EMAIL.toLowerCase(), email_verified: 'true', name: 'Ada' });
    expect(attributes.sub).toBe((await getCurrentUser()).userId);
  });

  it('carries the claims the client and our services read', async () => {
    const { tokens } = await fetchAuthSession();
    const access = tokens?.accessToken.payload;
    const id = tokens?.idToken?.payload;
    const issuer = `${backend.baseUrl}/_aws/cognito-idp/${backend.pool.ids.userPoolId}`;
    expect(access).toMatchObject({ iss: issuer, token_use: 'access', client_id: backend.pool.ids.userPoolClientId });
    expect(access?.origin_jti).toEqual(expect.any(String));
    expect(id).toMatchObject({ iss: issuer, token_use: 'id', aud: backend.pool.ids.userPoolClientId, email_verified: true });
    expect(id?.['cognito:username']).toBe(access?.username);
    expect(Number(access?.exp) - Number(access?.iat)).toBe(3600);
  });

  it('refreshes with fetchAuthSession({ forceRefresh: true })', async () => {
    const before = await accessToken();
    const { tokens } = await fetchAuthSession({ forceRefresh: true });
    const after = tokens?.accessToken.toString();
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
    expect(decodeJwt(after as string).origin_jti).toBe(decodeJwt(before).origin_jti);
  });

  it('gets identity-pool credentials that other services can verify', async () => {
    const session = await fetchAuthSession();
    expect(session.identityId).toMatch(/^us-west-2:[0-9a-f-]{36}$/);
    const credentials = session.credentials;
    expect(credentials?.accessKeyId).toMatch(/^ASIA[A-Z2-7]{16}$/);
    const verified = await verifyIdentityCredentials(
      backend.backend.context.db,
      credentials?.accessKeyId ?? '',
      credentials?.sessionToken ?? '',
    );
    expect(verified).toMatchObject({
      identityId: session.identityId,
      role: 'authenticated',
      sub: session.userSub,
      secretKey: credentials?.secretAccessKey,
    });
  });

  it('updates a plain attribute at once', async () => {
    const result = await updateUserAttributes({ userAttributes: { name: 'Countess Ada' } });
    expect(result.name).toEqual({ isUpdated: true, nextStep: { updateAttributeStep: 'DONE' } });
    expect((await fetchUserAttributes()).name).toBe('Countess Ada');
  });

  it('changes its e-mail once the code sent to the new address is confirmed, keeping the old one till then', async () => {
    const newEmail = 'ada@analytical.example';
    const result = await updateUserAttributes({ userAttributes: { email: newEmail } });
    expect(result.email).toMatchObject({
      isUpdated: false,
      nextStep: { updateAttributeStep: 'CONFIRM_ATTRIBUTE_WITH_CODE', codeDeliveryDetails: { destination: 'a***@a***' } },
    });
    expect(await fetchUserAttributes()).toMatchObject({ email: EMAIL.toLowerCase(), email_verified: 'true' });
    await confirmUserAttribute({ userAttributeKey: 'email', confirmationCode: await backend.latestCode(newEmail) });
    expect(await fetchUserAttributes()).toMatchObject({ email: newEmail, email_verified: 'true' });
    await updateUserAttributes({ userAttributes: { email: EMAIL } });
    await confirmUserAttribute({ userAttributeKey: 'email', confirmationCode: await backend.latestCode(EMAIL) });
    expect((await fetchUserAttributes()).email).toBe(EMAIL.toLowerCase());
  });

  it('asks for a verification code on request and confirms it', async () => {
    const result = await sendUserAttributeVerificationCode({ userAttributeKey: 'email' });
    expect(result).toMatchObject({ deliveryMedium: 'EMAIL', attributeName: 'email' });
    await confirmUserAttribute({ userAttributeKey: 'email', confirmationCode: await backend.latestCode(EMAIL) });
    expect((await fetchUserAttributes()).email_verified).toBe('true');
  });

  it('has no remembered devices, the pool does not track them', async () => {
    expect(await fetchDevices()).toEqual([]);
  });

  it('changes its password with updatePassword', async () => {
    await updatePassword({ oldPassword: PASSWORD, newPassword: NEW_PASSWORD });
    await expect(updatePassword({ oldPassword: PASSWORD, newPassword: NEW_PASSWORD })).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
  });

  it('signs out (revoking its refresh token) and back in with USER_PASSWORD_AUTH', async () => {
    const revokedToken = await accessToken();
    await signOut();
    await expect(backend.userPoolClient().send(new GetUserCommand({ AccessToken: revokedToken }))).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Access Token has been revoked',
    });
    const result = await signIn({
      username: EMAIL,
      password: NEW_PASSWORD,
      options: { authFlowType: 'USER_PASSWORD_AUTH' },
    });
    expect(result.isSignedIn).toBe(true);
  });

  it('signs out everywhere with signOut({ global: true })', async () => {
    const token = await accessToken();
    await signOut({ global: true });
    await expect(backend.userPoolClient().send(new GetUserCommand({ AccessToken: token }))).rejects.toMatchObject({
      name: 'NotAuthorizedException',
    });
    await expect(getCurrentUser()).rejects.toMatchObject({ name: 'UserUnAuthenticatedException' });
  });

  it('is told "Incorrect username or password." for a wrong password', async () => {
    await expect(signIn({ username: EMAIL, password: 'Wrong#Password9' })).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
  });

  it('resets a forgotten password with the mailed code', async () => {
    const result = await resetPassword({ username: EMAIL });
    expect(result.nextStep).toMatchObject({
      resetPasswordStep: 'CONFIRM_RESET_PASSWORD_WITH_CODE',
      codeDeliveryDetails: { deliveryMedium: 'EMAIL' },
    });
    await confirmResetPassword({
      username: EMAIL,
      confirmationCode: await backend.latestCode(EMAIL),
      newPassword: RESET_PASSWORD,
    });
    expect((await signIn({ username: EMAIL, password: RESET_PASSWORD })).isSignedIn).toBe(true);
    await signOut();
  });

  it('locks the account after five wrong passwords, even against the right one', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await expect(signIn({ username: EMAIL, password: `Wrong#Password${attempt}` })).rejects.toMatchObject({
        message: 'Incorrect username or password.',
      });
    }
    await expect(signIn({ username: EMAIL, password: RESET_PASSWORD })).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Password attempts exceeded',
    });
  });

  it('gives a guest an identity and unauthenticated credentials', async () => {
    const session = await fetchAuthSession();
    expect(session.tokens).toBeUndefined();
    expect(session.identityId).toMatch(/^us-west-2:/);
    const verified = await verifyIdentityCredentials(
      backend.backend.context.db,
      session.credentials?.accessKeyId ?? '',
      session.credentials?.sessionToken ?? '',
    );
    expect(verified).toMatchObject({ identityId: session.identityId, role: 'unauthenticated', sub: null, groups: [] });
  });
});

describe('a user who leaves', () => {
  it('deletes its own account and can no longer sign in', async () => {
    const email = 'leaving@example.com';
    await signUp({ username: email, password: PASSWORD, options: { userAttributes: { email } } });
    await confirmSignUp({ username: email, confirmationCode: await backend.latestCode(email) });
    expect((await signIn({ username: email, password: PASSWORD })).isSignedIn).toBe(true);
    await deleteUser();
    await expect(getCurrentUser()).rejects.toMatchObject({ name: 'UserUnAuthenticatedException' });
    // PreventUserExistenceErrors: a deleted account reads like a wrong password.
    await expect(signIn({ username: email, password: PASSWORD })).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
  });
});
