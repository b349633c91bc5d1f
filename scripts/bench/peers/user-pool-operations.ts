/**
 * The user-pool rows' operations, through the AWS SDK's Cognito client, the same calls for the
 * product and for cognito-local; GetUser also on the wire (wire-client.ts).
 */
import { Agent } from 'node:http';
import {
  CognitoIdentityProviderClient,
  ConfirmSignUpCommand,
  GetUserCommand,
  InitiateAuthCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { Pool } from 'undici';
import { createWirePool } from './wire-client';

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

/** Who GetUser must answer for a token: the user name and the email attribute. */
export interface UserIdentity {
  username: string;
  email: string;
}

export async function getUser(target: UserPoolTarget, accessToken: string): Promise<UserIdentity> {
  const { Username, UserAttributes } = await target.client.send(new GetUserCommand({ AccessToken: accessToken }));
  const email = UserAttributes?.find((attribute) => attribute.Name === 'email')?.Value;
  if (!Username || !email) throw new Error('GetUser answered no user or no email');
  return { username: Username, email };
}

/**
 * GetUser as the SDK sends it (captured 2026-11-27: POST to the endpoint, these two headers, this
 * JSON body, unsigned), on an undici pool, the answer parsed and checked against `expected`.
 */
export interface WireUserPool {
  pool: Pool;
  path: string;
}

export function createWireUserPool(endpoint: string, connections: number): WireUserPool {
  const url = new URL(endpoint);
  return { pool: createWirePool(url.origin, connections), path: url.pathname || '/' };
}

const GET_USER_HEADERS = { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.GetUser' };

export async function getUserOnWire(target: WireUserPool, accessToken: string, expected: UserIdentity): Promise<void> {
  const response = await target.pool.request({ path: target.path, method: 'POST', headers: GET_USER_HEADERS, body: JSON.stringify({ AccessToken: accessToken }) });
  const text = await response.body.text();
  if (response.statusCode !== 200) throw new Error(`GetUser answered ${response.statusCode}: ${text.slice(0, 200)}`);
  const answer = JSON.parse(text) as { Username?: string; UserAttributes?: { Name: string; Value?: string }[] };
  const email = answer.UserAttributes?.find((attribute) => attribute.Name === 'email')?.Value;
  if (answer.Username !== expected.username || email !== expected.email) {
    throw new Error(`GetUser answered ${answer.Username} <${email}>, not ${expected.username} <${expected.email}>`);
  }
}
