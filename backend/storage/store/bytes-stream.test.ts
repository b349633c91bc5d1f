/** BytesStream: bytes in memory as a Readable, or written to a response in one write with its end. */
import { Writable } from 'node:stream';
import { BytesStream, isSendableBody, slicePieces } from './bytes-stream';
import { FileRangeStream } from './file-range-stream';

function collect() {
  const writes: Buffer[] = [];
  const destination = new Writable({
    writev(chunks, callback) {
      for (const { chunk } of chunks) writes.push(chunk as Buffer);
      callback();
    },
    write(chunk: Buffer, _encoding, callback) {
      writes.push(chunk);
      callback();
    },
  });
  return { destination, writes };
}

describe('BytesStream', () => {
  it('reads as any Readable', async () => {
    const chunks: Buffer[] = [];
    for await (const chunk of new BytesStream([Buffer.from('in '), Buffer.from('memory')])) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('in memory');
  });

  it('reads empty bytes as an empty stream', async () => {
    const chunks: Buffer[] = [];
    for await (const chunk of new BytesStream([Buffer.alloc(0)])) chunks.push(chunk as Buffer);
    expect(chunks).toEqual([]);
  });

  it('sends its pieces in one write and ends the destination', async () => {
    const { destination, writes } = collect();
    const stream = new BytesStream([Buffer.from('one '), Buffer.from('write')]);
    await stream.sendTo(destination);
    expect(writes.map(String)).toEqual(['one ', 'write']);
    expect(destination.writableFinished).toBe(true);
    expect(stream.destroyed).toBe(true);
    await expect(stream.sendTo(collect().destination)).rejects.toThrow('already');
  });

  it('fails when the destination fails', async () => {
    const destination = new Writable({ write: (_chunk, _encoding, callback) => callback(new Error('the reader went away')) });
    await expect(new BytesStream([Buffer.from('x')]).sendTo(destination)).rejects.toThrow('the reader went away');
  });

  it('is sent the fast way, as a file range is; a plain stream is not', () => {
    expect(isSendableBody(new BytesStream([Buffer.from('x')]))).toBe(true);
    expect(FileRangeStream.prototype.sendTo).toBeInstanceOf(Function);
    expect(isSendableBody(new Writable() as never)).toBe(false);
  });
});

describe('slicePieces', () => {
  const pieces = [Buffer.from('abc'), Buffer.from(''), Buffer.from('defg'), Buffer.from('hi')];
  it.each([
    [0, 8, 'abcdefghi'],
    [2, 3, 'cd'],
    [3, 6, 'defg'],
    [4, 4, 'e'],
    [6, 100, 'ghi'],
    [8, 8, 'i'],
  ])('gives bytes %i to %i as views of the pieces', (start, end, expected) => {
    expect(Buffer.concat(slicePieces(pieces, start, end)).toString()).toBe(expected);
  });
});
