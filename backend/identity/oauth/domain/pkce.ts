import { createHash, timingSafeEqual } from 'node:crypto';

/** RFC 7636: 43 to 128 unreserved characters (the Amplify client sends 128 letters and digits). */
const VERIFIER_PATTERN = /^[A-Za-z0-9\-._~]{43,128}$/;
/** base64url(SHA-256) without padding is always 43 characters. */
const S256_CHALLENGE_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function isValidCodeVerifier(verifier: string): boolean {
  return VERIFIER_PATTERN.test(verifier);
}

export function isValidS256Challenge(challenge: string): boolean {
  return S256_CHALLENGE_PATTERN.test(challenge);
}

export function computeS256Challenge(verifier: string): string {
  return createHash('sha256').update(verifier, 'ascii').digest('base64url');
}

/** True when base64url(SHA-256(verifier)) is the challenge the authorization request carried. */
export function matchesS256Challenge(verifier: string, challenge: string): boolean {
  if (!isValidCodeVerifier(verifier) || !isValidS256Challenge(challenge)) return false;
  return timingSafeEqual(Buffer.from(computeS256Challenge(verifier)), Buffer.from(challenge));
}
