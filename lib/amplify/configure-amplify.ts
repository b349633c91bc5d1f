'use client';

import { Amplify } from 'aws-amplify';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { CookieStorage } from 'aws-amplify/utils';
import { lacksModelIntrospection, MODEL_INTROSPECTION_PATH, withModelIntrospection, type AmplifyOutputsDocument } from '@/lib/amplify/amplify-outputs';
import { loadBrowserModelIntrospection, loadBrowserOutputs } from '@/lib/amplify/browser-outputs';
import { toResourcesConfig } from '@/lib/amplify/resources-config';
import { TOKEN_COOKIE_DAYS } from '@/lib/auth/session-cookies';
import { markAmplifyConfigured } from './amplify-configured-signal';

let configuring: Promise<boolean> | undefined;
let configuringData: Promise<boolean> | undefined;

/**
 * Amplify.configure, tokens in cookies. A second call (the Data client's, with the model
 * introspection) must set the cookie storage again: configure re-wires the token provider to
 * localStorage whenever the caller gives no Auth providers of its own.
 */
function apply(outputs: AmplifyOutputsDocument): void {
  Amplify.configure(toResourcesConfig(outputs));
  cognitoUserPoolsTokenProvider.setKeyValueStorage(
    new CookieStorage({
      path: '/',
      expires: TOKEN_COOKIE_DAYS,
      sameSite: 'lax',
      secure: window.location.protocol === 'https:',
    }),
  );
}

async function configure(): Promise<boolean> {
  const outputs = await loadBrowserOutputs();
  if (!outputs) {
    console.error('Amplify is not configured: /amplify-outputs.js did not provide amplify_outputs.json.');
    return false;
  }
  apply(outputs);
  markAmplifyConfigured();
  return true;
}

async function configureData(): Promise<boolean> {
  // The introspection is fetched beside the outputs, not after them: the Data client waits for both.
  const introspecting = loadBrowserModelIntrospection();
  const [isConfigured, outputs] = await Promise.all([ensureAmplifyConfigured(), loadBrowserOutputs()]);
  if (!isConfigured || !outputs) return false;
  // Outputs with no data section (or with the introspection still in) need nothing more.
  if (!lacksModelIntrospection(outputs)) return true;
  const introspection = await introspecting;
  if (introspection === undefined) {
    console.error(`The Data client is not configured: ${MODEL_INTROSPECTION_PATH} did not provide the data model.`);
    return false;
  }
  apply(withModelIntrospection(outputs, introspection));
  return true;
}

/**
 * Configures Amplify in the browser from the outputs /amplify-outputs.js delivers, loaded on first
 * call (once per page; every caller waits for the same configuration). Tokens go to cookies (365
 * days, path /, secure over TLS) so the server knows the user. False when there is no
 * configuration to use; a later call then tries again.
 */
export function ensureAmplifyConfigured(): Promise<boolean> {
  if (typeof window === 'undefined') return Promise.resolve(false);
  configuring ??= configure().then((isConfigured) => {
    if (!isConfigured) configuring = undefined;
    return isConfigured;
  });
  return configuring;
}

/**
 * Configures Amplify as ensureAmplifyConfigured does, then adds the data model's introspection
 * (fetched once per page, MODEL_INTROSPECTION_PATH), which only the Data client reads: call it
 * before generateClient. False when there is no configuration to use; a later call then tries again.
 */
export function ensureAmplifyDataConfigured(): Promise<boolean> {
  if (typeof window === 'undefined') return Promise.resolve(false);
  configuringData ??= configureData().then((isConfigured) => {
    if (!isConfigured) configuringData = undefined;
    return isConfigured;
  });
  return configuringData;
}

/** Whether the configuration names a hosted UI (redirect sign-in and its /logout). */
export function hasHostedUi(): boolean {
  return Boolean(Amplify.getConfig().Auth?.Cognito?.loginWith?.oauth);
}
