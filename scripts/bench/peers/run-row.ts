/**
 * One row of the bench: the product and its peer measured in turn (product, peer, product, peer…),
 * each warmed up first, and the median of the rounds on each side.
 */
import { loadavg } from 'node:os';
import type { RowResult } from './report-table';

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

/** A failure says which row and side it came from. */
async function measure(row: BenchRow, side: 'product' | 'peer', durationMs: number): Promise<number> {
  const measureSide = side === 'product' ? row.product : row.peer;
  try {
    return (await measureSide?.(durationMs)) ?? 0;
  } catch (error) {
    throw new Error(`${row.name}: ${side === 'product' ? 'the product' : row.peerName} failed`, { cause: error });
  }
}

export async function runRow(row: BenchRow, timing: RowTiming): Promise<RowResult> {
  if (timing.warmUpMs > 0) {
    await measure(row, 'product', timing.warmUpMs);
    if (row.peer) await measure(row, 'peer', timing.warmUpMs);
  }
  const product: number[] = [];
  const peer: number[] = [];
  const loads: number[] = [];
  for (let round = 1; round <= timing.rounds; round++) {
    loads.push(loadavg()[0]);
    product.push(await measure(row, 'product', timing.durationMs));
    if (row.peer) {
      loads.push(loadavg()[0]);
      peer.push(await measure(row, 'peer', timing.durationMs));
    }
    const peerText = row.peer ? `, ${row.peerName} ${peer[peer.length - 1].toFixed(2)}, ratio ${(product[product.length - 1] / peer[peer.length - 1]).toFixed(2)}` : '';
    console.log(`  ${row.name}, round ${round}: product ${product[product.length - 1].toFixed(2)} ${row.unit}${peerText} (load ${loads.at(-1)?.toFixed(1)})`);
  }
  return {
    name: row.name,
    concurrency: row.concurrency,
    unit: row.unit,
    product: median(product),
    peer: row.peer ? median(peer) : null,
    peerName: row.peerName,
    load: { low: Math.min(...loads), high: Math.max(...loads) },
  };
}
