import { loadBackendConfig, type BackendEnv } from '../../core/config';
import { runMigrations } from '../../core/database/migrate';
import { DataDirLockedError } from '../../core/database/data-dir-lock';
import { openDatabase } from '../../core/database/open-database';
import { silentLogger } from '../../core/log';
import { loadDataDeclaration } from '../declaration/load-declaration';
import { createRecordInputTypes } from '../graphql/build-data-schema';
import { SAMPLE_CONTENT } from '../sample-content';
import { announceFromOutside } from '../../core/revalidation/announce-from-outside';
import { EVERYTHING_PUBLIC } from '../../core/revalidation/everything-public';
import { resetSampleContent } from '../seed/seed-sample-content';
import type { SeedContent } from '../seed/to-stored-record';
import { ensureDeclaredIndexes } from '../store/ensure-declared-indexes';

export const RESET_USAGE = `Usage: npx tsx backend/data/cli/reset-sample-content.ts [--wipe]

Puts the sample content back as it was first loaded: changed or deleted sample records return,
records users made stay. --wipe first removes every record of the sample's models.
Reads DATA_DIR and DATABASE_URL like the server. With the embedded database the server must be
stopped (it holds the data folder); with DATABASE_URL it may keep running.`;

export interface CommandResult {
  exitCode: number;
  output: string;
}

/** The reset command without process globals, so tests can run it. */
export async function runResetSampleContent(
  argv: string[],
  env: BackendEnv,
  content: SeedContent = SAMPLE_CONTENT as SeedContent,
): Promise<CommandResult> {
  if (argv.includes('--help') || argv.includes('-h')) return { exitCode: 0, output: RESET_USAGE };
  const unknown = argv.filter((argument) => argument !== '--wipe');
  if (unknown.length > 0) return { exitCode: 2, output: `Unknown argument ${unknown[0]}.\n\n${RESET_USAGE}` };
  const config = loadBackendConfig(env);
  let db;
  try {
    db = await openDatabase(config);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    return {
      exitCode: 1,
      output: `The running server holds the data folder ${config.dataDir}. Stop it (Ctrl-C), run this command again, then start the server.`,
    };
  }
  try {
    await runMigrations(db, { log: silentLogger });
    const declaration = loadDataDeclaration();
    await ensureDeclaredIndexes(db, declaration.models);
    const count = await resetSampleContent(
      { db, recordInputs: createRecordInputTypes(declaration.models), models: declaration.models },
      content,
      {
        wipe: argv.includes('--wipe'),
      },
    );
    // Servers running on the shared database keep pages for minutes: they refresh them now.
    if (config.databaseUrl) await announceFromOutside(db, EVERYTHING_PUBLIC);
    const where = config.databaseUrl ? 'the PostgreSQL database' : config.dataDir;
    return {
      exitCode: 0,
      output: `Reset ${count} sample records in ${where}${argv.includes('--wipe') ? ' (other records of those models removed)' : ''}.`,
    };
  } finally {
    await db.close();
  }
}
