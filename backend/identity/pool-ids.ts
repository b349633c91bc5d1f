import { randomInt, randomUUID } from 'node:crypto';
import type { Queryable } from '../core/database/database';
import { POOL_SETTINGS } from '../../amplify/auth/pool-settings';
import { getOrCreateSecret } from '../core/secrets';

export interface PoolIds {
  /** `us-west-2_` and 9 letters or digits, as Cognito makes them. */
  userPoolId: string;
  /** 26 lower-case letters or digits, as Cognito makes them. */
  userPoolClientId: string;
  /** `us-west-2:` and a UUID. */
  identityPoolId: string;
}

const ALPHANUMERIC = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const LOWER_ALPHANUMERIC = 'abcdefghijklmnopqrstuvwxyz0123456789';

function randomString(alphabet: string, length: number): string {
  return Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');
}

export const SECRET_NAMES = {
  userPoolId: 'identity.user-pool-id',
  userPoolClientId: 'identity.user-pool-client-id',
  identityPoolId: 'identity.identity-pool-id',
} as const;

/** The pool ids, generated once per data folder (or database) and kept as secrets. */
export async function loadPoolIds(db: Queryable): Promise<PoolIds> {
  const { region } = POOL_SETTINGS;
  const [userPoolId, userPoolClientId, identityPoolId] = await Promise.all([
    getOrCreateSecret(db, SECRET_NAMES.userPoolId, () => `${region}_${randomString(ALPHANUMERIC, 9)}`),
    getOrCreateSecret(db, SECRET_NAMES.userPoolClientId, () => randomString(LOWER_ALPHANUMERIC, 26)),
    getOrCreateSecret(db, SECRET_NAMES.identityPoolId, () => `${region}:${randomUUID()}`),
  ]);
  return { userPoolId, userPoolClientId, identityPoolId };
}
