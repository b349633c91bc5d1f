// npx tsx backend/identity/admin-cli.ts create-user --email E --password P [--group ADMINS] [--totp]
// npx tsx backend/identity/admin-cli.ts rotate-keys [--only signing-key|operator|identity-secret]…
// Operator commands on the user pool, with the server running or not: the database directly when
// it is free, else the running server's Admin API with the operator credentials in DATA_DIR.
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadBackendConfig, type BackendEnv } from '../core/config';
import { DataDirLockedError } from '../core/database/data-dir-lock';
import { AdminApiError, type AdminApi } from './cli/admin-api';
import { createConfirmedUser } from './cli/create-user';
import { openDatabaseAdminApi } from './cli/database-admin-api';
import { describeRotation, rotateKeys } from './cli/rotate-keys';
import { openServerAdminApi } from './cli/server-admin-api';
import { isRotatableKey, ROTATABLE_KEYS } from './keys/rotate-pool-keys';
import { OPERATOR_CREDENTIALS_FILE } from './operator-credentials';
import { TOTP_ISSUER } from '../../amplify/auth/staff-second-factor';
import { BACKUP_USAGE, runBackupCommand } from '../backup/backup-cli';

const USAGE = `Usage: npm run admin -- create-user --email <address> --password <password> [--group <name>]... [--totp]
       npm run admin -- rotate-keys [--only signing-key|operator|identity-secret]... [--drop-previous-signing-keys]
${BACKUP_USAGE}

  create-user   a confirmed user with a verified e-mail and a permanent password (run again: sets
                the password and adds the groups). Groups: those declared in amplify/auth.
                --totp enrols an authenticator app and prints its secret; ADMINS and MODERATORS
                get one without asking when they have no second factor yet (staff rights need one).
  rotate-keys   new token signing key, operator credentials and identity-credentials secret (or
                only those named). Previous signing keys stay published until the tokens they
                signed expire, unless --drop-previous-signing-keys. Use it after upgrading from a
                version before the key-leak fix, after any suspected leak, and when staff leave.

Reads the backend's environment (DATA_DIR, DATABASE_URL, PUBLIC_URL); works whether or not the server runs.`;

export interface CliOutput {
  log(line: string): void;
  error(line: string): void;
}

type Parsed = ReturnType<typeof parseCommandLine>;

function parseCommandLine(argv: string[]) {
  return parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      group: { type: 'string', multiple: true },
      totp: { type: 'boolean' },
      only: { type: 'string', multiple: true },
      'drop-previous-signing-keys': { type: 'boolean' },
      force: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
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

/** The address authenticator apps read from a QR code, with the issuer the sign-in kit shows. */
function otpauthUri(email: string, secret: string): string {
  return `otpauth://totp/${encodeURIComponent(`${TOTP_ISSUER}:${email}`)}?secret=${secret}&issuer=${encodeURIComponent(TOTP_ISSUER)}`;
}

async function runCreateUser(api: AdminApi, values: Parsed['values'], output: CliOutput): Promise<number> {
  const result = await createConfirmedUser(api, {
    email: values.email ?? '',
    password: values.password ?? '',
    groups: values.group ?? [],
    withTotp: values.totp ?? false,
  });
  const groups = values.group?.length ? ` in ${values.group.join(', ')}` : '';
  const via = api.mode === 'server' ? ' (through the running server)' : '';
  output.log(`${result.isNew ? 'Created' : 'Updated'} ${values.email}${groups}; username ${result.username}${via}.`);
  if (result.totpSecret) {
    output.log(`TOTP secret: ${result.totpSecret}`);
    output.log(`Add it to an authenticator app (or open ${otpauthUri(values.email ?? '', result.totpSecret)}); sign-in asks for its code. It is not shown again.`);
  }
  return 0;
}

async function runRotateKeys(api: AdminApi, values: Parsed['values'], env: BackendEnv, output: CliOutput): Promise<number> {
  const only = (values.only ?? []).filter(isRotatableKey);
  const report = await rotateKeys(api, { only, shouldDropPreviousSigningKeys: values['drop-previous-signing-keys'] ?? false });
  const credentialsPath = join(loadBackendConfig(env).dataDir, OPERATOR_CREDENTIALS_FILE);
  output.log(api.mode === 'server' ? 'Rotated through the running server.' : 'Rotated in the database.');
  for (const line of await describeRotation(report, { credentialsPath })) output.log(line);
  return 0;
}

/** The command's own checks; a message for the operator, or null when it can run. */
function checkUsage(command: string, values: Parsed['values']): string | null {
  if (command === 'create-user') {
    return values.email && values.password ? null : 'create-user needs --email and --password.';
  }
  const unknown = (values.only ?? []).filter((name) => !isRotatableKey(name));
  if (unknown.length > 0) return `--only takes ${ROTATABLE_KEYS.join(', ')}; not ${unknown.join(', ')}.`;
  if (values['drop-previous-signing-keys'] && values.only?.length && !values.only.includes('signing-key')) {
    return '--drop-previous-signing-keys needs the signing key to be rotated too.';
  }
  return null;
}

/** Runs one command; resolves to the process exit code. */
export async function runAdminCli(argv: string[], env: BackendEnv, output: CliOutput = console): Promise<number> {
  let parsed: Parsed;
  try {
    parsed = parseCommandLine(argv);
  } catch (error) {
    output.error(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  const { positionals, values } = parsed;
  const command = positionals[0];
  // backup and restore (backend/backup/) take a file and reach the database and objects themselves.
  if ((command === 'backup' || command === 'restore') && !values.help) {
    if (positionals.length !== 2) {
      output.error(`${command} needs one file name.\n\n${USAGE}`);
      return 2;
    }
    return runBackupCommand(command, positionals[1], { force: values.force ?? false }, env, output);
  }
  if (values.help || (command !== 'create-user' && command !== 'rotate-keys') || positionals.length !== 1) {
    (values.help ? output.log : output.error)(USAGE);
    return values.help ? 0 : 2;
  }
  const problem = checkUsage(command, values);
  if (problem) {
    output.error(`${problem}\n\n${USAGE}`);
    return 2;
  }

  const api = await openAdminApi(env);
  try {
    return command === 'create-user' ? await runCreateUser(api, values, output) : await runRotateKeys(api, values, env, output);
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
