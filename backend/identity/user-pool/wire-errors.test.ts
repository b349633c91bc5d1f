/**
 * What the AWS SDK sees when a call is refused: Cognito's error names, HTTP 400 and the spec's
 * texts, and no name the clients retry but LimitExceededException for a used-up send quota.
 */
import {
  ConfirmSignUpCommand,
  InitiateAuthCommand,
  ResendConfirmationCodeCommand,
  SignUpCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { startIdentityBackend, type IdentityTestBackend } from '../test-support/start-identity-backend';

jest.setTimeout(120_000);

let backend: IdentityTestBackend;
let client: CognitoIdentityProviderClient;
let clientId: string;
const PASSWORD = 'Correct#Horse9';

beforeAll(async () => {
  backend = await startIdentityBackend();
  client = backend.userPoolClient();
  clientId = backend.pool.ids.userPoolClientId;
  await client.send(new SignUpCommand({ ClientId: clientId, Username: 'taken@example.com', Password: PASSWORD }));
  await client.send(new SignUpCommand({ ClientId: clientId, Username: 'done@example.com', Password: PASSWORD }));
  await client.send(
    new ConfirmSignUpCommand({
      ClientId: clientId,
      Username: 'done@example.com',
      ConfirmationCode: await backend.latestCode('done@example.com'),
    }),
  );
});
afterAll(() => backend?.close());

async function refusal(call: Promise<unknown>) {
  try {
    await call;
  } catch (error) {
    const { name, message, $metadata } = error as { name: string; message: string; $metadata: { httpStatusCode?: number; attempts?: number } };
    return { name, message, status: $metadata.httpStatusCode };
  }
  throw new Error('the call succeeded');
}

/** Raw POSTs, for what the SDK would not send. */
async function post(target: string, body: string) {
  const response = await fetch(backend.userPoolEndpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': target },
    body,
  });
  return { status: response.status, type: response.headers.get('x-amzn-errortype'), body: await response.json() };
}

