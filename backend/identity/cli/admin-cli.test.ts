/**
 * The operator CLI: straight on the database when no server runs, through the running server's
 * Admin API when the server holds the embedded database.
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { decodeJwt } from 'jose';
import { createTempDataDir, removeTempDataDir } from '../../core/database/temp-data-dir.test-helper';
import { runAdminCli } from '../admin-cli';
import { startIdentityBackend, type IdentityTestBackend } from '../test-support/start-identity-backend';

jest.setTimeout(180_000);

const PROJECT_ROOT = join(__dirname, '..', '..', '..');
const run = promisify(execFile);

async function signIn(backend: IdentityTestBackend, email: string, password: string) {
  const { AuthenticationResult } = await backend.userPoolClient().send(
    new InitiateAuthCommand({
      ClientId: backend.pool.ids.userPoolClientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  return decodeJwt(AuthenticationResult?.AccessToken ?? '');
}

function capture() {
  const lines: string[] = [];
  return { lines, output: { log: (line: string) => lines.push(line), error: (line: string) => lines.push(line) } };
}

describe('npx tsx backend/identity/admin-cli.ts create-user', () => {
  it('creates a confirmed admin straight in the database when no server is running', async () => {
    const dataDir = await createTempDataDir();
    const { stdout } = await run(
      join(PROJECT_ROOT, 'node_modules', '.bin', 'tsx'),
      ['backend/identity/admin-cli.ts', 'create-user', '--email', 'ops@example.com', '--password', 'Operator#Pass1', '--group', 'ADMINS'],
      { cwd: PROJECT_ROOT, env: { ...process.env, DATA_DIR: dataDir } },
    );
    expect(stdout).toMatch(/^Created ops@example\.com in ADMINS; username [0-9a-f-]{36}\.\n$/);

    const backend = await startIdentityBackend({ dataDir });
    try {
      expect((await signIn(backend, 'ops@example.com', 'Operator#Pass1'))['cognito:groups']).toEqual(['ADMINS']);
    } finally {
      await backend.close();
      removeTempDataDir(dataDir);
    }
  });
});

describe('the CLI while the server runs', () => {
  let backend: IdentityTestBackend;
  beforeAll(async () => {
    backend = await startIdentityBackend();
  });
  afterAll(() => backend?.close());

  it('goes through the Admin API with the operator credentials, and can repeat itself', async () => {
    const env = { DATA_DIR: backend.dataDir };
    const first = capture();
    const args = ['create-user', '--email', 'dev@example.com', '--password', 'Developer#Pass1'];
    expect(await runAdminCli(args, env, first.output)).toBe(0);
    expect(first.lines).toEqual([expect.stringMatching(/^Created dev@example\.com; username .* \(through the running server\)\.$/)]);
    await signIn(backend, 'dev@example.com', 'Developer#Pass1');

    const again = capture();
    expect(await runAdminCli([...args.slice(0, 4), 'Developer#Pass2', '--group', 'ADMINS'], env, again.output)).toBe(0);
    expect(again.lines[0]).toMatch(/^Updated dev@example\.com in ADMINS;/);
    expect((await signIn(backend, 'dev@example.com', 'Developer#Pass2'))['cognito:groups']).toEqual(['ADMINS']);
  });

  it('reports a refused password and bad usage with non-zero exit codes', async () => {
    const env = { DATA_DIR: backend.dataDir };
    const weak = capture();
    expect(await runAdminCli(['create-user', '--email', 'weak@example.com', '--password', 'weak'], env, weak.output)).toBe(1);
    expect(weak.lines[0]).toMatch(/^InvalidPasswordException: Password did not conform with policy/);
    const usage = capture();
    expect(await runAdminCli(['delete-everything'], env, usage.output)).toBe(2);
    expect(usage.lines[0]).toMatch(/^Usage: npm run admin -- create-user/);
  });
});
