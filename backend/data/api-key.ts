import { randomInt } from 'node:crypto';
import type { Queryable } from '../core/database/database';
import { getOrCreateSecret } from '../core/secrets';
import { DATA_AUTHORIZATION_MODES } from '../../amplify/data/authorization-modes';

export const API_KEY_SECRET_NAME = 'data.api-key';
const DAY_MS = 24 * 60 * 60 * 1000;
/** A key closer than this to its end is replaced on start, so a running server never holds a dead one for long. */
const RENEW_BEFORE_MS = 7 * DAY_MS;
const KEY_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

export interface ApiKey {
  key: string;
  expiresAt: Date;
}

/** A key shaped like AppSync's (`da2-` and 26 characters). */
function generateApiKey(now: Date): string {
  const body = Array.from({ length: 26 }, () => KEY_ALPHABET[randomInt(KEY_ALPHABET.length)]).join('');
  const expiresAt = new Date(
    now.getTime() + DATA_AUTHORIZATION_MODES.apiKeyAuthorizationMode.expiresInDays * DAY_MS,
  );
  return JSON.stringify({ key: `da2-${body}`, expiresAt: expiresAt.toISOString() });
}

function parseApiKey(value: string): ApiKey {
  const parsed = JSON.parse(value) as { key: string; expiresAt: string };
  return { key: parsed.key, expiresAt: new Date(parsed.expiresAt) };
}

/**
 * The public API key, kept with the other server secrets so every instance serves the same one.
 * It lives as long as the declaration says (expiresInDays) and is renewed at start when close to
 * its end; the new key reaches the site through amplify_outputs.json, written at every start.
 */
export async function loadApiKey(db: Queryable, now: Date = new Date()): Promise<ApiKey> {
  const stored = await getOrCreateSecret(db, API_KEY_SECRET_NAME, () => generateApiKey(now));
  const current = parseApiKey(stored);
  if (current.expiresAt.getTime() - now.getTime() > RENEW_BEFORE_MS) return current;
  // Only one instance replaces it; the others read what that one wrote.
  await db.query('UPDATE backend_secrets SET value = $1 WHERE name = $2 AND value = $3', [
    generateApiKey(now),
    API_KEY_SECRET_NAME,
    stored,
  ]);
  const { rows } = await db.query<{ value: string }>('SELECT value FROM backend_secrets WHERE name = $1', [
    API_KEY_SECRET_NAME,
  ]);
  return parseApiKey(rows[0].value);
}

/** Reads the current key at most once per `ttlMs`, so a key renewed by another instance is seen soon without a query per request. */
export function createApiKeyCache(db: Queryable, ttlMs = 60_000) {
  let cached: { key: ApiKey; loadedAt: number } | undefined;
  return async (): Promise<ApiKey> => {
    const now = Date.now();
    if (!cached || now - cached.loadedAt > ttlMs) {
      const { rows } = await db.query<{ value: string }>(
        'SELECT value FROM backend_secrets WHERE name = $1',
        [API_KEY_SECRET_NAME],
      );
      if (!rows[0]) throw new Error('The data API key has not been created yet.');
      cached = { key: parseApiKey(rows[0].value), loadedAt: now };
    }
    return cached.key;
  };
}
