/**
 * The operator CLI: straight on the database when no server runs, through the running server's
 * Admin API when the server holds the embedded database.
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { InitiateAuthCommand, RespondToAuthChallengeCommand } from '@aws-sdk/client-cognito-identity-provider';
import { decodeJwt } from 'jose';
import { createTempDataDir, removeTempDataDir } from '../../core/database/temp-data-dir.test-helper';
import { runAdminCli } from '../admin-cli';
import { totpStep } from '../domain/totp';
import { startIdentityBackend, type IdentityTestBackend } from '../test-support/start-identity-backend';
import { markTotpStepUsed, nextTotpCode } from '../test-support/totp-codes';

jest.setTimeout(180_000);

const PROJECT_ROOT = join(__dirname, '..', '..', '..');
const run = promisify(execFile);

/** A password sign-in, answering the authenticator-app step with `totpSecret` when the pool asks. */
async function signIn(backend: IdentityTestBackend, email: string, password: string, totpSecret?: string) {
  const client = backend.userPoolClient();
  const ClientId = backend.pool.ids.userPoolClientId;
  const first = await client.send(
    new InitiateAuthCommand({ ClientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: password } }),
  );
  if (!first.ChallengeName) return decodeJwt(first.AuthenticationResult?.AccessToken ?? '');
  expect({ challenge: first.ChallengeName, hasSecret: Boolean(totpSecret) }).toEqual({ challenge: 'SOFTWARE_TOKEN_MFA', hasSecret: true });
  const { AuthenticationResult } = await client.send(
    new RespondToAuthChallengeCommand({
      ClientId,
      ChallengeName: 'SOFTWARE_TOKEN_MFA',
      Session: first.Session,
      ChallengeResponses: { USERNAME: email, SOFTWARE_TOKEN_MFA_CODE: await nextTotpCode(totpSecret ?? '') },
    }),
  );
  return decodeJwt(AuthenticationResult?.AccessToken ?? '');
}

/** The secret `create-user` printed; the step its enrolment spent is marked used. */
function printedSecret(output: string): string {
  const secret = /^TOTP secret: ([A-Z2-7]+)$/m.exec(output)?.[1];
  if (!secret) throw new Error(`no TOTP secret in: ${output}`);
  markTotpStepUsed(secret, totpStep(new Date()));
  return secret;
}

function capture() {
  const lines: string[] = [];
  return { lines, output: { log: (line: string) => lines.push(line), error: (line: string) => lines.push(line) } };
}

describe('npx tsx backend/identity/admin-cli.ts create-user', () => {
  it('creates a confirmed admin straight in the database when no server is running, with an authenticator app', async () => {
    const dataDir = await createTempDataDir();
    const { stdout } = await run(
      join(PROJECT_ROOT, 'node_modules', '.bin', 'tsx'),
      ['backend/identity/admin-cli.ts', 'create-user', '--email', 'ops@example.com', '--password', 'Operator#Pass1', '--group', 'ADMINS'],
      { cwd: PROJECT_ROOT, env: { ...process.env, DATA_DIR: dataDir } },
    );
    expect(stdout).toMatch(/^Created ops@example\.com in ADMINS; username [0-9a-f-]{36}\.\nTOTP secret: [A-Z2-7]{32}\nAdd it to an authenticator app \(or open otpauth:\/\/totp\/Banwatch%3Aops%40example\.com\?secret=[A-Z2-7]{32}&issuer=Banwatch\)/);
    const secret = printedSecret(stdout);

    const backend = await startIdentityBackend({ dataDir });
    try {
      // Staff rights need the second factor: the sign-in asks for its code, and the token then names ADMINS.
      expect((await signIn(backend, 'ops@example.com', 'Operator#Pass1', secret))['cognito:groups']).toEqual(['ADMINS']);
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
    const secret = printedSecret(again.lines.join('\n'));
    expect((await signIn(backend, 'dev@example.com', 'Developer#Pass2', secret))['cognito:groups']).toEqual(['ADMINS']);

    // Once more: the app stays (nothing printed), and asking for another one is refused.
    const third = capture();
    expect(await runAdminCli([...args.slice(0, 4), 'Developer#Pass2', '--group', 'MODERATORS'], env, third.output)).toBe(0);
    expect(third.lines).toEqual([expect.stringMatching(/^Updated dev@example\.com in MODERATORS;/)]);
    const fourth = capture();
    expect(await runAdminCli([...args.slice(0, 4), 'Developer#Pass2', '--totp'], env, fourth.output)).toBe(1);
    expect(fourth.lines[0]).toMatch(/already has a second factor/);
  });

  it('gives a member without a staff group an authenticator app only when asked (--totp)', async () => {
    const env = { DATA_DIR: backend.dataDir };
    const plain = capture();
    expect(await runAdminCli(['create-user', '--email', 'member@example.com', '--password', 'Member#Pass1'], env, plain.output)).toBe(0);
    expect(plain.lines).toHaveLength(1);
    const asked = capture();
    expect(await runAdminCli(['create-user', '--email', 'member@example.com', '--password', 'Member#Pass1', '--totp'], env, asked.output)).toBe(0);
    const secret = printedSecret(asked.lines.join('\n'));
    expect((await signIn(backend, 'member@example.com', 'Member#Pass1', secret)).sub).toEqual(expect.any(String));
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
