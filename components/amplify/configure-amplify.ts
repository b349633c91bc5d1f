'use client';

import { Amplify } from 'aws-amplify';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { CookieStorage } from 'aws-amplify/utils';
import { isAmplifyOutputsDocument, OUTPUTS_GLOBAL } from '@/lib/amplify/amplify-outputs';
import { toResourcesConfig } from '@/lib/amplify/resources-config';
import { TOKEN_COOKIE_DAYS } from '@/lib/auth/session-cookies';

let state: 'unconfigured' | 'configured' | 'missing' = 'unconfigured';

/**
 * Configures Amplify in the browser from the outputs the /amplify-outputs.js script delivered
 * (idempotent). Tokens go to cookies (365 days, path /, secure over TLS) so the server knows the
 * user. Returns false when there is no configuration to use.
 */
export function ensureAmplifyConfigured(): boolean {
  if (state !== 'unconfigured' || typeof window === 'undefined') return state === 'configured';
  const outputs: unknown = (window as unknown as Record<string, unknown>)[OUTPUTS_GLOBAL];
  if (!isAmplifyOutputsDocument(outputs)) {
    state = 'missing';
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
  state = 'configured';
  return true;
}

/** Whether the configuration names a hosted UI (redirect sign-in and its /logout). */
export function hasHostedUi(): boolean {
  return Boolean(Amplify.getConfig().Auth?.Cognito?.loginWith?.oauth);
}
