/**
 * PreventUserExistenceErrors (ENABLED in amplify/auth/pool-settings.ts): through the AWS SDK, an
 * unknown name gets the answer a known one does for sign-in (both flows), reset, resend and the
 * two confirmations, and nothing is mailed for it. SignUp still says an address is taken, as
 * Cognito's own SignUp does.
 */
import {
  AdminDisableUserCommand,
  ConfirmForgotPasswordCommand,
  ConfirmSignUpCommand,
  ForgotPasswordCommand,
  InitiateAuthCommand,
  ResendConfirmationCodeCommand,
  RespondToAuthChallengeCommand,
  SignUpCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { findLatestMessageTo } from '../../../core/mail/read-outbox';
import { loadClientSrp } from '../../domain/amplify-client-srp.test-helper';
import { startIdentityBackend, type IdentityTestBackend } from '../../test-support/start-identity-backend';

jest.setTimeout(120_000);

const PASSWORD = 'Known#Person7';
const WRONG = 'Wrong#Person7';
const KNOWN = 'known@letters.test';
const UNCONFIRMED = 'pending@letters.test';
const DISABLED = 'disabled@letters.test';
const UNKNOWN = 'nobody@letters.test';
const INCORRECT = { name: 'NotAuthorizedException', message: 'Incorrect username or password.' };
const MISMATCH = { name: 'CodeMismatchException', message: 'Invalid verification code provided, please try again.' };

let backend: IdentityTestBackend;
let client: CognitoIdentityProviderClient;
let clientId: string;

async function answerOf(call: Promise<unknown>) {
  try {
    const body: Record<string, unknown> = { ...((await call) as Record<string, unknown>) };
    delete body.$metadata;
    return { ok: body };
  } catch (error) {
    const { name, message } = error as Error;
    return { name, message };
  }
}

async function signUpConfirmed(email: string) {
  await client.send(new SignUpCommand({ ClientId: clientId, Username: email, Password: PASSWORD }));
  await client.send(new ConfirmSignUpCommand({ ClientId: clientId, Username: email, ConfirmationCode: await backend.latestCode(email) }));
}

beforeAll(async () => {
  backend = await startIdentityBackend();
  client = backend.userPoolClient();
  clientId = backend.pool.ids.userPoolClientId;
  expect(backend.pool.settings.preventUserExistenceErrors).toBe(true);
  await signUpConfirmed(KNOWN);
  await signUpConfirmed(DISABLED);
  await client.send(new AdminDisableUserCommand({ UserPoolId: backend.pool.ids.userPoolId, Username: DISABLED }));
  await client.send(new SignUpCommand({ ClientId: clientId, Username: UNCONFIRMED, Password: PASSWORD }));
});
afterAll(() => backend?.close());

const passwordSignIn = (username: string, password: string) =>
  client.send(new InitiateAuthCommand({ ClientId: clientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: username, PASSWORD: password } }));

describe('sign-in', () => {
  test('a wrong password, an unknown name and a disabled account with a wrong password read alike', async () => {
    for (const username of [KNOWN, UNKNOWN, DISABLED]) expect(await answerOf(passwordSignIn(username, WRONG))).toEqual(INCORRECT);
    // Only the right password learns that the account is disabled.
    expect(await answerOf(passwordSignIn(DISABLED, PASSWORD))).toEqual({ name: 'NotAuthorizedException', message: 'User is disabled.' });
  });

  test('SRP: an unknown name gets a PASSWORD_VERIFIER like a known one, stable per name, and its claim is refused alike', async () => {
    const srp = loadClientSrp();
    const handshake = async (username: string, password: string) => {
      const helper = await srp.getAuthenticationHelper(backend.pool.srpPoolName);
      const started = await client.send(
        new InitiateAuthCommand({ ClientId: clientId, AuthFlow: 'USER_SRP_AUTH', AuthParameters: { USERNAME: username, SRP_A: helper.A.toString(16) } }),
      );
      const parameters = started.ChallengeParameters ?? {};
      const hkdf = await helper.getPasswordAuthenticationKey({
        username: parameters.USER_ID_FOR_SRP,
        password,
        serverBValue: new srp.BigInteger(parameters.SRP_B, 16),
        salt: new srp.BigInteger(parameters.SALT, 16),
      });
      const timestamp = srp.getNowString();
      const answer = await answerOf(
        client.send(
          new RespondToAuthChallengeCommand({
            ClientId: clientId,
            ChallengeName: 'PASSWORD_VERIFIER',
            ChallengeResponses: {
              USERNAME: parameters.USER_ID_FOR_SRP,
              PASSWORD_CLAIM_SECRET_BLOCK: parameters.SECRET_BLOCK,
              TIMESTAMP: timestamp,
              PASSWORD_CLAIM_SIGNATURE: srp.getSignatureString({
                userPoolName: backend.pool.srpPoolName,
                username: parameters.USER_ID_FOR_SRP,
                challengeParameters: parameters,
                dateNow: timestamp,
                hkdf,
              }),
            },
          }),
        ),
      );
      return { challenge: started.ChallengeName, parameters, answer };
    };
    const known = await handshake(KNOWN, WRONG);
    const unknown = await handshake(UNKNOWN, WRONG);
    const shape = {
      SALT: expect.stringMatching(/^[0-9a-f]{32}$/),
      SRP_B: expect.stringMatching(/^[0-9a-f]{700,768}$/),
      SECRET_BLOCK: expect.any(String),
      USER_ID_FOR_SRP: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
    };
    for (const attempt of [known, unknown]) {
      expect(attempt.challenge).toBe('PASSWORD_VERIFIER');
      expect(attempt.parameters).toEqual({ ...shape, USERNAME: attempt.parameters.USER_ID_FOR_SRP });
      expect(attempt.answer).toEqual(INCORRECT);
    }
    const again = await handshake('NOBODY@letters.test', PASSWORD);
    expect([again.parameters.SALT, again.parameters.USER_ID_FOR_SRP]).toEqual([unknown.parameters.SALT, unknown.parameters.USER_ID_FOR_SRP]);
    expect(again.parameters.SRP_B).not.toBe(unknown.parameters.SRP_B);
    expect(again.answer).toEqual(INCORRECT);
    expect((await handshake(KNOWN, PASSWORD)).answer).toHaveProperty('ok.AuthenticationResult.AccessToken');
  });
});

