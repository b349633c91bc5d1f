'use client';

import { Amplify } from 'aws-amplify';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { CookieStorage } from 'aws-amplify/utils';
import { loadBrowserOutputs } from '@/lib/amplify/browser-outputs';
import { toResourcesConfig } from '@/lib/amplify/resources-config';
import { TOKEN_COOKIE_DAYS } from '@/lib/auth/session-cookies';
import { markAmplifyConfigured } from './amplify-configured-signal';

let configuring: Promise<boolean> | undefined;

async function configure(): Promise<boolean> {
  const outputs = await loadBrowserOutputs();
  if (!outputs) {
    console.error('Amplify is not configured: /amplify-outputs.js did not provide amplify_outputs.json.');
    return false;
  }
  Amplify.configure(toResourcesConfig(outputs));
  cognitoUserPoolsTokenProvider.setKeyValueStorage(
    new CookieStorage({
      path: '/',
      expires: TOKEN_COOKIE_DAYS,
      sameSite: 'lax',
      secure: window.location.protocol === 'https:',
    }),
  );
  markAmplifyConfigured();
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

/** Whether the configuration names a hosted UI (redirect sign-in and its /logout). */
export function hasHostedUi(): boolean {
  return Boolean(Amplify.getConfig().Auth?.Cognito?.loginWith?.oauth);
}
