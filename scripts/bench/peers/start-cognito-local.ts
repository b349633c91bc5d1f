/**
 * cognito-local (a popular local Cognito emulator) as people run it: its own process, users kept
 * in JSON files (stormdb) under `.cognito/` of its working folder, a user pool and an app client
 * made through its API, as its README shows. It prints each confirmation code in a box in its log,
 * but its logger holds some boxes back until the next line is logged (seen here: the third of
 * four sign-ups one after another waited for the fourth), which would stall a client waiting for
 * its code. So it runs with the CODE variable its README documents ("the value assigned to the
 * CODE environment variable will always be returned instead"): every code is that value, and it
 * still prints its boxes.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { CognitoIdentityProviderClient, CreateUserPoolClientCommand, CreateUserPoolCommand } from '@aws-sdk/client-cognito-identity-provider';
import { PROJECT_ROOT } from '../../../backend/core/project-root';

export interface CognitoLocal {
  endpoint: string;
  pid: number | undefined;
  userPoolId: string;
  clientId: string;
  /** The code every confirmation needs (CODE). */
  code: string;
  stop(): Promise<void>;
}

const START_TIMEOUT_MS = 30_000;
const CODE = '424242';

export async function startCognitoLocal(port: number): Promise<CognitoLocal> {
  const folder = mkdtempSync(join(tmpdir(), 'bench-peers-cognito-local-'));
  const child = spawn(process.execPath, [join(PROJECT_ROOT, 'node_modules/cognito-local/lib/bin/start.js')], {
    cwd: folder,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', CODE, AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE: '1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // Not left behind, holding its port, when the bench exits first.
  const killOnExit = () => child.kill('SIGTERM');
  process.once('exit', killOnExit);
  child.once('exit', () => process.off('exit', killOnExit));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(folder, { recursive: true, force: true });
  };
  const listening = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('cognito-local did not start')), START_TIMEOUT_MS);
    child.once('exit', (code) => reject(new Error(`cognito-local exited (${code})`)));
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (!line.includes('Cognito Local running on')) return;
      clearTimeout(timer);
      resolve();
    });
  });
  try {
    await listening;
    const endpoint = `http://127.0.0.1:${port}`;
    // cognito-local takes any credentials; the SDK wants some.
    const admin = new CognitoIdentityProviderClient({ region: 'us-west-2', endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
    const { UserPool } = await admin.send(
      new CreateUserPoolCommand({ PoolName: 'bench', UsernameAttributes: ['email'], AutoVerifiedAttributes: ['email'] }),
    );
    const { UserPoolClient } = await admin.send(
      new CreateUserPoolClientCommand({ UserPoolId: UserPool?.Id, ClientName: 'bench', ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'] }),
    );
    admin.destroy();
    if (!UserPool?.Id || !UserPoolClient?.ClientId) throw new Error('cognito-local made no user pool or client');
    return { endpoint, pid: child.pid, userPoolId: UserPool.Id, clientId: UserPoolClient.ClientId, code: CODE, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
