/**
 * The operator's Admin API: SigV4-signed with the generated credentials, driven by the AWS SDK,
 * and what the real Amplify client then meets as that user.
 */
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminGetUserCommand,
  AdminListGroupsForUserCommand,
  AdminRemoveUserFromGroupCommand,
  AdminSetUserPasswordCommand,
  ListUsersCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import {
  confirmSignIn,
  fetchAuthSession,
  fetchMFAPreference,
  getCurrentUser,
  setUpTOTP,
  signIn,
  signOut,
  updateMFAPreference,
  verifyTOTPSetup,
} from 'aws-amplify/auth';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { verifyIdentityCredentials } from '../index';
import { computeTotpCode, totpStep } from '../domain/totp';
import { OPERATOR_CREDENTIALS_FILE } from '../operator-credentials';
import { configureAmplify } from '../test-support/configure-amplify';
import { startIdentityBackend, type IdentityTestBackend } from '../test-support/start-identity-backend';

jest.setTimeout(120_000);

let backend: IdentityTestBackend;
let admin: CognitoIdentityProviderClient;
let UserPoolId: string;

beforeAll(async () => {
  backend = await startIdentityBackend();
  configureAmplify(backend);
  admin = backend.userPoolClient();
  UserPoolId = backend.pool.ids.userPoolId;
});
afterAll(() => backend?.close());

async function refusal(call: Promise<unknown>) {
  try {
    await call;
  } catch (error) {
    const { name, message, $metadata } = error as { name: string; message: string; $metadata: { httpStatusCode?: number } };
    return { name, message, status: $metadata.httpStatusCode };
  }
  throw new Error('the call succeeded');
}

describe('operator credentials', () => {
  it('are written to the data folder, owner-only, with the endpoint', () => {
    const file = join(backend.dataDir, OPERATOR_CREDENTIALS_FILE);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      accessKeyId: backend.pool.operator.accessKeyId,
      secretAccessKey: backend.pool.operator.secretAccessKey,
      region: 'us-west-2',
      userPoolId: UserPoolId,
      userPoolEndpoint: backend.userPoolEndpoint,
      userPoolClientId: backend.pool.ids.userPoolClientId,
    });
  });

  it('are required: unsigned, unknown and wrongly signed calls are refused', async () => {
    const unsigned = await fetch(backend.userPoolEndpoint, {
      method: 'POST',
      headers: { 'x-amz-target': 'AWSCognitoIdentityProviderService.ListUsers' },
      body: JSON.stringify({ UserPoolId }),
    });
    expect(unsigned.status).toBe(400);
    expect(unsigned.headers.get('x-amzn-errortype')).toBe('MissingAuthenticationTokenException');

    const stranger = backend.userPoolClient({ accessKeyId: 'AKIASTRANGER0000000', secretAccessKey: 'x'.repeat(40) });
    expect(await refusal(stranger.send(new ListUsersCommand({ UserPoolId })))).toMatchObject({
      name: 'UnrecognizedClientException',
      status: 400,
    });
    const forger = backend.userPoolClient({ accessKeyId: backend.pool.operator.accessKeyId, secretAccessKey: 'y'.repeat(40) });
    expect(await refusal(forger.send(new ListUsersCommand({ UserPoolId })))).toMatchObject({
      name: 'InvalidSignatureException',
      status: 400,
    });
  });
});

