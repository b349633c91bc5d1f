/** The bench's table: one line per row, medians of the rounds, the ratio beside its target. */
export interface RowResult {
  name: string;
  concurrency: number;
  unit: string;
  product: number;
  /** null: the peer cannot do this. */
  peer: number | null;
  peerName: string;
  /** The 1-minute load average before each measurement of the row, lowest and highest. */
  load: { low: number; high: number };
  /** Printed for reference, no target (the SDK-driven line beside a wire row). */
  reference: boolean;
  /** The bench process's own CPU while it drove each side (medians of the rounds). */
  benchCpu: { product: BenchCpu; peer: BenchCpu | null };
  /** Each server's CPU per call in microseconds (medians of the rounds); NaN where not measured (run-row.ts). */
  serverMicrosPerCall: { product: number; peer: number | null };
}

/** The bench process's CPU (all its threads) per call and in cores, and its event loop's busy share. */
export interface BenchCpu {
  microsPerCall: number;
  cores: number;
  loopBusy: number;
}

export const cpuFigure = (micros: number) => (micros >= 10_000 ? `${(micros / 1000).toFixed(0)} ms` : micros >= 1000 ? `${(micros / 1000).toFixed(1)} ms` : `${micros.toFixed(0)} µs`);
const serverCell = ({ product, peer }: RowResult['serverMicrosPerCall']) =>
  Number.isNaN(product) && (peer === null || Number.isNaN(peer)) ? '' : [product, peer].filter((value) => value !== null).map((value) => (Number.isNaN(value) ? '?' : cpuFigure(value))).join(' / ');
const cpuCell = (cpu: BenchCpu) => `${cpuFigure(cpu.microsPerCall)} (${(cpu.loopBusy * 100).toFixed(0)} %)`;

/** Issue 50: every row at half again its peer (issue 20's parity, 1.0, was met). */
export const TARGET_RATIO = 1.5;

const figure = (value: number) => (value >= 100 ? value.toFixed(0) : value >= 10 ? value.toFixed(1) : value.toFixed(2));

/** A row that could not be measured: its name and why. */
export interface RowFailure {
  name: string;
  failure: string;
}

export function printTable(results: (RowResult | RowFailure)[]): void {
  const header = ['row', 'conc.', 'unit', 'product', 'peer', 'ratio', `target ≥${TARGET_RATIO.toFixed(1)}`, 'load avg', 'server CPU/call: product / peer', 'bench CPU/call (loop busy): product / peer'];
  const lines = results.map((result) => {
    if ('failure' in result) return [result.name, '', '', '', `FAILED: ${result.failure.slice(0, 160)}`, '', '', '', '', ''];
    const ratio = result.peer === null ? null : result.product / result.peer;
    return [
      result.name,
      String(result.concurrency),
      result.unit,
      figure(result.product),
      result.peer === null ? `${result.peerName}: peer cannot` : `${figure(result.peer)} (${result.peerName})`,
      ratio === null ? '–' : `${ratio.toFixed(2)}×`,
      ratio === null ? '–' : result.reference ? 'ref. only' : ratio >= TARGET_RATIO ? 'ok' : 'MISSED',
      `${result.load.low.toFixed(1)}–${result.load.high.toFixed(1)}`,
      serverCell(result.serverMicrosPerCall),
      `${cpuCell(result.benchCpu.product)}${result.benchCpu.peer ? ` / ${cpuCell(result.benchCpu.peer)}` : ''}`,
    ];
  });
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column].length)));
  const format = (cells: string[]) => cells.map((cell, column) => (column >= 3 && column !== 4 ? cell.padStart(widths[column]) : cell.padEnd(widths[column]))).join('  ');
  console.log(format(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const line of lines) console.log(format(line));
}
