/** The AppSync simulator (appsync-simulator-process.ts) in a process of its own, serving `briefs`. */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

export interface AppSyncSimulator {
  url: string;
  apiKey: string;
  pid: number | undefined;
  stop(): Promise<void>;
}

export async function startAppSyncSimulator(port: number, briefs: unknown[]): Promise<AppSyncSimulator> {
  const folder = mkdtempSync(join(tmpdir(), 'bench-peers-appsync-'));
  const briefsFile = join(folder, 'briefs.json');
  writeFileSync(briefsFile, JSON.stringify(briefs));
  const child = spawn(process.execPath, ['--import', 'tsx', join(__dirname, 'appsync-simulator-process.ts'), String(port), briefsFile], {
    // NODE_ENV as a server runs: graphql-js skips its development-only checks, as it does for the product.
    env: { ...process.env, NODE_ENV: 'production', AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE: '1' },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const killOnExit = () => child.kill('SIGTERM');
  process.once('exit', killOnExit);
  child.once('exit', () => process.off('exit', killOnExit));
  const stop = async () => {
    child.stdin?.end();
    const backstop = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(backstop);
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    const ready = await new Promise<{ url: string; apiKey: string }>((resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`the AppSync simulator exited (${code})`)));
      createInterface({ input: child.stdout }).once('line', (line) => resolve(JSON.parse(line) as { url: string; apiKey: string }));
    });
    return { ...ready, pid: child.pid, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
