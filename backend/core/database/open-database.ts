import type { BackendConfig } from '../config';
import type { Database } from './database';
import { openEmbeddedDatabase } from './open-embedded-database';
import { openPostgresDatabase } from './open-postgres-database';

/** PostgreSQL when DATABASE_URL is set, otherwise the embedded database in DATA_DIR. */
export async function openDatabase(
  config: Pick<BackendConfig, 'dataDir' | 'databaseUrl'> & Partial<Pick<BackendConfig, 'embeddedDatabase'>>,
): Promise<Database> {
  if (config.databaseUrl) return await openPostgresDatabase(config.databaseUrl);
  return await openEmbeddedDatabase(config.dataDir, config.embeddedDatabase);
}
