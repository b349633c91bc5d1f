import { readFileSync } from 'node:fs';
import { globalAgent } from 'node:https';
import { rootCertificates } from 'node:tls';
import { Agent, setGlobalDispatcher } from 'undici';

/**
 * Makes this process trust the certificate it serves, for the requests it sends to itself: the
 * site's server side reads the Data API and the pool's JWKS at PUBLIC_URL, and a generated
 * (self-signed) certificate is in no trust store, so those calls would fail. `fetch` goes through
 * undici's global dispatcher and `https.get` (jose's key set loader) through https's global agent;
 * both get Node's roots, NODE_EXTRA_CA_CERTS's certificates and the served one. (Node 20 has no
 * way to add to the default store at run time, and NODE_EXTRA_CA_CERTS is read only at start,
 * before the certificate may exist.)
 */
export function trustServedCertificate(certificatePem: string, env: Readonly<Record<string, string | undefined>> = process.env): void {
  const ca = [...rootCertificates, ...extraCaCertificates(env), certificatePem];
  setGlobalDispatcher(new Agent({ connect: { ca } }));
  globalAgent.options.ca = ca;
}

function extraCaCertificates(env: Readonly<Record<string, string | undefined>>): string[] {
  const file = env.NODE_EXTRA_CA_CERTS;
  if (!file) return [];
  try {
    return [readFileSync(file, 'utf8')];
  } catch {
    // Node has already warned at start that it could not read this file.
    return [];
  }
}
