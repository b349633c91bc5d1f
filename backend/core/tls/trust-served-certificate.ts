import { readFileSync } from 'node:fs';
import { rootCertificates } from 'node:tls';

/**
 * What this process trusts for the requests it sends, the ones to itself included: Node's roots,
 * NODE_EXTRA_CA_CERTS's certificates and the certificate it serves. A generated (self-signed)
 * certificate is in no trust store, so the site's server side could not read the Data API or the
 * pool's keys at PUBLIC_URL. (Node 20 has no way to add to the default store at run time, and
 * NODE_EXTRA_CA_CERTS is read only at start, before the certificate may exist.) The outbound
 * agents (core/outbound) are given this list.
 */
export function trustedCertificates(servedCertificatePem: string, env: Readonly<Record<string, string | undefined>> = process.env): string[] {
  return [...rootCertificates, ...extraCaCertificates(env), servedCertificatePem];
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
