/**
 * USER_AUTH (choice-based sign-in) through the real Amplify client, in a pool that also allows
 * passwordless e-mail codes: the choice, each first factor, and auto sign-in after a
 * passwordless sign-up through ConfirmSignUp's Session.
 */
import { autoSignIn, confirmSignIn, confirmSignUp, fetchUserAttributes, signIn, signOut, signUp } from 'aws-amplify/auth';
import { POOL_SETTINGS } from '../../../amplify/auth/pool-settings';
import { configureAmplify } from '../test-support/configure-amplify';
import { startIdentityBackend, type IdentityTestBackend } from '../test-support/start-identity-backend';

jest.setTimeout(120_000);

const EMAIL = 'hedy@example.com';
const PASSWORD = 'Frequency#Hop1';
let backend: IdentityTestBackend;

beforeAll(async () => {
  backend = await startIdentityBackend({ settings: { ...POOL_SETTINGS, emailOtpLogin: true } });
  configureAmplify(backend);
  await signUp({ username: EMAIL, password: PASSWORD, options: { userAttributes: { email: EMAIL } } });
  await confirmSignUp({ username: EMAIL, confirmationCode: await backend.latestCode(EMAIL) });
});
afterEach(() => signOut());
afterAll(() => backend?.close());

const startChoice = () => signIn({ username: EMAIL, options: { authFlowType: 'USER_AUTH' } });

describe('choice-based sign-in', () => {
  it('offers password, SRP password and an e-mail code', async () => {
    const result = await startChoice();
    expect(result.nextStep).toEqual({
      signInStep: 'CONTINUE_SIGN_IN_WITH_FIRST_FACTOR_SELECTION',
      availableChallenges: ['PASSWORD', 'PASSWORD_SRP', 'EMAIL_OTP'],
    });
  });

  it.each(['PASSWORD', 'PASSWORD_SRP'])('signs in after choosing %s', async (choice) => {
    await startChoice();
    const asked = await confirmSignIn({ challengeResponse: choice });
    expect(asked.nextStep.signInStep).toBe('CONFIRM_SIGN_IN_WITH_PASSWORD');
    expect(await confirmSignIn({ challengeResponse: PASSWORD })).toEqual({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
  });

  it('signs in with a mailed code after choosing EMAIL_OTP, refusing a wrong one first', async () => {
    await startChoice();
    const asked = await confirmSignIn({ challengeResponse: 'EMAIL_OTP' });
    expect(asked.nextStep).toMatchObject({
      signInStep: 'CONFIRM_SIGN_IN_WITH_EMAIL_CODE',
      codeDeliveryDetails: { deliveryMedium: 'EMAIL', destination: 'h***@e***' },
    });
    const code = await backend.latestCode(EMAIL);
    expect((await backend.latestMail(EMAIL)).subject).toBe('Your sign-in code');
    await expect(confirmSignIn({ challengeResponse: code === '000000' ? '111111' : '000000' })).rejects.toMatchObject({
      name: 'CodeMismatchException',
      message: 'Invalid code or auth state for the user.',
    });
    expect((await confirmSignIn({ challengeResponse: code })).isSignedIn).toBe(true);
  });

  it.each(['PASSWORD', 'PASSWORD_SRP'] as const)('signs in directly with preferredChallenge %s', async (preferredChallenge) => {
    const result = await signIn({
      username: EMAIL,
      password: PASSWORD,
      options: { authFlowType: 'USER_AUTH', preferredChallenge },
    });
    expect(result.isSignedIn).toBe(true);
  });

  it('goes straight to the code with preferredChallenge EMAIL_OTP', async () => {
    const result = await signIn({ username: EMAIL, options: { authFlowType: 'USER_AUTH', preferredChallenge: 'EMAIL_OTP' } });
    expect(result.nextStep.signInStep).toBe('CONFIRM_SIGN_IN_WITH_EMAIL_CODE');
    expect((await confirmSignIn({ challengeResponse: await backend.latestCode(EMAIL) })).isSignedIn).toBe(true);
  });
});

describe('a passwordless sign-up', () => {
  it('is signed in by autoSignIn with the Session ConfirmSignUp returned', async () => {
    const email = 'katherine@example.com';
    const signedUp = await signUp({
      username: email,
      options: { userAttributes: { email }, autoSignIn: { authFlowType: 'USER_AUTH', preferredChallenge: 'EMAIL_OTP' } },
    });
    expect(signedUp.nextStep.signUpStep).toBe('CONFIRM_SIGN_UP');
    const confirmed = await confirmSignUp({ username: email, confirmationCode: await backend.latestCode(email) });
    expect(confirmed.nextStep.signUpStep).toBe('COMPLETE_AUTO_SIGN_IN');
    const mailsBefore = (await backend.latestMail(email)).file;
    expect(await autoSignIn()).toEqual({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
    // No sign-in code was needed: the confirmation already proved the address.
    expect((await backend.latestMail(email)).file).toBe(mailsBefore);
    expect(await fetchUserAttributes()).toMatchObject({ email, email_verified: 'true' });
  });
});
