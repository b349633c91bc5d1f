import { mkdtemp, open, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { countOpenDescriptors } from '../test-support/open-descriptors';
import { randomPayload } from '../test-support/test-files';
import { FileRangeStream } from './file-range-stream';

let dir: string;
let path: string;
const body = randomPayload(2 * 1024 * 1024 + 4321);
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'file-range-stream-'));
  path = join(dir, 'blob');
  await writeFile(path, body);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const openRange = async (start: number, end: number) => new FileRangeStream(await open(path, 'r'), start, end);
const waitForClose = (stream: FileRangeStream) => new Promise((resolve) => (stream.closed ? resolve(undefined) : stream.once('close', resolve)));

/**
 * A slow destination, like a socket: it finishes each write later, and checks that the bytes of
 * a chunk did not change in between (the sender reuses its buffers once a write is done).
 */
function slowDestination(options: { failAtWrite?: number } = {}) {
  const received: Buffer[] = [];
  let isChunkChangedInFlight = false;
  const destination = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      if (received.length + 1 === options.failAtWrite) return callback(new Error('the reader went away'));
      const copy = Buffer.from(chunk);
      received.push(copy);
      setTimeout(() => {
        if (!chunk.equals(copy)) isChunkChangedInFlight = true;
        callback();
      }, 2);
    },
  });
  return { destination, received, isChunkChangedInFlight: () => isChunkChangedInFlight };
}

describe('FileRangeStream', () => {
  it('sends a range through its reused buffers without touching a chunk still being written', async () => {
    const stream = await openRange(123, body.length - 457);
    const { destination, received, isChunkChangedInFlight } = slowDestination();
    await stream.sendTo(destination);
    expect(Buffer.concat(received).equals(body.subarray(123, body.length - 456))).toBe(true);
    expect(received.length).toBe(3);
    expect(isChunkChangedInFlight()).toBe(false);
    expect(destination.writableFinished).toBe(true);
    await waitForClose(stream);
    expect(countOpenDescriptors(path)).toBe(0);
  });

  it('reads as any Readable, up to the range’s last byte', async () => {
    const chunks: Buffer[] = [];
    for await (const chunk of await openRange(5, 1_500_000)) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(body.subarray(5, 1_500_001))).toBe(true);
  });

  it('sends a range smaller than a piece in one write', async () => {
    const { destination, received } = slowDestination();
    await (await openRange(1000, 66_535)).sendTo(destination);
    expect(received).toHaveLength(1);
    expect(received[0].equals(body.subarray(1000, 66_536))).toBe(true);
  });

  it('sends nothing for an empty range', async () => {
    const { destination, received } = slowDestination();
    await (await openRange(0, -1)).sendTo(destination);
    expect(received).toEqual([]);
  });

  it('stops at a destination that fails, and closes the file', async () => {
    const stream = await openRange(0, body.length - 1);
    const { destination } = slowDestination({ failAtWrite: 2 });
    await expect(stream.sendTo(destination)).rejects.toThrow('the reader went away');
    await waitForClose(stream);
    expect(countOpenDescriptors(path)).toBe(0);
  });

  it('fails when the file ends before its range does', async () => {
    const { destination } = slowDestination();
    await expect((await openRange(body.length - 10, body.length + 10)).sendTo(destination)).rejects.toThrow(/ended 11 bytes before the range/);
  });
});
