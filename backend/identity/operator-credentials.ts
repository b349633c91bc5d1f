import { randomBytes, randomInt } from 'node:crypto';
import { chmod, mkdir, writeFile } from 'node:fs/promises';
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
}

export const OPERATOR_CREDENTIALS_FILE = 'operator-credentials.json';

const KEY_ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export async function loadOperatorCredentials(db: Queryable): Promise<OperatorCredentials> {
  const [accessKeyId, secretAccessKey] = await Promise.all([
    getOrCreateSecret(db, 'identity.operator-access-key-id', () =>
      `AKIA${Array.from({ length: 16 }, () => KEY_ID_ALPHABET[randomInt(KEY_ID_ALPHABET.length)]).join('')}`,
    ),
    getOrCreateSecret(db, 'identity.operator-secret-access-key', () =>
      randomBytes(30).toString('base64').replace(/[+/]/g, (c) => (c === '+' ? 'x' : 'y')),
    ),
  ]);
  return { accessKeyId, secretAccessKey };
}

/**
 * Copies the credentials into the data folder (owner-only) so the operator CLI can call the
 * Admin API while a running server holds the embedded database.
 */
export async function writeOperatorCredentialsFile(
  dataDir: string,
  contents: OperatorCredentialsFile,
): Promise<void> {
  await mkdir(dataDir, { recursive: true });
  const path = join(dataDir, OPERATOR_CREDENTIALS_FILE);
  await writeFile(path, `${JSON.stringify(contents, null, 2)}\n`, { mode: 0o600 });
  await chmod(path, 0o600);
}
