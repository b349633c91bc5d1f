// npx tsx backend/identity/admin-cli.ts create-user --email E --password P [--group ADMINS]
// Operator commands on the user pool, with the server running or not: the database directly when
// it is free, else the running server's Admin API with the operator credentials in DATA_DIR.
import { parseArgs } from 'node:util';
import { loadBackendConfig, type BackendEnv } from '../core/config';
import { DataDirLockedError } from '../core/database/data-dir-lock';
import { AdminApiError, type AdminApi } from './cli/admin-api';
import { createConfirmedUser } from './cli/create-user';
import { openDatabaseAdminApi } from './cli/database-admin-api';
import { openServerAdminApi } from './cli/server-admin-api';

const USAGE = `Usage: npm run admin -- create-user --email <address> --password <password> [--group <name>]...

  create-user   a confirmed user with a verified e-mail and a permanent password (run again: sets
                the password and adds the groups). Groups: those declared in amplify/auth.

Reads the backend's environment (DATA_DIR, DATABASE_URL, PUBLIC_URL); works whether or not the server runs.`;

export interface CliOutput {
  log(line: string): void;
  error(line: string): void;
}

async function openAdminApi(env: BackendEnv): Promise<AdminApi> {
  const config = loadBackendConfig(env);
  try {
    return await openDatabaseAdminApi(config);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    return openServerAdminApi(config.dataDir);
  }
}

/** Runs one command; resolves to the process exit code. */
export async function runAdminCli(argv: string[], env: BackendEnv, output: CliOutput = console): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        group: { type: 'string', multiple: true },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    output.error(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  const { positionals, values } = parsed;
  if (values.help || positionals[0] !== 'create-user' || positionals.length !== 1) {
    (values.help ? output.log : output.error)(USAGE);
    return values.help ? 0 : 2;
  }
  if (!values.email || !values.password) {
    output.error(`create-user needs --email and --password.\n\n${USAGE}`);
    return 2;
  }

  const api = await openAdminApi(env);
  try {
    const result = await createConfirmedUser(api, {
      email: values.email,
      password: values.password,
      groups: values.group ?? [],
    });
    const groups = values.group?.length ? ` in ${values.group.join(', ')}` : '';
    const via = api.mode === 'server' ? ' (through the running server)' : '';
    output.log(`${result.isNew ? 'Created' : 'Updated'} ${values.email}${groups}; username ${result.username}${via}.`);
    return 0;
  } catch (error) {
    if (!(error instanceof AdminApiError)) throw error;
    output.error(`${error.type}: ${error.message}`);
    return 1;
  } finally {
    await api.close();
  }
}

if (require.main === module) {
  runAdminCli(process.argv.slice(2), process.env).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    },
  );
}
