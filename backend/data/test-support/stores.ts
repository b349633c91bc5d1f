import { isTestDatabaseReachable, TEST_DATABASE_SERVER } from './test-database';

/** The stores every integration suite runs against: PGlite always, PostgreSQL when TEST_DATABASE_URL answers. */
export const TEST_STORES: { store: string; database: 'pglite' | 'postgres' }[] = [
  { store: 'PGlite', database: 'pglite' },
];

if (isTestDatabaseReachable()) TEST_STORES.push({ store: 'PostgreSQL', database: 'postgres' });
else
  console.warn(
    `SKIPPED on PostgreSQL: no server answered at ${TEST_DATABASE_SERVER} (set TEST_DATABASE_URL).`,
  );
