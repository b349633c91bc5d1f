import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * A version of a migration that shipped and was then edited in place, before migrations were
 * frozen (shipped-migrations.ts). Stores made by the releases that carried it recorded its
 * checksum; the runner accepts that checksum, runs the repair, which turns what that version made
 * into what today's file makes, and records today's checksum (backend/core/database/migrate.ts).
 */
export interface SupersededMigration {
  name: string;
  /** What the stores of those releases recorded (checksumMigration of that version). */
  checksum: string;
  /** The first and the last landed commit whose file had this content. */
  shippedIn: { first: string; last: string };
  /** The commit that edited it, and what changed. */
  editedIn: string;
  change: string;
  /** SQL in migration-repairs/ that brings a store from this version to today's file. */
  repair: string;
}

export const MIGRATION_REPAIRS_DIR = join(__dirname, 'migration-repairs');

/** Never grows: a migration that shipped is no longer edited; a change goes in a new migration. */
export const SUPERSEDED_MIGRATIONS: readonly SupersededMigration[] = [
  {
    name: '0002_user_pool.sql',
    checksum: '5c4e0a8e958a618d92a782bf73e571f3616aee11f3b79b49b3689fcf25d6aad3',
    shippedIn: { first: 'd8e9ca3', last: 'bf693ea' },
    editedIn: 'dd6afc6',
    change: 'user_pool_users gained pending_email (an e-mail change waiting for its code)',
    repair: '0002_user_pool.d8e9ca3.sql',
  },
  {
    name: '0013_content_facts.sql',
    checksum: '9faf99f32387fa2eb1e446d0e787c66a508969280b721601107faf0c6e941a12',
    shippedIn: { first: 'c62e7fc', last: '9537620' },
    editedIn: '812169a',
    change:
      "ban_facts gained date_of_ban and updated_at with three indexes for the ban lists (in place of ban_facts_profile), ban_fact_of returns them, and 0010's two ban indexes on the documents were dropped",
    repair: '0013_content_facts.c62e7fc.sql',
  },
  {
    name: '0014_content_figures.sql',
    checksum: '19e4daa1e5e65ff7ef1d6fbf179b13355ea87006075340b2b07ab88514200124',
    shippedIn: { first: '4ae5d5c', last: '35994d8' },
    editedIn: '51584f6',
    change:
      "ban_facts' version moves once per transaction (row trigger, TRUNCATE apart) and model_counts is kept per statement (add_model_counts, subtract_model_counts in place of keep_model_counts)",
    repair: '0014_content_figures.4ae5d5c.sql',
  },
  {
    name: '0024_data_record_notices.sql',
    checksum: 'd339c47883d06641ca2f247a3e9144c27284ac0500f309519b110a771d3c81cc',
    shippedIn: { first: '12fbe7e', last: 'bde8159' },
    editedIn: '454a3df',
    change: "notify_data_record_change sends every record's document when it fits, not only a deleted one's",
    repair: '0024_data_record_notices.12fbe7e.sql',
  },
];

export function findSupersededMigration(name: string, checksum: string): SupersededMigration | undefined {
  return SUPERSEDED_MIGRATIONS.find((superseded) => superseded.name === name && superseded.checksum === checksum);
}

export function readMigrationRepair(superseded: SupersededMigration): Promise<string> {
  return readFile(join(MIGRATION_REPAIRS_DIR, superseded.repair), 'utf8');
}
