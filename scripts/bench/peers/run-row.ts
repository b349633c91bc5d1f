/**
 * One row of the bench: the product and its peer measured in turn (product, peer, product, peer…),
 * each warmed up first, and the median of the rounds on each side.
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { cpuFigure, type BenchCpu, type RowResult } from './report-table';
import { processCpuMs } from './server-cpu';

/** One side of a row: measures for `durationMs` and gives its rate in the row's unit. */
export type MeasureSide = (durationMs: number) => Promise<number>;

export interface BenchRow {
  /** Short name for BENCH_ROWS. */
  key: string;
  name: string;
  concurrency: number;
  unit: string;
  peerName: string;
  product: MeasureSide;
  /** null: the peer cannot do this (the row shows the product's figure only). */
  peer: MeasureSide | null;
  /** A line printed for reference only, with no target (the SDK-driven figure beside a wire row). */
  reference?: boolean;
  /** Units of the row's rate per call (the large rows: megabytes per transfer); 1 by default. */
  unitsPerCall?: number;
  /** Each side's server process (its pid, found when first asked; server-cpu.ts), whose CPU per call is printed. */
  servers?: { product: () => number | undefined; peer: () => number | undefined };
}

export interface RowTiming {
  rounds: number;
  durationMs: number;
  warmUpMs: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

interface Measured {
  rate: number;
  cpu: BenchCpu;
  /** The server's CPU (all its threads) per call, in microseconds; NaN when not measured. */
  serverMicrosPerCall: number;
}

/**
 * One side measured, with this bench process's own CPU (every thread: process.cpuUsage) per call
 * and in cores, and how busy its event loop was: near 100 % busy, the bench's thread is the limit.
 * A failure says which row and side it came from.
 */
async function measure(row: BenchRow, side: 'product' | 'peer', durationMs: number): Promise<Measured> {
  const measureSide = side === 'product' ? row.product : row.peer;
  const serverPid = row.servers?.[side]();
  const serverBefore = serverPid === undefined ? undefined : processCpuMs(serverPid);
  const cpuBefore = process.cpuUsage();
  const loopBefore = performance.eventLoopUtilization();
  const started = performance.now();
  let rate: number;
  try {
    rate = (await measureSide?.(durationMs)) ?? 0;
  } catch (error) {
    throw new Error(`${row.name}: ${side === 'product' ? 'the product' : row.peerName} failed`, { cause: error });
  }
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const serverAfter = serverPid === undefined ? undefined : processCpuMs(serverPid);
  const cpuMicros = cpu.user + cpu.system;
  const calls = (rate * seconds) / (row.unitsPerCall ?? 1);
  const serverMicros = serverBefore === undefined || serverAfter === undefined ? Number.NaN : (serverAfter - serverBefore) * 1000;
  return {
    rate,
    serverMicrosPerCall: calls > 0 ? serverMicros / calls : Number.NaN,
    cpu: {
      microsPerCall: calls > 0 ? cpuMicros / calls : Number.NaN,
      cores: cpuMicros / 1e6 / seconds,
      loopBusy: performance.eventLoopUtilization(loopBefore).utilization,
    },
  };
}

const cpuText = ({ cpu, serverMicrosPerCall }: Measured) =>
  `${Number.isNaN(serverMicrosPerCall) ? '' : `server ${cpuFigure(serverMicrosPerCall)}/call, `}bench ${cpuFigure(cpu.microsPerCall)}/call, ${cpu.cores.toFixed(2)} core, loop ${(cpu.loopBusy * 100).toFixed(0)} % busy`;

export async function runRow(row: BenchRow, timing: RowTiming): Promise<RowResult> {
  if (timing.warmUpMs > 0) {
    await measure(row, 'product', timing.warmUpMs);
    if (row.peer) await measure(row, 'peer', timing.warmUpMs);
  }
  const product: Measured[] = [];
  const peer: Measured[] = [];
  const loads: number[] = [];
  for (let round = 1; round <= timing.rounds; round++) {
    loads.push(loadavg()[0]);
    const ours = await measure(row, 'product', timing.durationMs);
    product.push(ours);
    let peerText = '';
    if (row.peer) {
      loads.push(loadavg()[0]);
      const theirs = await measure(row, 'peer', timing.durationMs);
      peer.push(theirs);
      peerText = `; ${row.peerName} ${theirs.rate.toFixed(2)} (${cpuText(theirs)}); ratio ${(ours.rate / theirs.rate).toFixed(2)}`;
    }
    console.log(`  ${row.name}, round ${round}: product ${ours.rate.toFixed(2)} ${row.unit} (${cpuText(ours)})${peerText} (load ${loads.at(-1)?.toFixed(1)})`);
  }
  const medianCpu = (side: Measured[]): BenchCpu => ({
    microsPerCall: median(side.map((one) => one.cpu.microsPerCall)),
    cores: median(side.map((one) => one.cpu.cores)),
    loopBusy: median(side.map((one) => one.cpu.loopBusy)),
  });
  return {
    name: row.name,
    concurrency: row.concurrency,
    unit: row.unit,
    product: median(product.map((one) => one.rate)),
    peer: row.peer ? median(peer.map((one) => one.rate)) : null,
    peerName: row.peerName,
    load: { low: Math.min(...loads), high: Math.max(...loads) },
    reference: row.reference ?? false,
    benchCpu: { product: medianCpu(product), peer: row.peer ? medianCpu(peer) : null },
    serverMicrosPerCall: { product: median(product.map((one) => one.serverMicrosPerCall)), peer: row.peer ? median(peer.map((one) => one.serverMicrosPerCall)) : null },
  };
}
