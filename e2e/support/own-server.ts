import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { createTempDataDir, removeTempDataDir } from '../../backend/core/database/temp-data-dir.test-helper';
import { freePort } from '../../backend/core/test-support/free-port';

const START_TIMEOUT_MS = 120_000;

export type OwnServer = {
  port: number;
  origin: string;
  output: () => string;
  isRunning: () => boolean;
  /** Sends the process a signal without waiting for it to exit. */
  signal: (name: NodeJS.Signals) => void;
  stop: () => Promise<void>;
};

/**
 * A server of the suite's own, for a spec that must read what the server logs: the one server
 * (backend/main.ts, what `npm start` runs once built) on a free port and a fresh data folder,
 * serving the build the suite's web server made (never building: that build is in use). `env`
 * adds to or overrides its settings.
 */
export async function startOwnServer(env: Record<string, string> = {}): Promise<OwnServer> {
  const distDir = process.env.NEXT_DIST_DIR || '.next';
  if (!existsSync(join(distDir, 'BUILD_ID'))) throw new Error(`no build in ${distDir}: the suite's web server makes it`);
  const dataDir = await createTempDataDir();
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const settings = { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', PUBLIC_URL: origin, AMPLIFY_OUTPUTS_PATH: join(dataDir, 'amplify_outputs.json'), NEXT_TELEMETRY_DISABLED: '1', NEXT_IGNORE_INCORRECT_LOCKFILE: '1', ...env };
  const child: ChildProcess = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'backend/main.ts'], { env: settings, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    removeTempDataDir(dataDir);
  };
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!/\[server\] http/.test(output)) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`the server did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { port, origin, output: () => output, isRunning: () => child.exitCode === null, signal: (name) => child.kill(name), stop };
}

/**
 * Writes `raw` bytes on a fresh connection and gives the status of the answer, or 'closed' when
 * the server closed the connection without one. `abortAfterMs` closes from this side instead
 * (a client that gives up half-way through its body), answering 'aborted'.
 */
export function sendRaw(port: number, raw: string | Buffer, abortAfterMs?: number): Promise<number | 'closed' | 'aborted'> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(raw));
    let received = '';
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(received);
      if (status) {
        resolve(Number(status[1]));
        socket.destroy();
      }
    });
    socket.on('error', () => resolve('closed'));
    socket.on('close', () => resolve('closed'));
    if (abortAfterMs !== undefined) {
      setTimeout(() => {
        resolve('aborted');
        socket.destroy();
      }, abortAfterMs);
    }
  });
}

