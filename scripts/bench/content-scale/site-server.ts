/**
 * The server the content-scale bench measures: what `npm start` runs (scripts/start.mjs: a
 * production build, then backend/main.ts compiled by scripts/build-backend.mjs, with the heap flags
 * and allocator settings of scripts/server-heap-flags.mjs), with three differences that keep the
 * measurement honest on a tree others are editing:
 * - the build is the bench's own (NEXT_DIST_DIR, default .next-bench-content-scale), made once
 *   when the sources changed since it was made (the same source hash start.mjs stamps), so every
 *   run of one bench measures the same build and no one else's build is touched;
 * - each start serves a fresh copy of that build (its own NEXT_DIST_DIR, without the build's
 *   cache folder and server/route-cache), so Next's page and data caches start empty and nothing rendered by an earlier
 *   run is given out again;
 * - the server is compiled into that copy and started directly (no build check), with its own
 *   port and data folder.
 * While it runs, the resident memory (VmRSS) of the server process and all its descendants is
 * sampled, and the peak is kept per phase.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { PROJECT_ROOT } from '../../../backend/core/project-root';
import { freePort } from '../../../backend/core/test-support/free-port';
import { backendEntryFor } from '../../build-backend.mjs';
import { serverHeapFlags, serverMallocEnv } from '../../server-heap-flags.mjs';
import { copyBuildWithoutCaches } from '../copy-build-without-caches';

export const BUILD_DIR = process.env.BENCH_NEXT_DIST_DIR || '.next-bench-content-scale';
const RUN_DIR = `${BUILD_DIR}-run`;
/** What start.mjs hashes to decide whether a build is current (its `sources`). */
const SOURCES = ['app', 'components', 'lib', 'styles', 'public', 'amplify', 'middleware.ts', 'next.config.ts', 'package-lock.json', 'tsconfig.json'];
const START_TIMEOUT_MS = 10 * 60 * 1000;
const RSS_INTERVAL_MS = 200;
/** How often the process tree is looked up again (the server's children appear at start). */
const TREE_REFRESH_MS = 2000;

function* filesUnder(path: string): Generator<string> {
  if (!existsSync(path)) return;
  if (statSync(path).isFile()) {
    yield path;
    return;
  }
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.name.endsWith('.test.ts') || entry.name.endsWith('.test.tsx')) continue;
    yield* filesUnder(join(path, entry.name));
  }
}

/** The hash scripts/start.mjs computes over the site's sources. */
function sourceHash(): string {
  const hash = createHash('sha256');
  for (const source of SOURCES) {
    for (const file of [...filesUnder(join(PROJECT_ROOT, source))].sort()) {
      hash.update(relative(PROJECT_ROOT, file)).update('\0').update(readFileSync(file)).update('\0');
    }
  }
  return hash.digest('hex');
}

/**
 * Builds the site into BUILD_DIR unless the build there is of the current sources. Next adds its
 * build folder's types to tsconfig.json while building; the file is put back as it was.
 */
export function ensureBuild(log: (line: string) => void, options: { reuse?: boolean } = {}): void {
  const buildDir = join(PROJECT_ROOT, BUILD_DIR);
  const stampFile = join(buildDir, 'source-hash');
  if (options.reuse && existsSync(join(buildDir, 'BUILD_ID'))) {
    const isCurrent = existsSync(stampFile) && readFileSync(stampFile, 'utf8') === sourceHash();
    log(`build: reusing ${BUILD_DIR} as it is${isCurrent ? '' : ' (NOT of the current sources: the site may not match the backend)'}`);
    return;
  }
  for (let attempt = 1; ; attempt++) {
    const hash = sourceHash();
    if (existsSync(join(buildDir, 'BUILD_ID')) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === hash) {
      log(`build: ${BUILD_DIR} is of the current sources`);
      return;
    }
    log(`build: building the site into ${BUILD_DIR} (several minutes)…`);
    const tsconfigPath = join(PROJECT_ROOT, 'tsconfig.json');
    const tsconfig = readFileSync(tsconfigPath);
    const began = performance.now();
    try {
      const build = spawnSync(process.execPath, [join(PROJECT_ROOT, 'node_modules/next/dist/bin/next'), 'build'], {
        cwd: PROJECT_ROOT,
        stdio: ['ignore', 'ignore', 'inherit'],
        env: { ...process.env, NEXT_DIST_DIR: BUILD_DIR, NEXT_TELEMETRY_DISABLED: '1', NEXT_IGNORE_INCORRECT_LOCKFILE: '1' },
      });
      if (build.status !== 0) throw new Error(`next build failed (exit ${build.status ?? build.signal})`);
    } finally {
      if (!readFileSync(tsconfigPath).equals(tsconfig)) writeFileSync(tsconfigPath, tsconfig);
    }
    writeFileSync(stampFile, hash);
    log(`build: done in ${((performance.now() - began) / 1000).toFixed(0)} s`);
    // Sources edited while building make a build of neither version: build again (twice at most).
    if (sourceHash() === hash || attempt === 3) return;
    log('build: the sources changed while building; building again');
  }
}

/**
 * A hash of everything the running product is made of (the site's sources and the backend, which
 * the server loads from the tree at each start), to tell whether the tree changed during a run.
 */
export function treeHash(): string {
  const hash = createHash('sha256').update(sourceHash());
  for (const file of [...filesUnder(join(PROJECT_ROOT, 'backend'))].sort()) hash.update(relative(PROJECT_ROOT, file)).update(readFileSync(file));
  return hash.digest('hex');
}

