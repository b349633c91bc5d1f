/** What the cluster bench prints: each phase as it ends, then the two side by side. */
import { formatMb, formatMs, megabytes } from './figures';
import type { Figures } from './mixed-load';
import { cpuShareBetween, peakRssBetween } from './resource-timeline';
import type { PhaseResult } from './run-phase';

/** Issue 19's memory targets, per instance. */
export const IDLE_TARGET_BYTES = 300 * 1024 * 1024;
export const LOAD_TARGET_BYTES = 600 * 1024 * 1024;

type Log = (line: string) => void;

const verdict = (bytes: number, target: number) => (bytes < target ? 'met' : 'NOT met');
const rateOf = (figures: Figures, seconds: number) => figures.count / seconds;
const errorShare = (figures: Figures) => (figures.count ? (100 * figures.errors) / figures.count : 0);
const pad = (text: string, width: number) => text.padStart(width);
const percent = (share: number) => (Number.isNaN(share) ? '–' : `${(100 * share).toFixed(0)} %`);

/** The phase's peak per instance over all its samples (start, setup, load and rest). */
export function peaksOf(result: PhaseResult): Map<string, number> {
  return new Map(result.instanceNames.map((name) => [name, peakRssBetween(result.resources.get(name) ?? [], 0, Number.POSITIVE_INFINITY)]));
}

/** Each instance's share of a core over the measured time. */
function cpuSharesOf(result: PhaseResult): Map<string, number> {
  const from = result.load.measuredFrom;
  const to = from + result.load.seconds * 1000;
  return new Map(result.instanceNames.map((name) => [name, cpuShareBetween(result.resources.get(name) ?? [], from, to)]));
}

const sum = (values: Iterable<number>) => [...values].reduce((total, value) => total + value, 0);

export function printPhase(result: PhaseResult, log: Log): void {
  const { load, setup, instanceNames } = result;
  const { content } = setup;
  const samplesOf = (name: string) => result.resources.get(name) ?? [];
  log(
    `setup: ${content.briefPaths.length} briefs, ${content.profilePaths.length} profiles, ${content.platformPaths.length} platforms, ` +
      `${content.staticPaths.length} static files found; creators signed in (SRP) and given a profile and a brief in ${(setup.signInMs / 1000).toFixed(1)} s`,
  );
  const windowSeconds = load.windows.length > 1 ? load.windows[1].fromMs / 1000 : load.seconds;
  const instanceColumns = instanceNames.map((name) => pad(`${name} RSS  CPU`, 22)).join('');
  log(`${'time'.padEnd(12)}${pad('req/s', 8)}${pad('p50 ms', 8)}${pad('p99 ms', 8)}${pad('errors', 8)}${instanceColumns}`);
  const memoryRow = (label: string, figures: Map<string, number>) =>
    log(`${label.padEnd(12)}${pad('', 32)}${instanceNames.map((name) => pad(`${formatMb(figures.get(name) ?? 0)}      `, 22)).join('')}`);
  memoryRow('idle', result.idle);
  for (const window of load.windows) {
    const from = load.measuredFrom + window.fromMs;
    const to = from + windowSeconds * 1000;
    const instances = instanceNames
      .map((name) => pad(`${formatMb(peakRssBetween(samplesOf(name), from, to))} ${pad(percent(cpuShareBetween(samplesOf(name), from, to)), 5)}`, 22))
      .join('');
    const span = `${window.fromMs / 1000}-${window.fromMs / 1000 + windowSeconds} s`;
    log(`${span.padEnd(12)}${pad(rateOf(window, windowSeconds).toFixed(1), 8)}${pad(formatMs(window.p50), 8)}${pad(formatMs(window.p99), 8)}${pad(String(window.errors), 8)}${instances}`);
  }
  memoryRow('after rest', result.after);
  log('(RSS: the largest sample of the row\'s span; CPU: share of one core)');

  log(
    `overall: ${rateOf(load, load.seconds).toFixed(1)} req/s, p50 ${formatMs(load.p50)} ms, p99 ${formatMs(load.p99)} ms, ` +
      `errors ${load.errors} (${errorShare(load).toFixed(2)} %), 503s shed ${load.shed}, ${(megabytes(load.bytes) / load.seconds).toFixed(1)} MB/s received`,
  );
  const cpu = cpuSharesOf(result);
  log(
    `CPU while measured: ${instanceNames.map((name) => `${name} ${percent(cpu.get(name) ?? Number.NaN)}`).join(', ')}, ` +
      `load generator ${percent(load.loadCpuSeconds / load.seconds)}, bench process${result.spec.withProxy ? ' (the proxy)' : ''} ${percent(result.benchCpuShare)} (of one core each)`,
  );
  log(`${'by kind'.padEnd(22)}${pad('share', 8)}${pad('req/s', 8)}${pad('p50 ms', 8)}${pad('p99 ms', 8)}${pad('errors', 8)}${pad('503s', 8)}`);
  for (const kind of load.kinds) {
    const share = load.count ? (100 * kind.count) / load.count : 0;
    log(`  ${kind.kind.padEnd(20)}${pad(`${share.toFixed(1)} %`, 8)}${pad(rateOf(kind, load.seconds).toFixed(1), 8)}${pad(formatMs(kind.p50), 8)}${pad(formatMs(kind.p99), 8)}${pad(String(kind.errors), 8)}${pad(String(kind.shed), 8)}`);
  }
  for (const [label, count] of load.errorsByKind.slice(0, 10)) log(`  error ${label}: ${count}`);
  const peaks = peaksOf(result);
  for (const name of instanceNames) {
    const idle = result.idle.get(name) ?? 0;
    const peak = peaks.get(name) ?? 0;
    log(
      `memory ${name}: idle ${formatMb(idle)} (target < 300 MB: ${verdict(idle, IDLE_TARGET_BYTES)}), ` +
        `peak ${formatMb(peak)} (target < 600 MB under load: ${verdict(peak, LOAD_TARGET_BYTES)}), after rest ${formatMb(result.after.get(name) ?? 0)}`,
    );
  }
  for (const line of result.problems) log(`  instance output: ${line}`);
}

