/**
 * Each instance's resident memory and CPU time over time: every `intervalMs`, its rss() (the
 * cluster launcher's VmRSS of the server process and its children, from /proc) and the CPU seconds
 * its process has used (utime + stime from /proc/<pid>/stat), with the time.
 */
import { readFileSync } from 'node:fs';

export type ResourceSample = { at: number; rssBytes: number; cpuSeconds: number };

export type InstanceProbe = { rss: () => number; pid: () => number | undefined };

export type ResourceTimeline = {
  /** Samples by instance name, oldest first; `at` is epoch milliseconds. */
  readonly samples: ReadonlyMap<string, readonly ResourceSample[]>;
  stop(): void;
};

/** /proc/<pid>/stat counts CPU time in USER_HZ ticks, 100 a second on Linux. */
const TICKS_PER_SECOND = 100;

/** User and system CPU seconds of one process so far; NaN once it has ended. */
export function cpuSecondsOf(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // After "pid (comm) ": state is field 3, utime 14 and stime 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return Number.NaN;
  }
}

export function startResourceTimeline(instances: ReadonlyMap<string, InstanceProbe>, intervalMs: number): ResourceTimeline {
  const samples = new Map<string, ResourceSample[]>([...instances.keys()].map((name) => [name, []]));
  const sample = () => {
    const at = Date.now();
    for (const [name, probe] of instances) samples.get(name)?.push({ at, rssBytes: probe.rss(), cpuSeconds: cpuSecondsOf(probe.pid()) });
  };
  sample();
  const timer = setInterval(sample, intervalMs);
  timer.unref();
  return {
    samples,
    stop: () => {
      clearInterval(timer);
      sample();
    },
  };
}

/** The largest resident size sampled from `from` to before `to` (epoch ms); 0 when none. */
export function peakRssBetween(samples: readonly ResourceSample[], from: number, to: number): number {
  return samples.filter((sample) => sample.at >= from && sample.at < to).reduce((peak, sample) => Math.max(peak, sample.rssBytes), 0);
}

/**
 * The share of one core the process used from about `from` to about `to`: between the last sample
 * at or before `from` and the first at or after `to` (samples are seconds apart). NaN when unknown.
 */
export function cpuShareBetween(samples: readonly ResourceSample[], from: number, to: number): number {
  const first = samples.findLast((sample) => sample.at <= from) ?? samples[0];
  const last = samples.find((sample) => sample.at >= to) ?? samples[samples.length - 1];
  if (!first || !last || last.at <= first.at) return Number.NaN;
  return (last.cpuSeconds - first.cpuSeconds) / ((last.at - first.at) / 1000);
}
