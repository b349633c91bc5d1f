/**
 * MFA as the Authenticator's screens meet it when the declaration turns it on: optional TOTP and
 * e-mail codes set up by the user, the MFA choice, and setup forced at sign-in when required.
 */
import { AdminCreateUserCommand, AdminSetUserPasswordCommand } from '@aws-sdk/client-cognito-identity-provider';
import {
  confirmSignIn,
  fetchMFAPreference,
  setUpTOTP,
  signIn,
  signOut,
  updateMFAPreference,
  verifyTOTPSetup,
} from 'aws-amplify/auth';
import { POOL_SETTINGS, type PoolSettings } from '../../../amplify/auth/pool-settings';
import { computeTotpCode, totpStep } from '../domain/totp';
import { configureAmplify } from '../test-support/configure-amplify';
import { startIdentityBackend, type IdentityTestBackend } from '../test-support/start-identity-backend';

jest.setTimeout(120_000);

const PASSWORD = 'Second#Factor7';

/** The code an authenticator app shows `stepsAhead` time steps from now; each step is accepted once. */
const totpCode = (secret: string, stepsAhead = 0) => computeTotpCode(secret, totpStep(new Date()) + stepsAhead);

async function startPool(multifactor: PoolSettings['multifactor']): Promise<IdentityTestBackend> {
  const backend = await startIdentityBackend({ settings: { ...POOL_SETTINGS, multifactor } });
  configureAmplify(backend);
  return backend;
}

async function createUser(backend: IdentityTestBackend, email: string): Promise<void> {
  const admin = backend.userPoolClient();
  const UserPoolId = backend.pool.ids.userPoolId;
  await admin.send(
    new AdminCreateUserCommand({
      UserPoolId,
      Username: email,
      MessageAction: 'SUPPRESS',
      UserAttributes: [{ Name: 'email_verified', Value: 'true' }],
    }),
  );
  await admin.send(new AdminSetUserPasswordCommand({ UserPoolId, Username: email, Password: PASSWORD, Permanent: true }));
}

describe('optional MFA with TOTP and e-mail', () => {
  const email = 'margaret@example.com';
  let backend: IdentityTestBackend;
  let secret: string;

  beforeAll(async () => {
    backend = await startPool({ mode: 'OPTIONAL', totp: true, email: true });
    await createUser(backend, email);
  });
  afterAll(() => backend?.close());

  it('signs in without a second factor until the user sets one up', async () => {
    expect((await signIn({ username: email, password: PASSWORD })).isSignedIn).toBe(true);
  });

  it('sets up TOTP and makes it preferred', async () => {
    const details = await setUpTOTP();
    secret = details.sharedSecret;
    expect(details.getSetupUri('StreamIt').href).toContain(`secret=${secret}`);
    await expect(verifyTOTPSetup({ code: '000000' === totpCode(secret) ? '111111' : '000000' })).rejects.toMatchObject({
      name: 'EnableSoftwareTokenMFAException',
    });
    await verifyTOTPSetup({ code: totpCode(secret) });
    await updateMFAPreference({ totp: 'PREFERRED' });
    expect(await fetchMFAPreference()).toEqual({ enabled: ['TOTP'], preferred: 'TOTP' });
    await signOut();
  });

  it('asks for the TOTP code at sign-in and refuses a wrong one', async () => {
    const asked = await signIn({ username: email, password: PASSWORD });
    expect(asked.nextStep.signInStep).toBe('CONFIRM_SIGN_IN_WITH_TOTP_CODE');
    const wrong = totpCode(secret, 1) === '123456' ? '654321' : '123456';
    await expect(confirmSignIn({ challengeResponse: wrong })).rejects.toMatchObject({ name: 'CodeMismatchException' });
    expect((await confirmSignIn({ challengeResponse: totpCode(secret, 1) })).isSignedIn).toBe(true);
  });

  it('lets the user choose when both factors are on and neither is preferred', async () => {
    await updateMFAPreference({ totp: 'NOT_PREFERRED', email: 'ENABLED' });
    expect(await fetchMFAPreference()).toEqual({ enabled: ['TOTP', 'EMAIL'] });
    await signOut();
    const asked = await signIn({ username: email, password: PASSWORD });
    expect(asked.nextStep).toMatchObject({
      signInStep: 'CONTINUE_SIGN_IN_WITH_MFA_SELECTION',
      allowedMFATypes: ['TOTP', 'EMAIL'],
    });
    const emailed = await confirmSignIn({ challengeResponse: 'EMAIL' });
    expect(emailed.nextStep.signInStep).toBe('CONFIRM_SIGN_IN_WITH_EMAIL_CODE');
    expect((await confirmSignIn({ challengeResponse: await backend.latestCode(email) })).isSignedIn).toBe(true);
    await signOut();
  });
});

describe('required MFA with TOTP only', () => {
  const email = 'barbara@example.com';
  let backend: IdentityTestBackend;

  beforeAll(async () => {
    backend = await startPool({ mode: 'REQUIRED', totp: true });
    await createUser(backend, email);
  });
  afterAll(() => backend?.close());

  it('makes a new user set up TOTP during sign-in, then asks for it next time', async () => {
    const asked = await signIn({ username: email, password: PASSWORD });
    expect(asked.nextStep.signInStep).toBe('CONTINUE_SIGN_IN_WITH_TOTP_SETUP');
    const secret = asked.nextStep.signInStep === 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP' ? asked.nextStep.totpSetupDetails.sharedSecret : '';
    expect((await confirmSignIn({ challengeResponse: totpCode(secret) })).isSignedIn).toBe(true);
    await signOut();
    expect((await signIn({ username: email, password: PASSWORD })).nextStep.signInStep).toBe('CONFIRM_SIGN_IN_WITH_TOTP_CODE');
    expect((await confirmSignIn({ challengeResponse: totpCode(secret, 1) })).isSignedIn).toBe(true);
    await signOut();
  });
});

describe('required MFA with TOTP or e-mail', () => {
  const email = 'frances@example.com';
  let backend: IdentityTestBackend;

  beforeAll(async () => {
    backend = await startPool({ mode: 'REQUIRED', totp: true, email: true });
    await createUser(backend, email);
  });
  afterAll(() => backend?.close());

  it('lets a new user pick e-mail as the factor to set up and confirm it with a code', async () => {
    const asked = await signIn({ username: email, password: PASSWORD });
    expect(asked.nextStep).toMatchObject({
      signInStep: 'CONTINUE_SIGN_IN_WITH_MFA_SETUP_SELECTION',
      allowedMFATypes: ['TOTP', 'EMAIL'],
    });
    expect((await confirmSignIn({ challengeResponse: 'EMAIL' })).nextStep.signInStep).toBe('CONTINUE_SIGN_IN_WITH_EMAIL_SETUP');
    expect((await confirmSignIn({ challengeResponse: email })).nextStep.signInStep).toBe('CONFIRM_SIGN_IN_WITH_EMAIL_CODE');
    expect((await confirmSignIn({ challengeResponse: await backend.latestCode(email) })).isSignedIn).toBe(true);
    await signOut();
    expect((await signIn({ username: email, password: PASSWORD })).nextStep.signInStep).toBe('CONFIRM_SIGN_IN_WITH_EMAIL_CODE');
  });
});