export function printSummary(one: PhaseResult, two: PhaseResult, log: Log): void {
  const column = (text: string) => pad(text, 20);
  const maxOf = (values: Iterable<number>) => Math.max(0, ...values);
  const row = (label: string, a: number, b: number, format: (value: number) => string) =>
    log(`${label.padEnd(30)}${column(format(a))}${column(format(b))}${column(a ? (b / a).toFixed(2) : '–')}`);
  const rate = (result: PhaseResult) => rateOf(result.load, result.load.seconds);
  const instanceCpu = (result: PhaseResult) => sum(cpuSharesOf(result).values());
  log(`${''.padEnd(30)}${column(one.spec.name)}${column(two.spec.name)}${column('two / one')}`);
  row('requests/s', rate(one), rate(two), (value) => value.toFixed(1));
  row('p50 ms', one.load.p50, two.load.p50, formatMs);
  row('p99 ms', one.load.p99, two.load.p99, formatMs);
  row('errors', one.load.errors, two.load.errors, (value) => String(value));
  row('CPU of the instances (cores)', instanceCpu(one), instanceCpu(two), (value) => value.toFixed(2));
  row('requests per instance CPU-s', rate(one) / instanceCpu(one), rate(two) / instanceCpu(two), (value) => value.toFixed(1));
  row('RSS idle, largest instance', maxOf(one.idle.values()), maxOf(two.idle.values()), formatMb);
  row('RSS peak, largest instance', maxOf(peaksOf(one).values()), maxOf(peaksOf(two).values()), formatMb);
  const allIdle = [...one.idle.values(), ...two.idle.values()];
  const allPeaks = [...peaksOf(one).values(), ...peaksOf(two).values()];
  log(
    `memory targets per instance: idle < 300 MB ${allIdle.every((bytes) => bytes < IDLE_TARGET_BYTES) ? 'met' : 'NOT met'} ` +
      `(largest ${formatMb(maxOf(allIdle))}); < 600 MB under the mixed load ` +
      `${allPeaks.every((bytes) => bytes < LOAD_TARGET_BYTES) ? 'met' : 'NOT met'} (largest ${formatMb(maxOf(allPeaks))})`,
  );
}
