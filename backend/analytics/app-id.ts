import { randomBytes } from 'node:crypto';
import type { Queryable } from '../core/database/database';
import { getOrCreateSecret } from '../core/secrets';

const APP_ID_SECRET_NAME = 'analytics.pinpoint-app-id';

/** The Pinpoint app (project) id: 32 hex digits like AWS's, made once per database and shared by every instance. */
export function getOrCreateAppId(db: Queryable): Promise<string> {
  return getOrCreateSecret(db, APP_ID_SECRET_NAME, () => randomBytes(16).toString('hex'));
}
