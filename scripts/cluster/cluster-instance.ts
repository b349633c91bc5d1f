// One instance of the reference deployment: the one server (backend/main.ts, what `npm start`
// runs once built) as a child process on its own port and data folder, started again on demand.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { PROJECT_ROOT } from '../../backend/core/project-root';
import { serverHeapFlags, serverMallocEnv } from '../server-heap-flags.mjs';
import { processTreeRss } from './process-tree-rss';

const READY_TIMEOUT_MS = 180_000;
const READY_POLL_MS = 250;
/** The server exits by itself within its 10 s shutdown grace (backend/main.ts); this is the backstop. */
const STOP_TIMEOUT_MS = 15_000;
/** The output kept for output(): the newest this many characters. */
const MAX_OUTPUT_CHARS = 2_000_000;

export interface ClusterInstance {
  name: string;
  port: number;
  /** Where this instance answers directly, bypassing the proxy. */
  origin: string;
  dataDir: string;
  /** The amplify_outputs.json this instance writes (endpoints start with PUBLIC_URL). */
  outputsPath: string;
  /** The server process while it runs. */
  readonly pid: number | undefined;
  /** Resident memory of the server process and its children, in bytes (0 when stopped). */
  rss(): number;
  /** Everything it printed, over all its starts. */
  output(): string;
  isRunning(): boolean;
  /** Starts the process and resolves once /readyz answers 200. */
  start(): Promise<void>;
  /** SIGTERM, as a container platform stops it, and waits for the exit. */
  stop(): Promise<void>;
}

export interface ClusterInstanceOptions {
  name: string;
  port: number;
  dataDir: string;
  /** The settings every instance shares (DATABASE_URL, PUBLIC_URL, STORAGE_S3_*, SMTP_URL…). */
  env: Record<string, string>;
  /** Each line the process prints, as it prints it. */
  onLine?: (name: string, line: string) => void;
}

export function createClusterInstance({ name, port, dataDir, env, onLine }: ClusterInstanceOptions): ClusterInstance {
  const origin = `http://localhost:${port}`;
  const outputsPath = join(dataDir, 'amplify_outputs.json');
  let child: ChildProcess | undefined;
  let output = '';
  const isRunning = () => child !== undefined && child.exitCode === null && child.signalCode === null;

  const record = (line: string) => {
    output = `${output}${line}\n`.slice(-MAX_OUTPUT_CHARS);
    onLine?.(name, line);
  };

  const stop = async () => {
    const running = child;
    if (!running || !isRunning()) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    const backstop = setTimeout(() => running.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(backstop);
  };

  const start = async () => {
    if (isRunning()) return;
    const instanceEnv = { ...process.env, ...env };
    // With the heap bounds npm start gives the server, so its memory is what an operator sees.
    const heap = serverHeapFlags(instanceEnv);
    if (heap.error !== undefined) throw new Error(heap.error);
    // The server compiled as npm start runs it, beside the build it serves; one process, so pid and rss() are the server's own.
    const entry = await compiledServer(instanceEnv.NEXT_DIST_DIR || '.next');
    const started = spawn(process.execPath, [...heap.flags, entry], {
      cwd: PROJECT_ROOT,
      env: {
        ...instanceEnv,
        ...serverMallocEnv(instanceEnv),
        PORT: String(port),
        DATA_DIR: dataDir,
        AMPLIFY_OUTPUTS_PATH: outputsPath,
        NEXT_TELEMETRY_DISABLED: '1',
        NEXT_IGNORE_INCORRECT_LOCKFILE: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      // A group of its own: a terminal's Ctrl-C reaches the cluster, which then stops each instance once.
      detached: true,
    });
    child = started;
    // Not left behind, holding its port and database connections, when whoever started it exits first.
    const killOnExit = () => started.kill('SIGTERM');
    process.once('exit', killOnExit);
    started.once('exit', () => process.off('exit', killOnExit));
    for (const stream of [started.stdout, started.stderr]) if (stream) createInterface({ input: stream }).on('line', record);
    const deadline = Date.now() + READY_TIMEOUT_MS;
    while (!(await isReady(origin))) {
      if (started.exitCode !== null || started.signalCode !== null) throw new Error(`${name} exited before it was ready:\n${output.slice(-4000)}`);
      if (Date.now() > deadline) {
        await stop();
        throw new Error(`${name} was not ready within ${READY_TIMEOUT_MS / 1000} s:\n${output.slice(-4000)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, READY_POLL_MS));
    }
  };

  return {
    name,
    port,
    origin,
    dataDir,
    outputsPath,
    get pid() {
      return isRunning() ? child?.pid : undefined;
    },
    rss: () => (isRunning() && child?.pid ? processTreeRss(child.pid) : 0),
    output: () => output,
    isRunning,
    start,
    stop,
  };
}

/**
 * Compiled once per build folder in this process (instances started together share it), as npm
 * start does at each start; by scripts/build-backend.mjs in a process of its own, as test runners
 * that transform what they import (Playwright) cannot load that module.
 */
const compiling = new Map<string, Promise<string>>();
function compiledServer(distDir: string): Promise<string> {
  const entry = join(resolve(PROJECT_ROOT, distDir), 'backend', 'main.cjs');
  let build = compiling.get(entry);
  if (!build) {
    build = new Promise<string>((done, fail) => {
      execFile(process.execPath, [join(PROJECT_ROOT, 'scripts', 'build-backend.mjs'), distDir], { cwd: PROJECT_ROOT }, (error, _stdout, stderr) =>
        error ? fail(new Error(`could not compile the server: ${stderr.trim() || error.message}`)) : done(entry),
      );
    });
    compiling.set(entry, build);
    build.catch(() => compiling.delete(entry));
  }
  return build;
}

async function isReady(origin: string): Promise<boolean> {
  try {
    const response = await fetch(`${origin}/readyz`, { signal: AbortSignal.timeout(5000) });
    await response.arrayBuffer();
    return response.status === 200;
  } catch {
    return false;
  }
}
