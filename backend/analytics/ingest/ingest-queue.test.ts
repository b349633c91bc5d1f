import { IngestOverloadedError, IngestQueue } from './ingest-queue';

/** A writer whose writes finish when the test says so. */
function createControlledWriter() {
  const writes: { rows: readonly number[]; finish(error?: Error): void }[] = [];
  const writeRows = (rows: readonly number[]) =>
    new Promise<void>((resolve, reject) => writes.push({ rows, finish: (error) => (error ? reject(error) : resolve()) }));
  return { writes, writeRows };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('IngestQueue', () => {
  it('writes the rows of requests that arrive together in one write', async () => {
    const writer = createControlledWriter();
    const queue = new IngestQueue<number>({ limit: 1000, writeBatchSize: 500, writeRows: writer.writeRows });
    const first = queue.submitRows([1, 2]);
    const second = queue.submitRows([3]);
    await settle();
    const third = queue.submitRows([4, 5]);
    const fourth = queue.submitRows([6]);
    expect(writer.writes.map((write) => write.rows)).toEqual([[1, 2, 3]]);
    expect(queue.pending).toBe(6);
    writer.writes[0].finish();
    await Promise.all([first, second]);
    await settle();
    // What arrived during a write goes into the next one.
    expect(writer.writes.map((write) => write.rows)).toEqual([[1, 2, 3], [4, 5, 6]]);
    writer.writes[1].finish();
    await Promise.all([third, fourth]);
    expect(queue.pending).toBe(0);
  });

  it('never puts more rows in one write than the write batch size', async () => {
    const writer = createControlledWriter();
    const queue = new IngestQueue<number>({ limit: 1000, writeBatchSize: 3, writeRows: writer.writeRows });
    const done = [queue.submitRows([1]), queue.submitRows([2, 3]), queue.submitRows([4, 5]), queue.submitRows([6])];
    for (let write = 0; write < 2; write += 1) {
      await settle();
      writer.writes[write].finish();
    }
    await Promise.all(done);
    expect(writer.writes.map((write) => write.rows)).toEqual([[1, 2, 3], [4, 5, 6]]);
  });

  it('refuses work past its limit with a 429 and takes it again once there is room', async () => {
    const writer = createControlledWriter();
    const queue = new IngestQueue<number>({ limit: 3, writeBatchSize: 10, writeRows: writer.writeRows });
    const first = queue.submitRows([1, 2, 3]);
    expect(queue.isFull).toBe(true);
    const refused = await queue.submitRows([4]).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(IngestOverloadedError);
    expect(refused).toMatchObject({ status: 429, type: 'TooManyRequestsException' });
    await settle();
    writer.writes[0].finish();
    await first;
    const retried = queue.submitRows([4]);
    await settle();
    writer.writes[1].finish();
    await expect(retried).resolves.toBeUndefined();
  });

  it('runs tasks in order between row writes', async () => {
    const order: string[] = [];
    const queue = new IngestQueue<string>({
      limit: 100,
      writeBatchSize: 100,
      writeRows: async (rows) => void order.push(`rows ${rows.join(',')}`),
    });
    await Promise.all([
      queue.submitRows(['a']),
      queue.submitTask(async () => void order.push('opt-out')),
      queue.submitRows(['b']),
      queue.submitRows(['c']),
    ]);
    expect(order).toEqual(['rows a', 'opt-out', 'rows b,c']);
  });

  it('fails every request of a failed write, frees their room and goes on', async () => {
    const writer = createControlledWriter();
    const queue = new IngestQueue<number>({ limit: 10, writeBatchSize: 10, writeRows: writer.writeRows });
    const first = queue.submitRows([1]);
    await settle();
    const failing = [queue.submitRows([2]), queue.submitRows([3])];
    writer.writes[0].finish();
    await first;
    await settle();
    writer.writes[1].finish(new Error('disk full'));
    await expect(failing[0]).rejects.toThrow('disk full');
    await expect(failing[1]).rejects.toThrow('disk full');
    expect(queue.pending).toBe(0);
    const next = queue.submitRows([4]);
    await settle();
    writer.writes[2].finish();
    await expect(next).resolves.toBeUndefined();
  });

  it('tells when everything submitted is written', async () => {
    const writer = createControlledWriter();
    const queue = new IngestQueue<number>({ limit: 10, writeBatchSize: 10, writeRows: writer.writeRows });
    void queue.submitRows([1]);
    let isIdle = false;
    const idle = queue.whenIdle().then(() => (isIdle = true));
    await settle();
    expect(isIdle).toBe(false);
    writer.writes[0].finish();
    await idle;
    expect(isIdle).toBe(true);
  });
});
