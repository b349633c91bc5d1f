/**
 * What the readers bench prints: the figures per kind and over time, the server's memory and the
 * machine's load, then each figure beside issue 50's targets. A missed target is a finding
 * (MISSED), never a failure.
 */
import { formatMb, formatMs, megabytes } from '../cluster/figures';
import type { Figures, LoadResult } from '../cluster/mixed-load';
import { cpuShareBetween, peakRssBetween, type ResourceSample } from '../cluster/resource-timeline';
import { busyShareBetween, type MachineCpu } from './machine-cpu';
import { PAGE_KINDS, READER_WEIGHTS, SEARCH_KINDS, type ReaderKind } from './reader-mix';

/** Issue 50's targets for many readers at once. */
export const TARGETS = {
  pageP95Ms: 500,
  searchP95Ms: 800,
  /** Memory is flat when the end is within this share above the figure after the warm-up. */
  memoryGrowth: 0.1,
};

/** Starving, as the bench reads it (see readers.bench.ts): shed or failed beyond this share of its requests… */
const STARVED_FAILED_SHARE = 0.01;
/** …a p95 this many times the median of the kinds' p95… */
const STARVED_P95_FACTOR = 4;
/** …or a window with no answer of the kind although its weight promised at least this many. */
const STARVED_WINDOW_EXPECTED = 5;

type Log = (line: string) => void;

export type ReaderRun = {
  load: LoadResult;
  /** What the warm-up was (the priming pass, if any, and the timed mix), to print beside the memory. */
  warmup: string;
  /** The server process's samples (VmRSS, CPU seconds) from its start to the load's end. */
  samples: readonly ResourceSample[];
  machine: MachineCpu['samples'];
  loadBefore: number[];
  loadAfter: number[];
  cores: number;
};

const pad = (text: string, width: number) => text.padStart(width);
const loadAverage = (values: number[]) => values.map((value) => value.toFixed(2)).join(' ');
const rateOf = (figures: Figures, seconds: number) => figures.count / seconds;
/** A kind's p95 under its target; a kind with no timed answer (the JSON result's null) is not. */
const isUnder = (figures: Figures, target: number) => figures.count > 0 && typeof figures.p95 === 'number' && figures.p95 < target;
const nearest = (samples: readonly ResourceSample[], at: number) =>
  samples.reduce<ResourceSample | undefined>((best, sample) => (!best || Math.abs(sample.at - at) < Math.abs(best.at - at) ? sample : best), undefined);

export function targetOf(kind: string): number | null {
  if (PAGE_KINDS.includes(kind as ReaderKind)) return TARGETS.pageP95Ms;
  if (SEARCH_KINDS.includes(kind as ReaderKind)) return TARGETS.searchP95Ms;
  return null;
}

/** Why each starving kind starves (empty: none does). */
export function starvingKinds(load: LoadResult): string[] {
  const p95s = load.kinds.filter((kind) => kind.count > 0).map((kind) => kind.p95).sort((a, b) => a - b);
  const medianP95 = p95s[Math.floor(p95s.length / 2)] ?? Number.NaN;
  const totalWeight = Object.values(READER_WEIGHTS).reduce((sum, weight) => sum + weight, 0);
  const reasons: string[] = [];
  for (const kind of load.kinds) {
    const failed = kind.count ? (kind.errors + kind.shed) / kind.count : 1;
    if (failed > STARVED_FAILED_SHARE) reasons.push(`${kind.kind}: ${(100 * failed).toFixed(1)} % of its requests shed or failed`);
    if (kind.p95 > STARVED_P95_FACTOR * medianP95) reasons.push(`${kind.kind}: p95 ${formatMs(kind.p95)} ms, over ${STARVED_P95_FACTOR}× the kinds' median p95 (${formatMs(medianP95)} ms)`);
    const share = (READER_WEIGHTS[kind.kind as ReaderKind] ?? 0) / totalWeight;
    const empty = load.windows.filter((window, index) => window.count * share >= STARVED_WINDOW_EXPECTED && (load.answeredByWindow[kind.kind]?.[index] ?? 0) === 0);
    if (empty.length) reasons.push(`${kind.kind}: no answer in ${empty.length} window(s) (from ${empty.map((window) => `${window.fromMs / 1000} s`).join(', ')})`);
  }
  return reasons;
}

