import { createHmac, hkdfSync, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../../core/database/database';
import { getOrCreateSecret } from '../../core/secrets';

/**
 * Identity-pool credentials other local services verify without a lookup: the SessionToken is
 * a signed statement of who the credentials stand for, and the SecretKey is derived from the
 * AccessKeyId, so a SigV4 verifier re-derives the secret from the request alone. Both keys come
 * from one server secret shared through the database.
 */
export const CREDENTIALS_SECRET_NAME = 'identity.credentials-secret';
export const CREDENTIALS_LIFETIME_SECONDS = 3600;

export type IdentityRole = 'authenticated' | 'unauthenticated';

export interface IdentityCredentialsClaims {
  identityId: string;
  role: IdentityRole;
  /** The user-pool groups (cognito:groups) of a signed-in identity; empty for guests. */
  groups: string[];
  /** The user-pool sub of a signed-in identity; null for guests. */
  sub: string | null;
  expiresAt: Date;
}

export interface VerifiedIdentityCredentials extends IdentityCredentialsClaims {
  /** The SigV4 secret that goes with the access key id. */
  secretKey: string;
}

export interface IssuedIdentityCredentials {
  AccessKeyId: string;
  SecretKey: string;
  SessionToken: string;
  /** Epoch seconds, as Cognito Identity sends it. */
  Expiration: number;
}

interface TokenPayload {
  v: 1;
  akid: string;
  iid: string;
  role: IdentityRole;
  sub: string | null;
  groups: string[];
  exp: number;
}

const KEY_ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function deriveKey(serverSecret: string, label: string): Buffer {
  return Buffer.from(hkdfSync('sha256', Buffer.from(serverSecret, 'base64'), Buffer.alloc(0), label, 32));
}

export function createCredentialsSecret(): string {
  return randomBytes(32).toString('base64');
}

/** The keys for one server secret; both issuing and verifying work from these. */
export function createCredentialsKeys(serverSecret: string) {
  const tokenKey = deriveKey(serverSecret, 'identity-pool session token');
  const secretKeyKey = deriveKey(serverSecret, 'identity-pool secret key');
  const sign = (payloadPart: string) => createHmac('sha256', tokenKey).update(payloadPart).digest('base64url');
  const secretKeyFor = (accessKeyId: string) =>
    createHmac('sha256', secretKeyKey).update(accessKeyId).digest('base64').slice(0, 40);
  return { sign, secretKeyFor };
}

export function issueIdentityCredentials(
  serverSecret: string,
  claims: Omit<IdentityCredentialsClaims, 'expiresAt'>,
  now: Date,
): IssuedIdentityCredentials {
  const keys = createCredentialsKeys(serverSecret);
  const accessKeyId = `ASIA${Array.from({ length: 16 }, () => KEY_ID_ALPHABET[randomInt(KEY_ID_ALPHABET.length)]).join('')}`;
  const exp = Math.floor(now.getTime() / 1000) + CREDENTIALS_LIFETIME_SECONDS;
  const payload: TokenPayload = {
    v: 1,
    akid: accessKeyId,
    iid: claims.identityId,
    role: claims.role,
    sub: claims.sub,
    groups: claims.groups,
    exp,
  };
  const payloadPart = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return {
    AccessKeyId: accessKeyId,
    SecretKey: keys.secretKeyFor(accessKeyId),
    SessionToken: `${payloadPart}.${keys.sign(payloadPart)}`,
    Expiration: exp,
  };
}

function readPayload(payloadPart: string): TokenPayload | null {
  try {
    const payload = JSON.parse(Buffer.from(payloadPart, 'base64url').toString('utf8')) as Partial<TokenPayload>;
    const isValid =
      payload.v === 1 &&
      typeof payload.akid === 'string' &&
      typeof payload.iid === 'string' &&
      (payload.role === 'authenticated' || payload.role === 'unauthenticated') &&
      (payload.sub === null || typeof payload.sub === 'string') &&
      Array.isArray(payload.groups) &&
      payload.groups.every((group) => typeof group === 'string') &&
      typeof payload.exp === 'number';
    return isValid ? (payload as TokenPayload) : null;
  } catch {
    return null;
  }
}

/** A verifier bound to one server secret: null for forged, mismatched or expired credentials. */
export function createIdentityCredentialsVerifier(serverSecret: string) {
  const keys = createCredentialsKeys(serverSecret);
  return (accessKeyId: string, sessionToken: string, now: Date = new Date()): VerifiedIdentityCredentials | null => {
    const [payloadPart, signature, extra] = sessionToken.split('.');
    if (!payloadPart || !signature || extra !== undefined) return null;
    const expected = Buffer.from(keys.sign(payloadPart));
    const received = Buffer.from(signature);
    if (expected.length !== received.length || !timingSafeEqual(expected, received)) return null;
    const payload = readPayload(payloadPart);
    if (!payload || payload.akid !== accessKeyId || payload.exp * 1000 <= now.getTime()) return null;
    return {
      identityId: payload.iid,
      role: payload.role,
      groups: payload.groups,
      sub: payload.sub,
      expiresAt: new Date(payload.exp * 1000),
      secretKey: keys.secretKeyFor(accessKeyId),
    };
  };
}

export type IdentityCredentialsVerifier = ReturnType<typeof createIdentityCredentialsVerifier>;

const verifiers = new WeakMap<Queryable, Promise<IdentityCredentialsVerifier>>();

/**
 * For the storage and analytics services: the verifier for this database's secret, loaded once.
 * Verifying needs no database access after that.
 */
export function getIdentityCredentialsVerifier(db: Queryable): Promise<IdentityCredentialsVerifier> {
  let verifier = verifiers.get(db);
  if (!verifier) {
    verifier = getOrCreateSecret(db, CREDENTIALS_SECRET_NAME, createCredentialsSecret).then(
      createIdentityCredentialsVerifier,
    );
    verifiers.set(db, verifier);
    verifier.catch(() => verifiers.delete(db));
  }
  return verifier;
}

/** verifyIdentityCredentials(db, accessKeyId, sessionToken) → who the credentials stand for, or null. */
export async function verifyIdentityCredentials(
  db: Queryable,
  accessKeyId: string,
  sessionToken: string,
  now: Date = new Date(),
): Promise<VerifiedIdentityCredentials | null> {
  return (await getIdentityCredentialsVerifier(db))(accessKeyId, sessionToken, now);
}