describe('the user pool refuses', () => {
  it.each([
    [
      'a second account for the same e-mail, whatever its case',
      () => new SignUpCommand({ ClientId: clientId, Username: 'TAKEN@example.com', Password: PASSWORD }),
      'UsernameExistsException',
      'An account with the given email already exists.',
    ],
    [
      'a password without a symbol',
      () => new SignUpCommand({ ClientId: clientId, Username: 'weak@example.com', Password: 'Password1' }),
      'InvalidPasswordException',
      'Password did not conform with policy: Password must have special characters',
    ],
    [
      'a short password',
      () => new SignUpCommand({ ClientId: clientId, Username: 'weak@example.com', Password: 'Aa1!' }),
      'InvalidPasswordException',
      'Password did not conform with policy: Password must have at least 8 characters',
    ],
    [
      'a password with a trailing space',
      () => new SignUpCommand({ ClientId: clientId, Username: 'weak@example.com', Password: 'Passw0rd! ' }),
      'InvalidPasswordException',
      'Invalid password format',
    ],
    [
      'a sign-up without a password',
      () => new SignUpCommand({ ClientId: clientId, Username: 'nopass@example.com', Password: undefined }),
      'InvalidParameterException',
      "1 validation error detected: Value null at 'password' failed to satisfy constraint: Member must not be null",
    ],
    [
      'a username that is not an e-mail',
      () => new SignUpCommand({ ClientId: clientId, Username: 'ada', Password: PASSWORD }),
      'InvalidParameterException',
      'Username should be an email.',
    ],
    [
      'a wrong confirmation code',
      () => new ConfirmSignUpCommand({ ClientId: clientId, Username: 'taken@example.com', ConfirmationCode: '000000' }),
      'CodeMismatchException',
      'Invalid verification code provided, please try again.',
    ],
    [
      'confirming an unknown user, as a wrong code (PreventUserExistenceErrors)',
      () => new ConfirmSignUpCommand({ ClientId: clientId, Username: 'nobody@example.com', ConfirmationCode: '123456' }),
      'CodeMismatchException',
      'Invalid verification code provided, please try again.',
    ],
    [
      'a new code for a confirmed user, in the words the Authenticator matches',
      () => new ResendConfirmationCodeCommand({ ClientId: clientId, Username: 'done@example.com' }),
      'InvalidParameterException',
      'User is already confirmed.',
    ],
    [
      'a sign-in by an unknown user, as a wrong password (PreventUserExistenceErrors)',
      () =>
        new InitiateAuthCommand({
          ClientId: clientId,
          AuthFlow: 'USER_PASSWORD_AUTH',
          AuthParameters: { USERNAME: 'nobody@example.com', PASSWORD },
        }),
      'NotAuthorizedException',
      'Incorrect username or password.',
    ],
    [
      'a sign-in before confirmation',
      () =>
        new InitiateAuthCommand({
          ClientId: clientId,
          AuthFlow: 'USER_PASSWORD_AUTH',
          AuthParameters: { USERNAME: 'taken@example.com', PASSWORD },
        }),
      'UserNotConfirmedException',
      'User is not confirmed.',
    ],
    [
      'custom auth, which needs Lambda triggers this pool does not declare',
      () => new InitiateAuthCommand({ ClientId: clientId, AuthFlow: 'CUSTOM_AUTH', AuthParameters: { USERNAME: 'done@example.com' } }),
      'InvalidUserPoolConfigurationException',
      'Custom auth lambda trigger is not configured for the user pool.',
    ],
    [
      'a refresh token it never issued',
      () => new InitiateAuthCommand({ ClientId: clientId, AuthFlow: 'REFRESH_TOKEN_AUTH', AuthParameters: { REFRESH_TOKEN: 'forged' } }),
      'NotAuthorizedException',
      'Invalid Refresh Token',
    ],
    [
      'an unknown app client',
      () => new SignUpCommand({ ClientId: 'someoneelse', Username: 'x@example.com', Password: PASSWORD }),
      'ResourceNotFoundException',
      'User pool client someoneelse does not exist.',
    ],
  ])('%s', async (_case, command, name, message) => {
    expect(await refusal(client.send(command() as never))).toEqual({ name, message, status: 400 });
  });

  it('unknown operations and malformed bodies with 400s, never a retried 5xx', async () => {
    expect(await post('AWSCognitoIdentityProviderService.DescribeRiskConfiguration', '{}')).toMatchObject({
      status: 400,
      type: 'UnsupportedOperationException',
    });
    expect(await post('SomethingElse.GetUser', '{}')).toMatchObject({ status: 400, type: 'UnknownOperationException' });
    expect(await post('AWSCognitoIdentityProviderService.SignUp', '{not json')).toMatchObject({
      status: 400,
      type: 'SerializationException',
      body: { __type: 'SerializationException' },
    });
    expect(await post('AWSCognitoIdentityProviderService.SignUp', '{"ClientId": 7}')).toMatchObject({ status: 400 });
  });

  it('the right code after five wrong ones, without a name the clients retry', async () => {
    const username = 'guesser@example.com';
    await client.send(new SignUpCommand({ ClientId: clientId, Username: username, Password: PASSWORD }));
    const code = await backend.latestCode(username);
    const wrong = code === '111111' ? '222222' : '111111';
    const confirm = (confirmationCode: string) =>
      client.send(new ConfirmSignUpCommand({ ClientId: clientId, Username: username, ConfirmationCode: confirmationCode }));
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await refusal(confirm(wrong))).name).toBe('CodeMismatchException');
    }
    expect(await refusal(confirm(code))).toEqual({
      name: 'TooManyFailedAttemptsException',
      message: 'Attempt limit exceeded, please try after some time.',
      status: 400,
    });
  });

  it('more than five code mails an hour to one mailbox, with Cognito\'s LimitExceededException', async () => {
    const resend = () => client.send(new ResendConfirmationCodeCommand({ ClientId: clientId, Username: 'taken@example.com' }));
    for (let send = 0; send < 5; send += 1) await resend();
    const sent = await backend.latestMail('taken@example.com');
    expect(await refusal(resend())).toEqual({
      name: 'LimitExceededException',
      message: 'Attempt limit exceeded, please try after some time.',
      status: 400,
    });
    expect((await backend.latestMail('taken@example.com')).file).toBe(sent.file);
  });
});

describe('the wire format', () => {
  it('answers {} for operations without a result', async () => {
    const response = await fetch(backend.userPoolEndpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.RevokeToken' },
      body: JSON.stringify({ ClientId: clientId, Token: 'unknown' }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/x-amz-json-1.1');
    expect(await response.text()).toBe('{}');
  });

  it('answers a CORS preflight for the headers the Amplify client sends', async () => {
    const response = await fetch(backend.userPoolEndpoint, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://app.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-amz-target,x-amz-user-agent,amz-sdk-invocation-id,amz-sdk-request,cache-control',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('https://app.example');
    expect(response.headers.get('access-control-allow-headers')).toContain('x-amz-target');
  });

  it('exposes the error type header to browsers', async () => {
    const response = await fetch(backend.userPoolEndpoint, {
      method: 'POST',
      headers: { origin: 'https://app.example', 'x-amz-target': 'AWSCognitoIdentityProviderService.GetUser' },
      body: '{}',
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('access-control-expose-headers')).toContain('x-amzn-ErrorType');
  });
});