export function printReaderRun(run: ReaderRun, log: Log): string[] {
  const { load, samples } = run;
  const from = load.measuredFrom;
  const to = from + load.seconds * 1000;
  const windowSeconds = load.windows.length > 1 ? load.windows[1].fromMs / 1000 : load.seconds;
  const findings: string[] = [];
  const check = (isMet: boolean, what: string) => {
    if (!isMet) findings.push(what);
    return isMet ? 'met' : 'MISSED';
  };

  log(`${'kind'.padEnd(15)}${pad('weight', 7)}${pad('requests', 9)}${pad('req/s', 7)}${pad('p50 ms', 8)}${pad('p95 ms', 8)}${pad('p99 ms', 8)}${pad('errors', 7)}${pad('503s', 6)}${pad('KB/answer', 10)}  p95 target`);
  for (const kind of load.kinds) {
    const target = targetOf(kind.kind);
    const verdict = target === null ? '— (downloads: none)' : `< ${target} ms ${check(isUnder(kind, target), `${kind.kind} p95 ${formatMs(kind.p95)} ms (target < ${target} ms)`)}`;
    log(
      `${kind.kind.padEnd(15)}${pad(`${READER_WEIGHTS[kind.kind as ReaderKind] ?? 0} %`, 7)}${pad(String(kind.count), 9)}${pad(rateOf(kind, load.seconds).toFixed(1), 7)}` +
        `${pad(formatMs(kind.p50), 8)}${pad(formatMs(kind.p95), 8)}${pad(formatMs(kind.p99), 8)}${pad(String(kind.errors), 7)}${pad(String(kind.shed), 6)}` +
        `${pad(kind.count ? (kind.bytes / kind.count / 1024).toFixed(1) : '–', 10)}  ${verdict}`,
    );
  }
  log(
    `overall: ${load.count} requests, ${rateOf(load, load.seconds).toFixed(1)} req/s, p50 ${formatMs(load.p50)} ms, p95 ${formatMs(load.p95)} ms, p99 ${formatMs(load.p99)} ms, ` +
      `errors ${load.errors}, 503s shed ${load.shed}, ${(megabytes(load.bytes) / load.seconds).toFixed(1)} MB/s received`,
  );
  for (const [label, count] of load.errorsByKind.slice(0, 10)) log(`  error ${label}: ${count}`);

  log(`${'time'.padEnd(12)}${pad('req/s', 8)}${pad('p50 ms', 8)}${pad('p95 ms', 8)}${pad('errors', 8)}${pad('503s', 6)}${pad('RSS peak', 10)}`);
  for (const window of load.windows) {
    const start = from + window.fromMs;
    const rss = peakRssBetween(samples, start, start + windowSeconds * 1000);
    log(
      `${`${window.fromMs / 1000}-${window.fromMs / 1000 + windowSeconds} s`.padEnd(12)}${pad(rateOf(window, windowSeconds).toFixed(1), 8)}` +
        `${pad(formatMs(window.p50), 8)}${pad(formatMs(window.p95), 8)}${pad(String(window.errors), 8)}${pad(String(window.shed), 6)}${pad(formatMb(rss), 10)}`,
    );
  }

  const afterWarmup = nearest(samples, from)?.rssBytes ?? 0;
  const end = nearest(samples, to)?.rssBytes ?? 0;
  const peak = peakRssBetween(samples, from, to + 1);
  const growth = afterWarmup ? end / afterWarmup - 1 : Number.NaN;
  const serverCpu = cpuShareBetween(samples, from, to);
  const machineBusy = busyShareBetween(run.machine, from, to);
  log(`warm-up (not counted): ${run.warmup}`);
  log(
    `server memory (VmRSS of the server process): after warm-up ${formatMb(afterWarmup)}, peak ${formatMb(peak)}, at the end ${formatMb(end)} ` +
      `(${growth >= 0 ? '+' : ''}${(100 * growth).toFixed(1)} % since the warm-up)`,
  );
  log(
    `machine: ${run.cores} cores; load average (1, 5, 15 min) before ${loadAverage(run.loadBefore)}, at the end ${loadAverage(run.loadAfter)}; ` +
      `CPU while measured: server ${(100 * serverCpu).toFixed(0)} %, load generator ${((100 * load.loadCpuSeconds) / load.seconds).toFixed(0)} % (of one core each); ` +
      `the machine's cores ${(100 * machineBusy).toFixed(0)} % busy in all (the rest: the database server on PostgreSQL, and any other work on the machine)`,
  );

  log('targets (issue 50, many readers at once):');
  for (const [label, kinds, target] of [['pages', PAGE_KINDS, TARGETS.pageP95Ms], ['search', SEARCH_KINDS, TARGETS.searchP95Ms]] as const) {
    const ofKinds = load.kinds.filter((kind) => kinds.includes(kind.kind as ReaderKind));
    const missed = ofKinds.filter((kind) => !isUnder(kind, target)).map((kind) => `${kind.kind} ${formatMs(kind.p95)} ms`);
    const slowest = maxBy(ofKinds);
    log(`  ${label} p95 < ${target} ms: slowest ${slowest ? `${slowest.kind} ${formatMs(slowest.p95)} ms` : '–'}: ${missed.length ? `MISSED (${missed.join(', ')})` : 'met'}`);
  }
  log(`  zero errors: ${load.errors} errors: ${check(load.errors === 0, `${load.errors} errors (target 0)`)}`);
  if (load.shed > 0) log(`  503s shed (Retry-After): ${load.shed} (${((100 * load.shed) / Math.max(1, load.count)).toFixed(1)} %): not errors, but readers turned away: the server was over its admission limits`);
  const starving = starvingKinds(load);
  log(`  no kind starving the others or starved: ${check(starving.length === 0, `starving or starved: ${starving.join('; ')}`)}${starving.length ? ` (${starving.join('; ')})` : ''}`);
  log(
    `  memory flat after warm-up (end within ${100 * TARGETS.memoryGrowth} % of after warm-up): ${formatMb(afterWarmup)} → ${formatMb(end)}: ` +
      check(afterWarmup > 0 && growth <= TARGETS.memoryGrowth, `memory grew ${(100 * growth).toFixed(1)} % after the warm-up (${formatMb(afterWarmup)} → ${formatMb(end)})`),
  );
  return findings;
}

function maxBy<T extends { p95: number }>(items: T[]): T | undefined {
  return items.reduce<T | undefined>((max, item) => (!max || (item.p95 ?? Number.POSITIVE_INFINITY) > max.p95 ? item : max), undefined);
}
