import { randomBytes } from 'node:crypto';
import { computeS256Challenge } from '../domain/pkce';

/** What the Amplify client sends: a 128-character verifier of letters and digits, and 32 random characters of state. */
export function createPkcePair(): { verifier: string; challenge: string } {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const verifier = Array.from(randomBytes(128), (byte) => alphabet[byte % alphabet.length]).join('');
  return { verifier, challenge: computeS256Challenge(verifier) };
}

/** The authorize URL as the Amplify client builds it (URLSearchParams: spaces become +). */
export function buildAuthorizeUrl(
  baseUrl: string,
  params: { clientId: string; redirectUri: string; challenge?: string; state?: string; provider?: string; scope?: string; extra?: Record<string, string> },
): string {
  const query = new URLSearchParams();
  query.append('redirect_uri', params.redirectUri);
  query.append('response_type', 'code');
  query.append('client_id', params.clientId);
  query.append('identity_provider', params.provider ?? 'COGNITO');
  query.append('scope', params.scope ?? 'openid email profile aws.cognito.signin.user.admin');
  if (params.state !== undefined) query.append('state', params.state);
  if (params.challenge) {
    query.append('code_challenge', params.challenge);
    query.append('code_challenge_method', 'S256');
  }
  for (const [name, value] of Object.entries(params.extra ?? {})) query.append(name, value);
  return `${baseUrl}/oauth2/authorize?${query.toString()}`;
}
