import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { PROJECT_ROOT } from '../../../core/project-root';

const READY_TIMEOUT_MS = 60_000;

export interface SpawnedProcess {
  /** The first stdout line that matched. */
  line: string;
  stop(): Promise<void>;
}

/** Runs a TypeScript file with tsx in its own Node process and waits for a line on its stdout. */
export function spawnUntilLine(file: string, env: Record<string, string>, ready: RegExp): Promise<SpawnedProcess> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', resolve(PROJECT_ROOT, file)], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stop = () =>
    new Promise<void>((done) => {
      if (child.exitCode !== null) return done();
      child.once('exit', () => done());
      child.kill('SIGTERM');
    });
  return new Promise((resolvePromise, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`${file} did not start in time:\n${output}`));
    }, READY_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const line = output.split('\n').find((candidate) => ready.test(candidate));
      if (line) {
        clearTimeout(timer);
        child.stdout?.off('data', onData);
        resolvePromise({ line, stop });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${file} exited with ${code}:\n${output}`));
    });
  });
}
