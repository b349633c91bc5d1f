import type { AmplifyOutputsDocument } from '@/lib/amplify/amplify-outputs';
import { backendOriginsOf } from './backend-origins';
import { buildContentSecurityPolicy } from './content-security-policy';
import { renderNonce } from './render-nonce';

let last: { outputs: AmplifyOutputsDocument | null; nonce: string; policy: string } | undefined;

/**
 * The policy for this request and the nonce in it. Under the one server that is the process's
 * render nonce (the server gives every response a fresh one), so the policy only changes with the
 * outputs file and is built once per change. Elsewhere (plain `next dev`/`next start`) every
 * request gets a random nonce, which dynamically rendered pages then carry.
 */
export function pagePolicyFor(outputs: AmplifyOutputsDocument | null): { nonce: string; policy: string } {
  const nonce = renderNonce() ?? randomNonce();
  if (last?.outputs === outputs && last.nonce === nonce) return last;
  const policy = buildContentSecurityPolicy({ nonce, isDev: process.env.NODE_ENV === 'development', backend: backendOriginsOf(outputs) });
  last = { outputs, nonce, policy };
  return last;
}

/** 128 random bits, base64url (a CSP nonce value). */
export function randomNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
