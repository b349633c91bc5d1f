/**
 * `npm run admin -- rotate-keys` straight on the database: with no server running (the credentials
 * file a server wrote is brought up to date, and the next start serves the new keys), and as a CLI
 * on a shared PostgreSQL does it beside a running server that must pick it up by itself.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { AdminGetUserCommand, ListUsersCommand } from '@aws-sdk/client-cognito-identity-provider';
import { createTempDataDir, removeTempDataDir } from '../../core/database/temp-data-dir.test-helper';
import { runAdminCli } from '../admin-cli';
import {
  loadOperatorCredentials,
  OPERATOR_CREDENTIALS_FILE,
  type OperatorCredentialsFile,
} from '../operator-credentials';
import { captureOutput, refusalOf } from '../test-support/capture-output';
import { startIdentityBackend } from '../test-support/start-identity-backend';
import { rotatePoolKeys } from './rotate-pool-keys';

jest.setTimeout(180_000);

const readCredentialsFile = async (dataDir: string) =>
  JSON.parse(await readFile(join(dataDir, OPERATOR_CREDENTIALS_FILE), 'utf8')) as OperatorCredentialsFile;

describe('rotate-keys on the database directly', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await createTempDataDir();
  });
  afterAll(() => removeTempDataDir(dataDir));

  it('updates the credentials file a server wrote, and the next start serves the new keys', async () => {
    const first = await startIdentityBackend({ dataDir });
    const oldOperator = { ...first.pool.operator };
    const oldKid = first.pool.signingKeys[0]?.kid;
    await first.close();

    const run = captureOutput();
    expect(
      await runAdminCli(
        ['rotate-keys', '--only', 'operator', '--only', 'signing-key', '--drop-previous-signing-keys'],
        { DATA_DIR: dataDir },
        run.output,
      ),
    ).toBe(0);
    expect(run.lines[0]).toBe('Rotated in the database.');
    expect(run.lines.join('\n')).toContain(`No longer published: ${oldKid}.`);
    expect(run.lines.join('\n')).not.toContain('Identity-pool credentials');
    const file = await readCredentialsFile(dataDir);
    expect(file.accessKeyId).not.toBe(oldOperator.accessKeyId);
    expect(run.lines.join('\n')).toContain(
      `Operator credentials: ${file.accessKeyId} replaces the previous pair`,
    );

    const second = await startIdentityBackend({ dataDir });
    try {
      expect(second.pool.operator).toEqual({
        accessKeyId: file.accessKeyId,
        secretAccessKey: file.secretAccessKey,
      });
      expect(second.pool.signingKeys.map((key) => key.kid)).not.toContain(oldKid);
      expect(second.pool.signingKeys).toHaveLength(1);
      expect(
        await refusalOf(
          second
            .userPoolClient(oldOperator)
            .send(
              new AdminGetUserCommand({ UserPoolId: second.pool.ids.userPoolId, Username: 'x@example.com' }),
            ),
        ),
      ).toEqual({
        name: 'UnrecognizedClientException',
        status: 400,
      });
    } finally {
      await second.close();
    }
  });

  it('reaches a running server that did not make it (a CLI on a shared PostgreSQL): new operator pair accepted, old refused', async () => {
    const backend = await startIdentityBackend();
    try {
      const db = backend.backend.context.db;
      const oldOperator = await loadOperatorCredentials(db);
      await rotatePoolKeys(db, {
        only: ['operator'],
        shouldDropPreviousSigningKeys: false,
        now: new Date(),
        retentionMs: 0,
      });
      const newOperator = await loadOperatorCredentials(db);
      // Past the bound on urgent checks; an access key the server does not know makes it look.
      await new Promise((resolve) => setTimeout(resolve, 600));
      const get = (credentials: typeof oldOperator) =>
        backend
          .userPoolClient(credentials)
          .send(new ListUsersCommand({ UserPoolId: backend.pool.ids.userPoolId, Limit: 1 }));
      await expect(get(newOperator)).resolves.toMatchObject({ Users: [] });
      expect(await refusalOf(get(oldOperator))).toEqual({ name: 'UnrecognizedClientException', status: 400 });
      expect((await readCredentialsFile(backend.dataDir)).accessKeyId).toBe(newOperator.accessKeyId);
    } finally {
      await backend.close();
    }
  });

  it('refuses what it cannot rotate, before touching anything', async () => {
    const wrong = captureOutput();
    expect(
      await runAdminCli(['rotate-keys', '--only', 'everything'], { DATA_DIR: dataDir }, wrong.output),
    ).toBe(2);
    expect(wrong.lines[0]).toMatch(/^--only takes signing-key, operator, identity-secret; not everything\./);
    const inconsistent = captureOutput();
    expect(
      await runAdminCli(
        ['rotate-keys', '--only', 'operator', '--drop-previous-signing-keys'],
        { DATA_DIR: dataDir },
        inconsistent.output,
      ),
    ).toBe(2);
  });
});
