/**
 * The security notices of issue 48 through the unmodified aws-amplify client: each change, made
 * as /me/security makes it, leaves a mail in the outbox for the account's address (an e-mail
 * change: for the old address).
 */
import { AdminCreateUserCommand, AdminSetUserPasswordCommand } from '@aws-sdk/client-cognito-identity-provider';
import { confirmUserAttribute, deleteUser, setUpTOTP, signIn, updateMFAPreference, updatePassword, updateUserAttributes, verifyTOTPSetup } from 'aws-amplify/auth';
import { USERNAME_RESERVATION_DAYS } from '../../../amplify/data/account-leave/username-reservation';
import { computeTotpCode, totpStep } from '../domain/totp';
import { configureAmplify } from '../test-support/configure-amplify';
import { startIdentityBackend, type IdentityTestBackend } from '../test-support/start-identity-backend';

jest.setTimeout(120_000);

const OLD_EMAIL = 'grace@example.com';
const NEW_EMAIL = 'grace.hopper@example.org';
const PASSWORD = 'Compiler#Pioneer1';
const NEW_PASSWORD = 'Nanosecond#Wire2';

let backend: IdentityTestBackend;

beforeAll(async () => {
  backend = await startIdentityBackend();
  configureAmplify(backend);
  const admin = backend.userPoolClient();
  const UserPoolId = backend.pool.ids.userPoolId;
  await admin.send(
    new AdminCreateUserCommand({ UserPoolId, Username: OLD_EMAIL, MessageAction: 'SUPPRESS', UserAttributes: [{ Name: 'email_verified', Value: 'true' }] }),
  );
  await admin.send(new AdminSetUserPasswordCommand({ UserPoolId, Username: OLD_EMAIL, Password: PASSWORD, Permanent: true }));
  expect((await signIn({ username: OLD_EMAIL, password: PASSWORD })).isSignedIn).toBe(true);
});
afterAll(() => backend?.close());

describe('notice mails', () => {
  it('tells the account when its password was changed', async () => {
    await updatePassword({ oldPassword: PASSWORD, newPassword: NEW_PASSWORD });
    const mail = await backend.latestMail(OLD_EMAIL);
    expect(mail.subject).toBe('Your password was changed');
    expect(mail.text).toContain('Forgot your password?');
    expect(mail.text).not.toContain(NEW_PASSWORD);
  });

  it('tells the old address, once the new one is confirmed, that the e-mail was changed (the new one only masked)', async () => {
    await updateUserAttributes({ userAttributes: { email: NEW_EMAIL } });
    // Asked for, not yet confirmed: the old address has heard nothing new.
    expect((await backend.latestMail(OLD_EMAIL)).subject).toBe('Your password was changed');
    await confirmUserAttribute({ userAttributeKey: 'email', confirmationCode: await backend.latestCode(NEW_EMAIL) });
    const notice = await backend.latestMail(OLD_EMAIL);
    expect(notice.subject).toBe('Your e-mail address was changed');
    expect(notice.text).toContain('g***@e***');
    expect(notice.text).not.toContain(NEW_EMAIL);
    // The new address got its code, and no notice.
    expect((await backend.latestMail(NEW_EMAIL)).subject).toBe('Your verification code');
  });

  it('tells the account (at its new address) when a second factor is added, and when it is removed', async () => {
    const { sharedSecret } = await setUpTOTP();
    await verifyTOTPSetup({ code: computeTotpCode(sharedSecret, totpStep(new Date())) });
    await updateMFAPreference({ totp: 'PREFERRED' });
    const added = await backend.latestMail(NEW_EMAIL);
    expect(added.subject).toBe('A second factor was added');
    expect(added.text).toContain('an authenticator app');
    await updateMFAPreference({ email: 'ENABLED' });
    expect(await backend.latestMail(NEW_EMAIL)).toMatchObject({ subject: 'A second factor was added', text: expect.stringContaining('codes by e-mail') });
    await updateMFAPreference({ totp: 'DISABLED' });
    const removed = await backend.latestMail(NEW_EMAIL);
    expect(removed.subject).toBe('A second factor was removed');
    expect(removed.text).toContain('an authenticator app');
  });

  it('tells the account, last, that it was deleted (DeleteUser), and it signs in no more', async () => {
    await deleteUser();
    const notice = await backend.latestMail(NEW_EMAIL);
    expect(notice.subject).toBe('Your account was deleted');
    expect(notice.text).toContain(`kept back for ${USERNAME_RESERVATION_DAYS} days`);
    expect(notice.text).toContain('/methodology#leaving');
    await expect(signIn({ username: NEW_EMAIL, password: NEW_PASSWORD })).rejects.toMatchObject({ name: 'NotAuthorizedException' });
  });
});
