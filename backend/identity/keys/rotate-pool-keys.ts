import type { Database } from '../../core/database/database';
import { generateSigningKey } from '../domain/signing-keys';
import { CREDENTIALS_SECRET_NAME, createCredentialsSecret } from '../identity-pool/identity-credentials';
import { createOperatorCredentials, OPERATOR_SECRET_NAMES } from '../operator-credentials';
import { deleteSigningKeys, insertNextSigningKey, loadSigningKeys } from '../user-pool/store/signing-keys';
import { bumpKeysVersion, replaceSecret } from './secret-store';
import { selectPublishedKeys } from './signing-key-retention';

/** What rotate-keys can replace, by the names its --only option takes. */
export const ROTATABLE_KEYS = ['signing-key', 'operator', 'identity-secret'] as const;
export type RotatableKey = (typeof ROTATABLE_KEYS)[number];

export function isRotatableKey(name: string): name is RotatableKey {
  return (ROTATABLE_KEYS as readonly string[]).includes(name);
}

export interface RotationRequest {
  /** What to replace; all three when empty. */
  only: readonly RotatableKey[];
  /** Unpublish the previous signing keys at once (tokens they signed stop working) instead of when those expire. */
  shouldDropPreviousSigningKeys: boolean;
  now: Date;
  retentionMs: number;
}

export interface RotationOutcome {
  rotated: RotatableKey[];
  /** The new signer's kid. */
  signingKeyId?: string;
  /** Previous keys still published for the tokens they signed, and until when at the latest. */
  previousSigningKeyIds: string[];
  previousKeysPublishedUntil: Date | null;
  /** Previous keys no longer published (dropped now, or already expired). */
  droppedSigningKeyIds: string[];
  /** Not secret: names the new pair whose secret went into the data folder's credentials file. */
  operatorAccessKeyId?: string;
  keysVersion: string;
}

// Any fixed number: two rotations at once on one PostgreSQL take turns.
const ROTATION_LOCK_KEY = 3_117_540_229;

/**
 * Replaces the chosen keys in one transaction and raises the keys version, which every instance
 * reads within seconds (keys-refresher.ts). A new signing key signs from `now`; the previous ones
 * stay published until every token they signed has expired, unless asked to drop them.
 */
export async function rotatePoolKeys(db: Database, request: RotationRequest): Promise<RotationOutcome> {
  const wanted = new Set<RotatableKey>(request.only.length > 0 ? request.only : ROTATABLE_KEYS);
  // RSA key generation runs off the event loop and takes a moment: before the transaction.
  const signingKey = wanted.has('signing-key') ? await generateSigningKey() : null;
  const operator = wanted.has('operator') ? createOperatorCredentials() : null;
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [ROTATION_LOCK_KEY]);
    const outcome: RotationOutcome = {
      rotated: ROTATABLE_KEYS.filter((name) => wanted.has(name)),
      previousSigningKeyIds: [],
      previousKeysPublishedUntil: null,
      droppedSigningKeyIds: [],
      keysVersion: '',
    };
    if (signingKey) {
      const inserted = await insertNextSigningKey(tx, signingKey, request.now);
      const previous = (await loadSigningKeys(tx)).filter((key) => key.generation !== inserted.generation);
      const { published, expired } = selectPublishedKeys(
        [inserted, ...previous],
        request.now,
        request.retentionMs,
      );
      const kept = request.shouldDropPreviousSigningKeys ? [] : published.slice(1);
      const dropped = request.shouldDropPreviousSigningKeys ? previous : expired;
      await deleteSigningKeys(
        tx,
        dropped.map((key) => key.generation),
      );
      outcome.signingKeyId = inserted.kid;
      outcome.previousSigningKeyIds = kept.map((key) => key.kid);
      outcome.previousKeysPublishedUntil =
        kept.length > 0 ? new Date(request.now.getTime() + request.retentionMs) : null;
      outcome.droppedSigningKeyIds = dropped.map((key) => key.kid);
    }
    if (operator) {
      await replaceSecret(tx, OPERATOR_SECRET_NAMES.accessKeyId, operator.accessKeyId);
      await replaceSecret(tx, OPERATOR_SECRET_NAMES.secretAccessKey, operator.secretAccessKey);
      outcome.operatorAccessKeyId = operator.accessKeyId;
    }
    if (wanted.has('identity-secret'))
      await replaceSecret(tx, CREDENTIALS_SECRET_NAME, createCredentialsSecret());
    outcome.keysVersion = await bumpKeysVersion(tx);
    return outcome;
  });
}
