import { signingKeyRetentionMs } from '../../keys/signing-key-retention';
import {
  isRotatableKey,
  ROTATABLE_KEYS,
  rotatePoolKeys,
  type RotatableKey,
} from '../../keys/rotate-pool-keys';
import type { PoolContext } from '../../pool-context';
import { invalidParameter } from '../errors';
import { optionalBoolean, readStringList, requireUserPoolId, type JsonObject } from '../input';

const toEpochSeconds = (date: Date): number => Math.floor(date.getTime() / 1000);

/**
 * AdminRotateKeys – this backend's own operation, not Cognito's: the operator CLI's rotate-keys
 * when a running server holds the database. The answer names what changed and never a secret:
 * the new operator pair goes only into the data folder's owner-only credentials file.
 */
export async function adminRotateKeys(pool: PoolContext, input: JsonObject): Promise<JsonObject> {
  requireUserPoolId(pool, input);
  const only = readStringList(input, 'Only');
  const unknown = only.filter((name) => !isRotatableKey(name));
  if (unknown.length > 0)
    throw invalidParameter(`Only takes ${ROTATABLE_KEYS.join(', ')}; not ${unknown.join(', ')}.`);
  const chosen = only as RotatableKey[];
  const shouldDropPreviousSigningKeys = optionalBoolean(input, 'DropPreviousSigningKeys') ?? false;
  if (shouldDropPreviousSigningKeys && chosen.length > 0 && !chosen.includes('signing-key')) {
    throw invalidParameter('DropPreviousSigningKeys needs the signing key to be rotated too.');
  }

  const outcome = await rotatePoolKeys(pool.db, {
    only: chosen,
    shouldDropPreviousSigningKeys,
    now: pool.now(),
    retentionMs: signingKeyRetentionMs(pool.settings),
  });
  // This instance (and the credentials file it keeps) switches before the answer goes out.
  await pool.refreshKeys({ isForced: true });
  return {
    Rotated: outcome.rotated,
    ...(outcome.signingKeyId ? { SigningKeyId: outcome.signingKeyId } : {}),
    PreviousSigningKeyIds: outcome.previousSigningKeyIds,
    ...(outcome.previousKeysPublishedUntil
      ? { PreviousSigningKeysPublishedUntil: toEpochSeconds(outcome.previousKeysPublishedUntil) }
      : {}),
    DroppedSigningKeyIds: outcome.droppedSigningKeyIds,
    ...(outcome.operatorAccessKeyId ? { OperatorAccessKeyId: outcome.operatorAccessKeyId } : {}),
  };
}
