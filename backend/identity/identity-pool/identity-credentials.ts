import { createHmac, hkdfSync, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../../core/database/database';
import { getOrCreateSecret } from '../../core/secrets';
import { createKeysRefresher, type KeysRefreshOptions } from '../keys/keys-refresher';
import { readKeysVersion } from '../keys/secret-store';
import { createVerifiedCredentialsCache, type VerifiedCredentialsEntry } from './verified-credentials-cache';

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

/**
 * A verifier bound to one server secret: null for forged, mismatched or expired credentials. A
 * token it has verified once is looked up afterwards instead of checked again (two HMACs and a
 * JSON parse); the expiry and the access key id are compared on every call.
 */
export function createIdentityCredentialsVerifier(serverSecret: string, cache = createVerifiedCredentialsCache()) {
  const keys = createCredentialsKeys(serverSecret);
  const verifyAfresh = (sessionToken: string): VerifiedCredentialsEntry | null => {
    const [payloadPart, signature, extra] = sessionToken.split('.');
    if (!payloadPart || !signature || extra !== undefined) return null;
    const expected = Buffer.from(keys.sign(payloadPart));
    const received = Buffer.from(signature);
    if (expected.length !== received.length || !timingSafeEqual(expected, received)) return null;
    const payload = readPayload(payloadPart);
    if (!payload) return null;
    const entry = {
      accessKeyId: payload.akid,
      identityId: payload.iid,
      role: payload.role,
      groups: payload.groups,
      sub: payload.sub,
      expiresAtMs: payload.exp * 1000,
      secretKey: keys.secretKeyFor(payload.akid),
    };
    cache.remember(sessionToken, entry);
    return entry;
  };
  return (accessKeyId: string, sessionToken: string, now: Date = new Date()): VerifiedIdentityCredentials | null => {
    const entry = cache.get(sessionToken) ?? verifyAfresh(sessionToken);
    if (!entry || entry.accessKeyId !== accessKeyId || entry.expiresAtMs <= now.getTime()) return null;
    return {
      identityId: entry.identityId,
      role: entry.role,
      // The cached list is shared; each caller gets its own.
      groups: [...entry.groups],
      sub: entry.sub,
      expiresAt: new Date(entry.expiresAtMs),
      secretKey: entry.secretKey,
    };
  };
}

export type IdentityCredentialsVerifier = ReturnType<typeof createIdentityCredentialsVerifier>;

/** One database's secret as this process holds it, kept in step with rotations. */
interface CredentialsKeyring {
  /** Stable across rotations, so a service may keep it; it always checks with the current secret. */
  verify: IdentityCredentialsVerifier;
  refresh(options?: KeysRefreshOptions): Promise<void>;
  /** Takes a secret the pool context has just read (same database, same version). */
  adopt(secret: string, version: string): void;
}

async function openKeyring(db: Queryable): Promise<CredentialsKeyring> {
  let version = await readKeysVersion(db);
  let current = createIdentityCredentialsVerifier(await getOrCreateSecret(db, CREDENTIALS_SECRET_NAME, createCredentialsSecret));
  const refresh = createKeysRefresher({
    readVersion: () => readKeysVersion(db),
    currentVersion: () => version,
    isDropDue: () => false,
    async reload() {
      const nextVersion = await readKeysVersion(db);
      current = createIdentityCredentialsVerifier(await getOrCreateSecret(db, CREDENTIALS_SECRET_NAME, createCredentialsSecret));
      version = nextVersion;
    },
    // Verifying goes on with the secret in hand; the next check tries again.
    onError: () => undefined,
  });
  return {
    verify(accessKeyId, sessionToken, now = new Date()) {
      const verified = current(accessKeyId, sessionToken, now);
      // Checking is synchronous, so the keyring looks for a rotation in the background (for a
      // service that keeps this function): on schedule, and sooner after a refusal, which may
      // come from a secret another instance has just rotated in.
      void refresh(verified ? {} : { isUrgent: true });
      return verified;
    },
    refresh,
    adopt(secret, adoptedVersion) {
      current = createIdentityCredentialsVerifier(secret);
      version = adoptedVersion;
    },
  };
}

const keyrings = new WeakMap<Queryable, Promise<CredentialsKeyring>>();

function getKeyring(db: Queryable): Promise<CredentialsKeyring> {
  let keyring = keyrings.get(db);
  if (!keyring) {
    keyring = openKeyring(db);
    keyrings.set(db, keyring);
    keyring.catch(() => keyrings.delete(db));
  }
  return keyring;
}

/**
 * For the storage, data and analytics services: the verifier for this database's secret.
 * Verifying needs no database access; a rotation (the CLI's rotate-keys, here or on another
 * instance) is noticed within seconds, and at once in the process that made it.
 */
export async function getIdentityCredentialsVerifier(db: Queryable): Promise<IdentityCredentialsVerifier> {
  const keyring = await getKeyring(db);
  await keyring.refresh();
  return keyring.verify;
}

/** The pool context read a (possibly new) secret: verifiers of the same database use it from now on. */
export function adoptIdentityCredentialsSecret(db: Queryable, secret: string, version: string): void {
  void keyrings.get(db)?.then(
    (keyring) => keyring.adopt(secret, version),
    // A keyring that failed to open is opened afresh by its next user.
    () => undefined,
  );
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
