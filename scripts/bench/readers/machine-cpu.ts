/**
 * How busy the whole machine was, from /proc/stat (Linux): sampled every `intervalMs`, so the
 * readers bench can say what share of the cores the server and the load had, and what others took
 * (PostgreSQL, on the postgres setup, and whatever else shares the machine).
 */
import { readFileSync } from 'node:fs';

type Sample = { at: number; busy: number; total: number };

export type MachineCpu = { samples: Sample[]; stop(): void };

/** The first line of /proc/stat: jiffies of all cores since boot; idle and iowait are the idle ones. */
function readTotals(): { busy: number; total: number } {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0].trim().split(/\s+/).slice(1, 9).map(Number);
  const total = fields.reduce((sum, value) => sum + value, 0);
  return { busy: total - fields[3] - fields[4], total };
}

export function startMachineCpu(intervalMs: number): MachineCpu {
  const samples: Sample[] = [];
  const sample = () => samples.push({ at: Date.now(), ...readTotals() });
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

/** The busy share of all cores from about `from` to about `to` (epoch ms); NaN when unknown. */
export function busyShareBetween(samples: readonly Sample[], from: number, to: number): number {
  const first = samples.findLast((sample) => sample.at <= from) ?? samples[0];
  const last = samples.find((sample) => sample.at >= to) ?? samples[samples.length - 1];
  if (!first || !last || last.total <= first.total) return Number.NaN;
  return (last.busy - first.busy) / (last.total - first.total);
}
