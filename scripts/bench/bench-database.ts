import pg from 'pg';

/** The URL of database `name` on the server `serverUrl` names. */
export function benchDatabaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** `work` on one connection to `url`, closed afterwards whatever happens. */
export async function withPgClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client(url);
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A bench's own PostgreSQL database, dropped and made afresh on the server `serverUrl` names
 * (TEST_DATABASE_URL): its URL, or null when no server answers there (the bench then skips its
 * PostgreSQL rows and says so through `log`).
 */
export async function recreateBenchDatabase(serverUrl: string, name: string, log: (line: string) => void): Promise<string | null> {
  const admin = new pg.Client(serverUrl);
  try {
    await admin.connect();
  } catch (error) {
    log(`PostgreSQL: SKIPPED, no server answered at TEST_DATABASE_URL (${(error as Error).message})`);
    return null;
  }
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  return benchDatabaseUrl(serverUrl, name);
}

/**
 * A probe's PostgreSQL database, kept between runs: made when missing on the server `serverUrl`
 * names; its URL, and whether it was just made (empty, to be filled).
 */
export async function keptBenchDatabase(serverUrl: string, name: string): Promise<{ url: string; isNew: boolean }> {
  return withPgClient(serverUrl, async (admin) => {
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await admin.query(`CREATE DATABASE ${name}`);
    return { url: benchDatabaseUrl(serverUrl, name), isNew: !rowCount };
  });
}
