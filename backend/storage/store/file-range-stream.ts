import type { FileHandle } from 'node:fs/promises';
import { Readable, type Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { SendableBody } from './bytes-stream';

/** Size of one read. */
const READ_BYTES = 1024 * 1024;

/**
 * The bytes of an open file from `start` to `end` (inclusive), closing the file when done. Read
 * as any Readable, it reads a megabyte at a time. `sendTo` is the fast way to a response: it
 * reads into two buffers it reuses, one filling while the other is written, so a download of any
 * size allocates 2 MB — a fresh buffer per megabyte would wake the garbage collector every few
 * megabytes — and costs the event loop one read and one write per megabyte. A smaller range gets
 * buffers of its own size.
 */
export class FileRangeStream extends Readable implements SendableBody {
  private position: number;

  constructor(
    private readonly handle: FileHandle,
    start: number,
    private readonly end: number,
  ) {
    super({ highWaterMark: READ_BYTES });
    this.position = start;
  }

  override _read(): void {
    const remaining = this.end + 1 - this.position;
    if (remaining <= 0) {
      this.push(null);
      return;
    }
    this.readInto(Buffer.allocUnsafeSlow(Math.min(READ_BYTES, remaining))).then(
      (chunk) => this.push(chunk),
      (error: Error) => this.destroy(error),
    );
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    this.handle.close().then(
      () => callback(error),
      (closeError: Error) => callback(error ?? closeError),
    );
  }

  /** Writes the whole range to `destination`, then ends it and waits for it to finish. */
  async sendTo(destination: Writable): Promise<void> {
    if (this.readableDidRead || this.destroyed) throw new Error('This file range is already being read.');
    // Buffers no larger than the range, the second made only when a second read comes: a small
    // object costs its own size, not 2 MB.
    const pieceBytes = Math.min(READ_BYTES, Math.max(0, this.end + 1 - this.position));
    const first = Buffer.allocUnsafeSlow(pieceBytes);
    let second: Buffer | undefined;
    // A failed write reaches us through its callback; the 'error' event that follows it must not
    // go unhandled.
    const ignoreError = () => undefined;
    destination.on('error', ignoreError);
    let reading = this.readNext(first);
    try {
      for (let turn = 1; ; turn += 1) {
        const chunk = await reading;
        if (!chunk) break;
        // The other buffer is free: its write finished before this chunk was read.
        reading = this.readNext(turn % 2 === 0 ? first : (second ??= Buffer.allocUnsafeSlow(pieceBytes)));
        await writeChunk(destination, chunk);
      }
      destination.end();
      await finished(destination);
    } finally {
      destination.off('error', ignoreError);
      this.destroy();
    }
  }

  /** The next piece of the range, read into `buffer`; null past the end. */
  private readNext(buffer: Buffer): Promise<Buffer | null> {
    const remaining = this.end + 1 - this.position;
    if (remaining <= 0) return Promise.resolve(null);
    const reading = this.readInto(buffer.subarray(0, Math.min(buffer.length, remaining)));
    // It may fail while a write is awaited, before anyone awaits it; it is awaited (or given up) after.
    reading.catch(() => undefined);
    return reading;
  }

  private async readInto(buffer: Buffer): Promise<Buffer> {
    const { bytesRead } = await this.handle.read(buffer, 0, buffer.length, this.position);
    if (bytesRead === 0) throw new Error(`The file ended ${this.end + 1 - this.position} bytes before the range did.`);
    this.position += bytesRead;
    return buffer.subarray(0, bytesRead);
  }
}

/** Resolves once `destination` is done with `chunk` (so its memory may be used again). */
function writeChunk(destination: Writable, chunk: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    const onClose = () => reject(Object.assign(new Error('The destination closed during the transfer.'), { code: 'ERR_STREAM_PREMATURE_CLOSE' }));
    destination.once('close', onClose);
    destination.write(chunk, (error) => {
      destination.off('close', onClose);
      if (error) reject(error);
      else resolve();
    });
  });
}
