import type { Queryable } from './database/database';

/**
 * The secret stored under `name`, generated and stored on first use. Instances racing on one
 * PostgreSQL all end up with the first stored value: losers' inserts do nothing and they read it.
 */
export async function getOrCreateSecret(
  db: Queryable,
  name: string,
  generate: () => string | Promise<string>,
): Promise<string> {
  const existing = await readSecret(db, name);
  if (existing !== undefined) return existing;
  await db.query('INSERT INTO backend_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
    name,
    await generate(),
  ]);
  const stored = await readSecret(db, name);
  if (stored === undefined) throw new Error(`Secret "${name}" could not be stored.`);
  return stored;
}

async function readSecret(db: Queryable, name: string): Promise<string | undefined> {
  const { rows } = await db.query<{ value: string }>('SELECT value FROM backend_secrets WHERE name = $1', [name]);
  return rows[0]?.value;
}