describe('an operator-created user', () => {
  const email = 'grace@example.com';
  const temporaryPassword = 'Temporary#Pass1';

  it('is created with a temporary password and an invitation mail', async () => {
    const { User } = await admin.send(
      new AdminCreateUserCommand({
        UserPoolId,
        Username: email,
        TemporaryPassword: temporaryPassword,
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'email_verified', Value: 'true' },
        ],
      }),
    );
    expect(User).toMatchObject({ UserStatus: 'FORCE_CHANGE_PASSWORD', Enabled: true });
    expect(User?.UserCreateDate).toBeInstanceOf(Date);
    const mail = await backend.latestMail(email);
    expect(mail.subject).toBe('Your temporary password');
    expect(mail.text).toBe(`Your username is ${email} and temporary password is ${temporaryPassword}.`);
    expect(await refusal(admin.send(new AdminCreateUserCommand({ UserPoolId, Username: email })))).toMatchObject({
      name: 'UsernameExistsException',
    });
  });

  it('must choose a new password at the first sign-in (NEW_PASSWORD_REQUIRED)', async () => {
    const first = await signIn({ username: email, password: temporaryPassword });
    expect(first.nextStep.signInStep).toBe('CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED');
    await expect(confirmSignIn({ challengeResponse: 'short' })).rejects.toMatchObject({ name: 'InvalidPasswordException' });
    const done = await confirmSignIn({ challengeResponse: 'Permanent#Pass2', options: { userAttributes: { name: 'Grace' } } });
    expect(done.isSignedIn).toBe(true);
    const user = await admin.send(new AdminGetUserCommand({ UserPoolId, Username: email }));
    expect(user.UserStatus).toBe('CONFIRMED');
    expect(user.UserAttributes).toContainEqual({ Name: 'name', Value: 'Grace' });
  });

  it('joins ADMINS, which shows in new tokens and in identity credentials once the user has a second factor', async () => {
    await admin.send(new AdminAddUserToGroupCommand({ UserPoolId, Username: email, GroupName: 'ADMINS' }));
    const { Groups } = await admin.send(new AdminListGroupsForUserCommand({ UserPoolId, Username: email }));
    expect(Groups).toEqual([expect.objectContaining({ GroupName: 'ADMINS', Precedence: 0 })]);

    // Staff groups need a second factor (amplify/auth/staff-second-factor.ts): held back, and named.
    const bare = await fetchAuthSession({ forceRefresh: true });
    expect(bare.tokens?.accessToken.payload['cognito:groups']).toBeUndefined();
    expect(bare.tokens?.idToken?.payload['cognito:groups']).toBeUndefined();
    expect(bare.tokens?.accessToken.payload.withheld_groups).toBe('ADMINS');
    const bareCredentials = await verifyIdentityCredentials(
      backend.backend.context.db,
      bare.credentials?.accessKeyId ?? '',
      bare.credentials?.sessionToken ?? '',
    );
    expect(bareCredentials?.groups ?? []).toEqual([]);

    // The user sets up an authenticator app with the Amplify client, as /me/security does.
    const setup = await setUpTOTP();
    expect(setup.getSetupUri('Banwatch', email).toString()).toMatch(/^otpauth:\/\/totp\/Banwatch:.*\?secret=[A-Z2-7]+&issuer=Banwatch$/);
    await verifyTOTPSetup({ code: computeTotpCode(setup.sharedSecret, totpStep(new Date())) });
    await updateMFAPreference({ totp: 'PREFERRED' });
    expect(await fetchMFAPreference()).toEqual({ enabled: ['TOTP'], preferred: 'TOTP' });

    const session = await fetchAuthSession({ forceRefresh: true });
    expect(session.tokens?.accessToken.payload['cognito:groups']).toEqual(['ADMINS']);
    expect(session.tokens?.idToken?.payload['cognito:groups']).toEqual(['ADMINS']);
    const verified = await verifyIdentityCredentials(
      backend.backend.context.db,
      session.credentials?.accessKeyId ?? '',
      session.credentials?.sessionToken ?? '',
    );
    expect(verified?.groups).toEqual(['ADMINS']);
    expect(session.tokens?.accessToken.payload.withheld_groups).toBeUndefined();

    // Without the factor again, the next tokens hold the group back again.
    await updateMFAPreference({ totp: 'DISABLED' });
    expect((await fetchAuthSession({ forceRefresh: true })).tokens?.accessToken.payload.withheld_groups).toBe('ADMINS');

    await admin.send(new AdminRemoveUserFromGroupCommand({ UserPoolId, Username: email, GroupName: 'ADMINS' }));
    expect((await fetchAuthSession({ forceRefresh: true })).tokens?.accessToken.payload['cognito:groups']).toBeUndefined();
    expect(
      await refusal(admin.send(new AdminAddUserToGroupCommand({ UserPoolId, Username: email, GroupName: 'NOPE' }))),
    ).toMatchObject({ name: 'ResourceNotFoundException' });
  });

  it('is signed out and refused while disabled, and signs in again once enabled', async () => {
    await admin.send(new AdminDisableUserCommand({ UserPoolId, Username: email }));
    // The refresh is refused, so the client drops the tokens; it still holds the user's identity
    // id, which is not handed out as a guest's, so the session as a whole fails until sign-out.
    await expect(fetchAuthSession({ forceRefresh: true })).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    await expect(getCurrentUser()).rejects.toMatchObject({ name: 'UserUnAuthenticatedException' });
    await signOut();
    await expect(signIn({ username: email, password: 'Permanent#Pass2' })).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'User is disabled.',
    });
    await admin.send(new AdminEnableUserCommand({ UserPoolId, Username: email }));
    expect((await signIn({ username: email, password: 'Permanent#Pass2' })).isSignedIn).toBe(true);
    await signOut();
  });

  it('can be given a permanent password by the operator', async () => {
    await admin.send(new AdminSetUserPasswordCommand({ UserPoolId, Username: email, Password: 'Operator#Set3', Permanent: true }));
    expect((await signIn({ username: email, password: 'Operator#Set3' })).isSignedIn).toBe(true);
    await signOut();
  });

  it('is listed, filtered by e-mail and paged', async () => {
    await admin.send(new AdminCreateUserCommand({ UserPoolId, Username: 'linus@example.com', MessageAction: 'SUPPRESS' }));
    const all = await admin.send(new ListUsersCommand({ UserPoolId }));
    expect(all.Users?.map((user) => user.Attributes?.find((attribute) => attribute.Name === 'email')?.Value)).toEqual([
      email,
      'linus@example.com',
    ]);
    const filtered = await admin.send(new ListUsersCommand({ UserPoolId, Filter: 'email = "LINUS@example.com"' }));
    expect(filtered.Users).toHaveLength(1);
    const firstPage = await admin.send(new ListUsersCommand({ UserPoolId, Limit: 1 }));
    const secondPage = await admin.send(
      new ListUsersCommand({ UserPoolId, Limit: 1, PaginationToken: firstPage.PaginationToken }),
    );
    expect(secondPage.Users?.[0]?.Username).toBe(filtered.Users?.[0]?.Username);
    expect(secondPage.PaginationToken).toBeUndefined();
  });

  it('is deleted', async () => {
    await admin.send(new AdminDeleteUserCommand({ UserPoolId, Username: email }));
    expect(await refusal(admin.send(new AdminGetUserCommand({ UserPoolId, Username: email })))).toEqual({
      name: 'UserNotFoundException',
      message: 'User does not exist.',
      status: 400,
    });
  });
});
