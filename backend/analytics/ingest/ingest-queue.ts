import { HttpError } from '../../core/http/http-error';

/** Work that does not fit the queue (the Firehose handler submits only what fits, failing the rest per record). */
export class IngestOverloadedError extends HttpError {
  constructor() {
    super(429, 'Too many events are waiting to be stored; retry later.', 'TooManyRequestsException');
    this.name = 'IngestOverloadedError';
  }
}

type Job<Row> =
  | { kind: 'rows'; rows: readonly Row[]; resolve(): void; reject(error: unknown): void }
  | { kind: 'task'; run(): Promise<void>; resolve(): void; reject(error: unknown): void };

export interface IngestQueueOptions<Row> {
  /** Most units (rows, or 1 per task) waiting or being written at once. */
  limit: number;
  /** Most rows one write takes: consecutive row jobs are coalesced up to this. */
  writeBatchSize: number;
  writeRows(rows: readonly Row[]): Promise<unknown>;
}

/**
 * The bounded ingest queue. Requests hand over their rows and wait until they are written; one
 * writer takes the queue in order, writing consecutive row jobs together (one INSERT for several
 * requests) and running tasks (endpoint updates) between them, so an opt-out is applied before the
 * events sent after it. Work past `limit` is refused at once with IngestOverloadedError (429).
 */
export class IngestQueue<Row> {
  private readonly jobs: Job<Row>[] = [];
  private pendingUnits = 0;
  /** The running drain; cleared in the same step as its loop ends, so a submit right after starts a new one. */
  private draining: Promise<void> | null = null;

  constructor(private readonly options: IngestQueueOptions<Row>) {}

  /** Units waiting or being written. */
  get pending(): number {
    return this.pendingUnits;
  }

  /** True when nothing more fits; lets a handler refuse before parsing a request. */
  get isFull(): boolean {
    return this.pendingUnits >= this.options.limit;
  }

  /** How many more units fit now (a batch may take part of itself). */
  get room(): number {
    return Math.max(0, this.options.limit - this.pendingUnits);
  }

  /** True when `units` more fit now; several submits made without awaiting in between all succeed. */
  canFit(units: number): boolean {
    return this.pendingUnits + units <= this.options.limit;
  }

  /** Resolves when the rows are stored; throws IngestOverloadedError when they do not fit. */
  submitRows(rows: readonly Row[]): Promise<void> {
    if (rows.length === 0) return Promise.resolve();
    return this.enqueue(rows.length, (resolve, reject) => ({ kind: 'rows', rows, resolve, reject }));
  }

  /** Runs `run` in queue order (counted as one unit). */
  submitTask(run: () => Promise<void>): Promise<void> {
    return this.enqueue(1, (resolve, reject) => ({ kind: 'task', run, resolve, reject }));
  }

  /** Resolves once everything submitted so far is written (or failed). */
  async whenIdle(): Promise<void> {
    while (this.draining) await this.draining;
  }

  private enqueue(units: number, makeJob: (resolve: () => void, reject: (error: unknown) => void) => Job<Row>): Promise<void> {
    if (!this.canFit(units)) return Promise.reject(new IngestOverloadedError());
    this.pendingUnits += units;
    const done = new Promise<void>((resolve, reject) => this.jobs.push(makeJob(resolve, reject)));
    this.draining ??= this.drain();
    return done;
  }

  private async drain(): Promise<void> {
    // Lets enqueue store the promise before the loop can finish.
    await Promise.resolve();
    while (this.jobs.length > 0) {
      const batch = this.takeNext();
      const units = batch.reduce((sum, job) => sum + (job.kind === 'rows' ? job.rows.length : 1), 0);
      try {
        const [first] = batch;
        if (first.kind === 'task') await first.run();
        else await this.options.writeRows(batch.flatMap((job) => (job.kind === 'rows' ? job.rows : [])));
        for (const job of batch) job.resolve();
      } catch (error) {
        for (const job of batch) job.reject(error);
      } finally {
        this.pendingUnits -= units;
      }
    }
    this.draining = null;
  }

  /** One task, or the longest run of row jobs that fits in a write (always at least one job). */
  private takeNext(): Job<Row>[] {
    const first = this.jobs.shift() as Job<Row>;
    if (first.kind === 'task') return [first];
    const batch = [first];
    let rows = first.rows.length;
    while (this.jobs[0]?.kind === 'rows' && rows + this.jobs[0].rows.length <= this.options.writeBatchSize) {
      const next = this.jobs.shift() as Job<Row> & { kind: 'rows' };
      rows += next.rows.length;
      batch.push(next);
    }
    return batch;
  }
}