describe('codes', () => {
  const delivery = (destination: string) => ({
    ok: { CodeDeliveryDetails: { Destination: destination, DeliveryMedium: 'EMAIL', AttributeName: 'email' } },
  });
  const mailTo = (email: string) => findLatestMessageTo(backend.dataDir, email);

  test('ForgotPassword: an unknown name, a disabled account and an unverified one get the same CodeDeliveryDetails, and no mail', async () => {
    const forgot = (username: string) => answerOf(client.send(new ForgotPasswordCommand({ ClientId: clientId, Username: username })));
    expect(await forgot(KNOWN)).toEqual(delivery('k***@l***'));
    expect(await forgot('Nobody@Letters.test')).toEqual(delivery('n***@l***'));
    expect(await forgot(DISABLED)).toEqual(delivery('d***@l***'));
    const before = await mailTo(UNCONFIRMED);
    expect(await forgot(UNCONFIRMED)).toEqual(delivery('p***@l***'));
    expect((await mailTo(UNCONFIRMED))?.file).toBe(before?.file);
    expect((await mailTo(KNOWN))?.subject).toBeDefined();
    expect(await mailTo('nobody@letters.test')).toBeUndefined();
  });

  test('ConfirmForgotPassword: a wrong code for a known name and any code for an unknown or disabled one read alike', async () => {
    const confirm = (username: string, password = 'New#Password8') =>
      answerOf(client.send(new ConfirmForgotPasswordCommand({ ClientId: clientId, Username: username, ConfirmationCode: '000000', Password: password })));
    const known = await confirm(KNOWN);
    expect(known).toEqual(MISMATCH);
    expect(await confirm(UNKNOWN)).toEqual(known);
    expect(await confirm(DISABLED)).toEqual(known);
    // The password is judged first, for every name.
    const weak = { name: 'InvalidPasswordException', message: 'Password did not conform with policy: Password must have at least 8 characters' };
    for (const username of [KNOWN, UNKNOWN]) expect(await confirm(username, 'Aa1!')).toEqual(weak);
  });

  test('ResendConfirmationCode: an unknown name gets the answer an unconfirmed account does, and no mail', async () => {
    const resend = (username: string) => answerOf(client.send(new ResendConfirmationCodeCommand({ ClientId: clientId, Username: username })));
    expect(await resend(UNCONFIRMED)).toEqual(delivery('p***@l***'));
    expect(await resend('nobody2@letters.test')).toEqual(delivery('n***@l***'));
    expect(await mailTo('nobody2@letters.test')).toBeUndefined();
  });

  test('ConfirmSignUp: a wrong code for an unconfirmed account and any code for an unknown name read alike', async () => {
    const confirm = (username: string) =>
      answerOf(client.send(new ConfirmSignUpCommand({ ClientId: clientId, Username: username, ConfirmationCode: '000000' })));
    expect(await confirm(UNCONFIRMED)).toEqual(MISMATCH);
    expect(await confirm(UNKNOWN)).toEqual(MISMATCH);
  });

  test('SignUp still says an address is taken, as Cognito does', async () => {
    expect(await answerOf(client.send(new SignUpCommand({ ClientId: clientId, Username: KNOWN, Password: PASSWORD })))).toEqual({
      name: 'UsernameExistsException',
      message: 'An account with the given email already exists.',
    });
  });
});