/** A fresh copy of the build for one start: everything but Next's caches (and the build's traces). */
function freshRunDir(): string {
  const runDir = join(PROJECT_ROOT, RUN_DIR);
  rmSync(runDir, { recursive: true, force: true });
  copyBuildWithoutCaches(join(PROJECT_ROOT, BUILD_DIR), runDir);
  return runDir;
}

export function removeRunDir(): void {
  rmSync(join(PROJECT_ROOT, RUN_DIR), { recursive: true, force: true });
}


/** The resident set of a process tree, sampled from /proc; peaks kept per phase. */
export class RssSampler {
  private pids: number[] = [];
  private treeAt = 0;
  private timer: NodeJS.Timeout | undefined;
  private phase = 'start';
  readonly peaks = new Map<string, number>();
  /** Each process's own peak, by pid, with what it runs. */
  readonly processPeaks = new Map<number, { command: string; bytes: number }>();
  peak = 0;
  /** The latest sample's bytes. */
  last = 0;

  constructor(private readonly rootPid: number) {}

  start(): void {
    this.timer = setInterval(() => this.sample(), RSS_INTERVAL_MS);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  /** Later samples count towards `phase` (and the overall peak). */
  setPhase(phase: string): void {
    this.sample();
    this.phase = phase;
    this.sample();
  }

  sample(): void {
    if (Date.now() - this.treeAt > TREE_REFRESH_MS) this.refreshTree();
    let bytes = 0;
    for (const pid of this.pids) {
      try {
        const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
        if (!match) continue;
        const own = Number(match[1]) * 1024;
        bytes += own;
        const seen = this.processPeaks.get(pid);
        if (seen) seen.bytes = Math.max(seen.bytes, own);
        else this.processPeaks.set(pid, { command: commandOf(pid), bytes: own });
      } catch {
        // The process ended between two looks.
      }
    }
    this.last = bytes;
    this.peak = Math.max(this.peak, bytes);
    this.peaks.set(this.phase, Math.max(this.peaks.get(this.phase) ?? 0, bytes));
  }

  private refreshTree(): void {
    this.treeAt = Date.now();
    const children = new Map<number, number[]>();
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        // pid (comm) state ppid …: comm may hold spaces and parentheses, so read after the last ')'.
        const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
      } catch {
        // Gone already.
      }
    }
    const tree = [this.rootPid];
    for (let i = 0; i < tree.length; i++) tree.push(...(children.get(tree[i]) ?? []));
    this.pids = tree;
  }
}

/** A short name for what a process runs: the executable and its script. */
function commandOf(pid: number): string {
  try {
    const words = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
    const script = words.slice(1).filter((word) => /\.(ts|mjs|cjs|js)$/.test(word)).pop();
    const executable = (words[0] ?? '').split('/').pop() ?? '';
    return `${executable}${script ? ` ${relative(PROJECT_ROOT, script.replace(/^file:\/\//, ''))}` : ''}`.slice(0, 80);
  } catch {
    return String(pid);
  }
}

export type SiteServer = {
  origin: string;
  child: ChildProcess;
  rss: RssSampler;
  /** Milliseconds from spawn to the server's "listening" line. */
  startMs: number;
  /** Lines the server wrote that report a failure (Next's ⨯ lines, errors, stack heads). */
  problems: string[];
  output: () => string;
  stop: () => Promise<void>;
};

/**
 * Starts the one server (site and backend) on a fresh copy of the build, with `env` naming the
 * store (DATA_DIR, DATABASE_URL). Resolves once it logs that it listens.
 */
export async function startSiteServer(env: { DATA_DIR: string; DATABASE_URL: string }): Promise<SiteServer> {
  const runDir = freshRunDir();
  const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const began = performance.now();
  // Compiled from the tree at each start, as npm start does (about a second).
  const compiled = spawnSync(process.execPath, [join(PROJECT_ROOT, 'scripts/build-backend.mjs'), runDir], { cwd: PROJECT_ROOT, encoding: 'utf8' });
  if (compiled.status !== 0) throw new Error(`could not compile the server: ${compiled.stderr.trim()}`);
  const heap = serverHeapFlags(process.env);
  if (heap.error !== undefined) throw new Error(heap.error);
  const child = spawn(process.execPath, [...heap.flags, backendEntryFor(runDir)], {
    cwd: PROJECT_ROOT,
    env: {
      ...process.env,
      ...serverMallocEnv(process.env),
      ...env,
      // One server per store, on the local disk and outbox (backend/core/deployment-rules.ts).
      SINGLE_INSTANCE: 'true',
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
      AMPLIFY_OUTPUTS_PATH: join(env.DATA_DIR, 'amplify_outputs.json'),
      NEXT_DIST_DIR: relative(PROJECT_ROOT, runDir),
      NEXT_TELEMETRY_DISABLED: '1',
      NEXT_IGNORE_INCORRECT_LOCKFILE: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const rss = new RssSampler(child.pid!);
  rss.start();
  let output = '';
  const problems: string[] = [];
  const onData = (chunk: Buffer) => {
    const text = chunk.toString();
    output = (output + text).slice(-200_000);
    for (const line of text.split('\n')) if (/⨯|Error|error:/.test(line) && problems.length < 50) problems.push(line.trim().slice(0, 300));
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  const stop = async () => {
    rss.stop();
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
  };
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!/\[server\] http/.test(output)) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`the server did not start:\n${output.slice(-4000)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { origin, child, rss, startMs: performance.now() - began, problems, output: () => output, stop };
}
