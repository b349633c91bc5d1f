import { readFileSync } from 'node:fs';
import { Amplify } from 'aws-amplify';
import { fetchAuthSession } from 'aws-amplify/auth';
import { ConsoleLogger } from 'aws-amplify/utils';
import type { AmplifyOutputsDocument } from '../../lib/amplify/amplify-outputs';
import { toResourcesConfig } from '../../lib/amplify/resources-config';
import { lastAuthUserCookie, tokenCookie } from '../../lib/auth/session-cookies';
import type { ClusterInstance } from '../../scripts/cluster/start-cluster';

/**
 * The instance's amplify_outputs.json with its endpoints moved from PUBLIC_URL (the proxy) to
 * `via`, by default the instance itself, so a real client talks to that one instance and no other.
 */
export function outputsOn(instance: ClusterInstance, publicUrl: string, via = instance.origin): AmplifyOutputsDocument {
  return JSON.parse(readFileSync(instance.outputsPath, 'utf8').split(publicUrl).join(via)) as AmplifyOutputsDocument;
}

/** Configures the real Amplify client in Node (as the site does) against one instance, or `via` another origin. */
export function configureAmplifyOn(instance: ClusterInstance, publicUrl: string, via = instance.origin): AmplifyOutputsDocument {
  const outputs = outputsOn(instance, publicUrl, via);
  // Amplify warns that the endpoints are custom: they are, on purpose.
  ConsoleLogger.LOG_LEVEL = 'ERROR';
  Amplify.configure(toResourcesConfig(outputs));
  return outputs;
}

export type UserPoolCall = { operation: string; origin: string };

/**
 * Runs `work` with each user-pool call Amplify makes sent to the origin `route` names for its
 * operation (InitiateAuth, RespondToAuthChallenge…), or where it was going when `route` names
 * none; resolves with the calls as they went out.
 */
export async function withUserPoolCallsRouted(route: (operation: string) => string | undefined, work: () => Promise<unknown>): Promise<UserPoolCall[]> {
  const calls: UserPoolCall[] = [];
  const originalFetch = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    const target = new Headers(init?.headers).get('x-amz-target');
    if (!target?.startsWith('AWSCognitoIdentityProviderService.')) return originalFetch(input, init);
    const operation = target.slice(target.indexOf('.') + 1);
    const url = new URL(input instanceof Request ? input.url : String(input));
    const destination = new URL(`${url.pathname}${url.search}`, route(operation) ?? url.origin);
    calls.push({ operation, origin: destination.origin });
    return originalFetch(destination, init);
  };
  try {
    await work();
  } finally {
    globalThis.fetch = originalFetch;
  }
  return calls;
}

/** The Cookie header the site's server reads a signed-in visitor from (Amplify's cookie names). */
export async function sessionCookieHeader(outputs: AmplifyOutputsDocument): Promise<string> {
  const { tokens } = await fetchAuthSession();
  const clientId = outputs.auth?.user_pool_client_id;
  const user = tokens?.accessToken.payload.username;
  if (!tokens?.idToken || !clientId || typeof user !== 'string') throw new Error('not signed in');
  return [
    `${lastAuthUserCookie(clientId)}=${user}`,
    `${tokenCookie(clientId, user, 'accessToken')}=${tokens.accessToken.toString()}`,
    `${tokenCookie(clientId, user, 'idToken')}=${tokens.idToken.toString()}`,
  ].join('; ');
}
