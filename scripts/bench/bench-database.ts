import pg from 'pg';

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
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
