// Where an instance's memory goes, from inside: a preload for the server (backend/main.ts) that
// writes a timeline every 5 s and a V8 heap snapshot on SIGUSR2. Not part of the product; the
// cluster bench passes its environment to the instances, so
//   NODE_OPTIONS="--import ./scripts/bench/cluster/memory-probe.mjs" MEMORY_PROBE_DIR=/tmp/probe \
//     BENCH_PHASES=one npm run bench cluster
// leaves /tmp/probe/<pid>.jsonl per instance (other Node processes the bench starts load it and do
// nothing). Each row: RSS split into anonymous and file-backed pages (/proc/self/status), the V8
// heap reserved and used by space, external memory and ArrayBuffers (process.memoryUsage()), major
// and minor collections so far, and the HTTP requests the process has received (page renders call
// the process's own backend, so this counts more than the load sends). RSS minus the V8 heap,
// external memory and file-backed pages is what native code holds (glibc, zlib, worker threads).
// `kill -USR2 <pid>` writes <pid>-<seconds>.heapsnapshot beside it (open it in Chrome's DevTools);
// the server stops for the snapshot (tens of seconds under load) and its RSS stays higher after it,
// so figures from a run with snapshots are not the product's.
import diagnosticsChannel from 'node:diagnostics_channel';
import { appendFileSync, mkdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PerformanceObserver, constants } from 'node:perf_hooks';
import v8 from 'node:v8';
import { isMainThread } from 'node:worker_threads';

const entry = process.argv[1] ?? '';
if (isMainThread && /backend[\\/]main\.(?:ts|cjs)$/.test(entry)) startProbe();

function startProbe() {
  const folder = process.env.MEMORY_PROBE_DIR || join(tmpdir(), 'memory-probe');
  mkdirSync(folder, { recursive: true });
  const timeline = join(folder, `${process.pid}.jsonl`);
  const startedAt = Date.now();
  const seconds = () => Math.round((Date.now() - startedAt) / 1000);
  const mb = (bytes) => Math.round(bytes / (1024 * 1024));

  let requests = 0;
  diagnosticsChannel.subscribe('http.server.request.start', () => (requests += 1));
  const collections = { major: 0, minor: 0, majorMs: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR) {
        collections.major += 1;
        collections.majorMs += entry.duration;
      } else if (entry.detail?.kind === constants.NODE_PERFORMANCE_GC_MINOR) collections.minor += 1;
    }
  }).observe({ entryTypes: ['gc'] });

  const residentMb = () => {
    const status = readFileSync('/proc/self/status', 'utf8');
    const field = (name) => mb(Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0) * 1024);
    return { rss: field('VmRSS'), anon: field('RssAnon'), file: field('RssFile') };
  };
  const write = (event) => {
    const usage = process.memoryUsage();
    const spaces = {};
    for (const space of v8.getHeapSpaceStatistics()) spaces[space.space_name] = [mb(space.space_size), mb(space.space_used_size)];
    const row = {
      t: seconds(),
      event,
      requests,
      ...residentMb(),
      heapTotal: mb(usage.heapTotal),
      heapUsed: mb(usage.heapUsed),
      external: mb(usage.external),
      arrayBuffers: mb(usage.arrayBuffers),
      spaces,
      gc: { ...collections, majorMs: Math.round(collections.majorMs) },
    };
    appendFileSync(timeline, `${JSON.stringify(row)}\n`);
  };

  setInterval(() => write('tick'), 5000).unref();
  process.on('SIGUSR2', () => {
    write('snapshot-start');
    v8.writeHeapSnapshot(join(folder, `${process.pid}-${seconds()}.heapsnapshot`));
    write('snapshot-end');
  });
  write('start');
}
