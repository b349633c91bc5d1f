/**
 * The user-pool rows' operations, through the AWS SDK's Cognito client, the same calls for the
 * product and for cognito-local.
 */
import { Agent } from 'node:http';
import {
  CognitoIdentityProviderClient,
  ConfirmSignUpCommand,
  GetUserCommand,
  InitiateAuthCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';

export interface UserPoolTarget {
  clientId: string;
  client: CognitoIdentityProviderClient;
  /** The confirmation code the server sent to `email`. */
  codeFor(email: string): Promise<string>;
}

export const BENCH_PASSWORD = 'Bench#Peers42';

/** A client with `connections` kept-alive sockets and no retries (a retry would hide a failure). */
export function createUserPoolClient(endpoint: string, connections: number): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient({
    region: 'us-west-2',
    endpoint,
    // SignUp, ConfirmSignUp, InitiateAuth and GetUser are unsigned, but the SDK wants credentials to exist.
    credentials: { accessKeyId: 'unused', secretAccessKey: 'unused' },
    maxAttempts: 1,
    requestHandler: { httpAgent: new Agent({ keepAlive: true, maxSockets: connections }) },
  });
}

/** SignUp, then ConfirmSignUp with the code the server sent to `email`. */
export async function signUpAndConfirm(target: UserPoolTarget, email: string): Promise<void> {
  await target.client.send(
    new SignUpCommand({ ClientId: target.clientId, Username: email, Password: BENCH_PASSWORD, UserAttributes: [{ Name: 'email', Value: email }] }),
  );
  const code = await target.codeFor(email);
  await target.client.send(new ConfirmSignUpCommand({ ClientId: target.clientId, Username: email, ConfirmationCode: code }));
}

export interface SignInTokens {
  accessToken: string;
  idToken: string;
}

/** InitiateAuth with USER_PASSWORD_AUTH. */
export async function signInWithPassword(target: UserPoolTarget, email: string): Promise<SignInTokens> {
  const { AuthenticationResult } = await target.client.send(
    new InitiateAuthCommand({ ClientId: target.clientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: BENCH_PASSWORD } }),
  );
  if (!AuthenticationResult?.AccessToken || !AuthenticationResult.IdToken) throw new Error(`${email} got no tokens`);
  return { accessToken: AuthenticationResult.AccessToken, idToken: AuthenticationResult.IdToken };
}

export async function getUser(target: UserPoolTarget, accessToken: string): Promise<void> {
  const { Username } = await target.client.send(new GetUserCommand({ AccessToken: accessToken }));
  if (!Username) throw new Error('GetUser answered no user');
}
