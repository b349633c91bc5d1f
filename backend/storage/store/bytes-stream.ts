import { Readable, type Writable } from 'node:stream';
import { finished } from 'node:stream/promises';

/** A body that can write itself to a response faster than piping it (FileRangeStream, BytesStream). */
export interface SendableBody {
  /** Writes the whole body to `destination`, then ends it and waits for it to finish. */
  sendTo(destination: Writable): Promise<void>;
}

export function isSendableBody(body: Readable): body is Readable & SendableBody {
  return typeof (body as Readable & Partial<SendableBody>).sendTo === 'function';
}

/**
 * Bytes already in memory, in one or more pieces (a small blob the disk store remembers,
 * blob-bytes-cache.ts) as a Readable: read as any stream it gives the pieces as they are; `sendTo`
 * hands them to the response corked, so they leave in one write with its end, and a small GET
 * costs the event loop no file calls.
 */
export class BytesStream extends Readable implements SendableBody {
  private isPushed = false;

  constructor(private readonly pieces: readonly Buffer[]) {
    super({ highWaterMark: Math.max(1, totalLength(pieces)) });
  }

  override _read(): void {
    if (!this.isPushed) for (const piece of this.pieces) if (piece.length > 0) this.push(piece);
    this.isPushed = true;
    this.push(null);
  }

  async sendTo(destination: Writable): Promise<void> {
    if (this.readableDidRead || this.destroyed) throw new Error('These bytes are already being read.');
    this.isPushed = true;
    // A failed write reaches us through `finished`; the 'error' event must not go unhandled.
    const ignoreError = () => undefined;
    destination.on('error', ignoreError);
    try {
      destination.cork();
      for (const piece of this.pieces) if (piece.length > 0) destination.write(piece);
      destination.end();
      await finished(destination);
    } finally {
      destination.off('error', ignoreError);
      this.destroy();
    }
  }
}

export function totalLength(pieces: readonly Buffer[]): number {
  let length = 0;
  for (const piece of pieces) length += piece.length;
  return length;
}

/** The bytes from `start` to `end` (inclusive) of the pieces, as views of them (no copy). */
export function slicePieces(pieces: readonly Buffer[], start: number, end: number): Buffer[] {
  const sliced: Buffer[] = [];
  let offset = 0;
  for (const piece of pieces) {
    const pieceEnd = offset + piece.length;
    if (pieceEnd > start && offset <= end) sliced.push(piece.subarray(Math.max(0, start - offset), Math.min(piece.length, end + 1 - offset)));
    offset = pieceEnd;
    if (offset > end) break;
  }
  return sliced;
}
