import { importPKCS8, SignJWT } from 'jose';

const APPLE_AUDIENCE = 'https://appleid.apple.com';
const LIFETIME_SECONDS = 5 * 60;

/**
 * Sign in with Apple has no fixed client secret: the client signs one (ES256, with the key from
 * Apple's developer account), valid for up to six months; one per exchange keeps it short-lived.
 */
export async function createAppleClientSecret(input: { clientId: string; teamId: string; keyId: string; privateKey: string; now: Date }): Promise<string> {
  const key = await importPKCS8(input.privateKey, 'ES256');
  const issuedAt = Math.floor(input.now.getTime() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'ES256', kid: input.keyId })
    .setIssuer(input.teamId)
    .setSubject(input.clientId)
    .setAudience(APPLE_AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + LIFETIME_SECONDS)
    .sign(key);
}
