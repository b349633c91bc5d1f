import { randomBytes, randomInt } from 'node:crypto';
import { chmod, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Queryable } from '../core/database/database';
import { getOrCreateSecret } from '../core/secrets';

/** The operator's AWS-style key pair; Admin* operations must be SigV4-signed with it. */
export interface OperatorCredentials {
  accessKeyId: string;
  secretAccessKey: string;
}

/** What the file in the data folder holds: enough for the CLI or the AWS CLI to reach the Admin API. */
export interface OperatorCredentialsFile extends OperatorCredentials {
  region: string;
  userPoolId: string;
  userPoolEndpoint: string;
  /** The app client, for the sign-in the CLI makes to enrol a staff member's authenticator app. */
  userPoolClientId?: string;
}

export const OPERATOR_CREDENTIALS_FILE = 'operator-credentials.json';

/** Where the pair lives in backend_secrets (rotate-keys replaces both). */
export const OPERATOR_SECRET_NAMES = {
  accessKeyId: 'identity.operator-access-key-id',
  secretAccessKey: 'identity.operator-secret-access-key',
} as const;

const KEY_ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** A fresh pair shaped like AWS's: AKIA and 16 base-32 characters, and 40 characters of secret. */
export function createOperatorCredentials(): OperatorCredentials {
  return {
    accessKeyId: `AKIA${Array.from({ length: 16 }, () => KEY_ID_ALPHABET[randomInt(KEY_ID_ALPHABET.length)]).join('')}`,
    secretAccessKey: randomBytes(30).toString('base64').replace(/[+/]/g, (c) => (c === '+' ? 'x' : 'y')),
  };
}

export async function loadOperatorCredentials(db: Queryable): Promise<OperatorCredentials> {
  const [accessKeyId, secretAccessKey] = await Promise.all([
    getOrCreateSecret(db, OPERATOR_SECRET_NAMES.accessKeyId, () => createOperatorCredentials().accessKeyId),
    getOrCreateSecret(db, OPERATOR_SECRET_NAMES.secretAccessKey, () => createOperatorCredentials().secretAccessKey),
  ]);
  return { accessKeyId, secretAccessKey };
}

/**
 * Copies the credentials into the data folder (owner-only) so the operator CLI can call the
 * Admin API while a running server holds the embedded database. Written beside and renamed into
 * place, owner-only from the first byte, so a reader never sees half a file or a readable one.
 */
export async function writeOperatorCredentialsFile(
  dataDir: string,
  contents: OperatorCredentialsFile,
): Promise<void> {
  await mkdir(dataDir, { recursive: true });
  const path = join(dataDir, OPERATOR_CREDENTIALS_FILE);
  const { accessKeyId, secretAccessKey, region, userPoolId, userPoolEndpoint, userPoolClientId } = contents;
  const text = `${JSON.stringify({ accessKeyId, secretAccessKey, region, userPoolId, userPoolEndpoint, userPoolClientId }, null, 2)}\n`;
  const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await writeFile(temporary, text, { mode: 0o600 });
    await chmod(temporary, 0o600);
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/**
 * After a rotation by a process that serves nothing (the CLI on the database directly): the file
 * a server wrote earlier gets the new pair and keeps what it said about that server. Returns false
 * when there is no such file.
 */
export async function updateOperatorCredentialsFile(dataDir: string, credentials: OperatorCredentials): Promise<boolean> {
  let previous: OperatorCredentialsFile;
  try {
    previous = JSON.parse(await readFile(join(dataDir, OPERATOR_CREDENTIALS_FILE), 'utf8')) as OperatorCredentialsFile;
  } catch {
    return false;
  }
  await writeOperatorCredentialsFile(dataDir, { ...previous, ...credentials });
  return true;
}
