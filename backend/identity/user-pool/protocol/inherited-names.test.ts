/**
 * Names a client chooses never select what the pool did not declare. Every lookup that a request
 * name drives (operations, challenges, ListUsers filters, AuthParameters, attribute and group
 * names, MFA settings) is tried with the names every plain object inherits, through the real
 * HTTP handler: each answers as for any unknown name, a Cognito 400, never a 200 or a 500.
 */
import {
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  InitiateAuthCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { INHERITED_NAMES } from '../../../core/test-support/inherited-names';
import { callJsonTarget, type RawAnswer } from '../../test-support/raw-json-call';
import { startIdentityBackend, type IdentityTestBackend } from '../../test-support/start-identity-backend';

jest.setTimeout(120_000);

const TARGET = 'AWSCognitoIdentityProviderService';
const EMAIL = 'proto@example.com';
const PASSWORD = 'Prototype#Chain1';
let backend: IdentityTestBackend;
let admin: CognitoIdentityProviderClient;
let accessToken: string;

beforeAll(async () => {
  backend = await startIdentityBackend();
  admin = backend.userPoolClient();
  const UserPoolId = backend.pool.ids.userPoolId;
  await admin.send(
    new AdminCreateUserCommand({
      UserPoolId,
      Username: EMAIL,
      MessageAction: 'SUPPRESS',
      TemporaryPassword: PASSWORD,
    }),
  );
  await admin.send(
    new AdminSetUserPasswordCommand({ UserPoolId, Username: EMAIL, Password: PASSWORD, Permanent: true }),
  );
  const { AuthenticationResult } = await admin.send(
    new InitiateAuthCommand({
      ClientId: backend.pool.ids.userPoolClientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: EMAIL, PASSWORD },
    }),
  );
  accessToken = AuthenticationResult?.AccessToken ?? '';
});
afterAll(() => backend?.close());

const operator = () => ({
  accessKeyId: backend.pool.operator.accessKeyId,
  secretAccessKey: backend.pool.operator.secretAccessKey,
});
const call = (operation: string, body: unknown, isSigned = false) =>
  callJsonTarget(
    backend.userPoolEndpoint,
    `${TARGET}.${operation}`,
    body,
    isSigned ? { credentials: operator() } : {},
  );

/** A refusal with Cognito's name, in the header and the body, and nothing of the pool's secrets. */
function expectRefusal(answer: RawAnswer, type: string) {
  expect({ status: answer.status, type: answer.type, __type: answer.body.__type }).toEqual({
    status: 400,
    type,
    __type: type,
  });
  expect(answer.text).not.toContain(backend.pool.operator.secretAccessKey);
  expect(answer.text).not.toContain(backend.pool.identityCredentialsSecret);
}

describe('an X-Amz-Target naming an inherited property', () => {
  it.each(INHERITED_NAMES)('%s is an unknown operation, unsigned', async (name) => {
    const answer = await call(name, {});
    expectRefusal(answer, 'UnknownOperationException');
    expect(answer.body.message).toBe(`Unknown operation ${name}.`);
  });

  it.each(INHERITED_NAMES)('%s is an unknown operation, signed by the operator', async (name) => {
    expectRefusal(
      await call(name, { UserPoolId: backend.pool.ids.userPoolId }, true),
      'UnknownOperationException',
    );
  });

  it('a real Cognito operation this pool does not serve is unsupported, not unknown', async () => {
    expectRefusal(await call('DescribeRiskConfiguration', {}), 'UnsupportedOperationException');
  });
});

describe('names inside a request', () => {
  const clientId = () => backend.pool.ids.userPoolClientId;

  it.each(INHERITED_NAMES)('ChallengeName %s is an unsupported challenge', async (name) => {
    const answer = await call('RespondToAuthChallenge', {
      ClientId: clientId(),
      ChallengeName: name,
      ChallengeResponses: { USERNAME: EMAIL },
      Session: 'x',
    });
    expectRefusal(answer, 'InvalidParameterException');
    expect(answer.body.message).toBe(`Unsupported challenge name: ${name}`);
  });

  it.each(INHERITED_NAMES)('a ListUsers filter on %s is an invalid filter', async (name) => {
    const answer = await call(
      'ListUsers',
      { UserPoolId: backend.pool.ids.userPoolId, Filter: `${name} = "x"` },
      true,
    );
    expectRefusal(answer, 'InvalidParameterException');
  });

  it.each(INHERITED_NAMES)('AuthParameters holding only %s still lack USERNAME', async (name) => {
    const answer = await call('InitiateAuth', {
      ClientId: clientId(),
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { [name]: 'x' },
    });
    expectRefusal(answer, 'InvalidParameterException');
    expect(answer.body.message).toBe('Missing required parameter USERNAME');
  });

  it.each(INHERITED_NAMES)('AuthParameters with an extra %s entry sign in as without it', async (name) => {
    const answer = await call('InitiateAuth', {
      ClientId: clientId(),
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { [name]: 'x', USERNAME: EMAIL, PASSWORD },
      ClientMetadata: { [name]: 'x' },
    });
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body)).toEqual(['ChallengeParameters', 'AuthenticationResult']);
  });

  it.each(INHERITED_NAMES)('a user attribute named %s is refused when a user writes it', async (name) => {
    const update = await call('UpdateUserAttributes', {
      AccessToken: accessToken,
      UserAttributes: [{ Name: name, Value: 'x' }],
    });
    expectRefusal(update, 'InvalidParameterException');
    expectRefusal(
      await call('DeleteUserAttributes', { AccessToken: accessToken, UserAttributeNames: [name] }),
      'InvalidParameterException',
    );
    const signUp = await call('SignUp', {
      ClientId: clientId(),
      Username: `${name.replace(/\W/g, '')}@example.com`,
      Password: PASSWORD,
      UserAttributes: [{ Name: name, Value: 'x' }],
    });
    expectRefusal(signUp, 'InvalidParameterException');
  });

  it.each(INHERITED_NAMES)(
    'a user attribute named %s is refused when the operator writes it',
    async (name) => {
      const answer = await call(
        'AdminCreateUser',
        {
          UserPoolId: backend.pool.ids.userPoolId,
          Username: 'named@example.com',
          MessageAction: 'SUPPRESS',
          UserAttributes: [{ Name: name, Value: 'x' }],
        },
        true,
      );
      expectRefusal(answer, 'InvalidParameterException');
    },
  );

  it.each(INHERITED_NAMES)('the group %s does not exist', async (name) => {
    const answer = await call(
      'AdminAddUserToGroup',
      { UserPoolId: backend.pool.ids.userPoolId, Username: EMAIL, GroupName: name },
      true,
    );
    expectRefusal(answer, 'ResourceNotFoundException');
  });

  it.each(INHERITED_NAMES)('MFA settings with a %s member change nothing', async (name) => {
    const answer = await call('SetUserMFAPreference', {
      AccessToken: accessToken,
      SoftwareTokenMfaSettings: { [name]: true },
      EmailMfaSettings: { [name]: true },
    });
    expect({ status: answer.status, text: answer.text }).toEqual({ status: 200, text: '{}' });
  });

  it.each(INHERITED_NAMES)(
    'GetUser with a %s member answers the user, not anything inherited',
    async (name) => {
      const answer = await call('GetUser', { AccessToken: accessToken, [name]: { AccessToken: 'x' } });
      expect(answer.status).toBe(200);
      expect(answer.body.UserAttributes).toEqual(expect.arrayContaining([{ Name: 'email', Value: EMAIL }]));
    },
  );
});
