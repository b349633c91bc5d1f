import { createHash, timingSafeEqual, type Hash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { HttpError } from '../http/http-error';
import { EMPTY_SHA256, hmac, sha256Hex } from './canonical-request';
import { SigV4Error } from './sigv4-error';
import type { VerifiedSigV4Request } from './verify-sigv4-request';

/** Chunk-size lines and trailer lines are short; a longer one is not aws-chunked at all. */
const MAX_LINE_BYTES = 4096;
const CHUNK_HEADER_PATTERN = /^([0-9a-fA-F]{1,16})(?:;chunk-signature=([0-9a-f]{64}))?$/;

type State = 'size-line' | 'data' | 'data-end' | 'trailer' | 'done';

/** The seed request of a signed stream (STREAMING-AWS4-HMAC-SHA256-PAYLOAD…). */
export type ChunkSigning = Pick<VerifiedSigV4Request, 'signature' | 'signingKey' | 'amzDate' | 'scope'>;

const incomplete = (message: string) => new HttpError(400, message, 'IncompleteBody');

/**
 * Decodes an `aws-chunked` body (Content-Encoding: aws-chunked) as AWS SDKs stream it: hex-sized
 * chunks, optionally each signed in a chain from the request's signature, then trailing headers
 * such as x-amz-checksum-crc32 (signed too when the mode says so). Emits the payload; the
 * trailers are in `trailers` once the stream has ended.
 */
export class AwsChunkedDecoder extends Transform {
  readonly trailers = new Map<string, string>();
  private state: State = 'size-line';
  private line: Buffer[] = [];
  private lineLength = 0;
  private remaining = 0;
  private chunkSignature: string | undefined;
  private chunkHash: Hash | undefined;
  private previousSignature: string | undefined;
  private readonly canonicalTrailers: string[] = [];

  constructor(private readonly signing?: ChunkSigning) {
    super();
    this.previousSignature = signing?.signature;
  }

  override _transform(input: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    try {
      let offset = 0;
      while (offset < input.length) offset = this.consume(input, offset);
      callback();
    } catch (error) {
      callback(error as Error);
    }
  }

  override _flush(callback: TransformCallback): void {
    callback(this.state === 'done' ? null : incomplete('The aws-chunked body ended before its final chunk.'));
  }

  private consume(input: Buffer, offset: number): number {
    switch (this.state) {
      case 'data': {
        const end = Math.min(input.length, offset + this.remaining);
        const data = input.subarray(offset, end);
        this.chunkHash?.update(data);
        this.push(data);
        this.remaining -= data.length;
        if (this.remaining === 0) this.state = 'data-end';
        return end;
      }
      case 'done':
        if (input.subarray(offset).some((byte) => byte !== 0x0d && byte !== 0x0a)) {
          throw incomplete('Data follows the final chunk of the aws-chunked body.');
        }
        return input.length;
      default: {
        const newline = input.indexOf(0x0a, offset);
        const end = newline < 0 ? input.length : newline + 1;
        this.lineLength += end - offset;
        if (this.lineLength > MAX_LINE_BYTES) throw incomplete('An aws-chunked header line is too long.');
        this.line.push(input.subarray(offset, end));
        if (newline >= 0) this.endLine(Buffer.concat(this.line).toString('latin1').replace(/\r?\n$/, ''));
        return end;
      }
    }
  }

  private endLine(line: string): void {
    this.line = [];
    this.lineLength = 0;
    if (this.state === 'data-end') {
      if (line !== '') throw incomplete('A chunk is longer than its declared size.');
      this.verifyChunk(this.chunkHash?.digest('hex') ?? EMPTY_SHA256);
      this.state = 'size-line';
    } else if (this.state === 'size-line') {
      this.startChunk(line);
    } else if (line === '') {
      this.verifyTrailers();
      this.state = 'done';
    } else {
      this.addTrailer(line);
    }
  }

  private startChunk(line: string): void {
    const match = CHUNK_HEADER_PATTERN.exec(line);
    if (!match) throw incomplete(`"${line.slice(0, 80)}" is not an aws-chunked size line.`);
    if (this.signing && !match[2]) throw new SigV4Error('SignatureDoesNotMatch', 'A chunk of a signed stream has no signature.', 'mismatch');
    this.chunkSignature = match[2];
    this.remaining = parseInt(match[1], 16);
    if (this.remaining > 0) {
      this.chunkHash = this.signing ? createHash('sha256') : undefined;
      this.state = 'data';
      return;
    }
    this.chunkHash = undefined;
    this.verifyChunk(EMPTY_SHA256);
    this.state = 'trailer';
  }

  private verifyChunk(payloadHash: string): void {
    if (!this.signing) return;
    const stringToSign = ['AWS4-HMAC-SHA256-PAYLOAD', this.signing.amzDate, this.signing.scope, this.previousSignature, EMPTY_SHA256, payloadHash];
    this.previousSignature = this.checkSignature(stringToSign.join('\n'), this.chunkSignature, 'chunk');
  }

  private addTrailer(line: string): void {
    const separator = line.indexOf(':');
    if (separator <= 0) throw incomplete(`"${line.slice(0, 80)}" is not a trailing header.`);
    const name = line.slice(0, separator).trim().toLowerCase();
    const value = line.slice(separator + 1).trim();
    if (name === 'x-amz-trailer-signature') {
      this.trailers.set(name, value);
      return;
    }
    this.trailers.set(name, value);
    this.canonicalTrailers.push(`${name}:${value}\n`);
  }

  private verifyTrailers(): void {
    const signature = this.trailers.get('x-amz-trailer-signature');
    if (!this.signing || this.canonicalTrailers.length === 0) return;
    const stringToSign = ['AWS4-HMAC-SHA256-TRAILER', this.signing.amzDate, this.signing.scope, this.previousSignature, sha256Hex(this.canonicalTrailers.join(''))];
    this.checkSignature(stringToSign.join('\n'), signature, 'trailer');
  }

  private checkSignature(stringToSign: string, received: string | undefined, what: string): string {
    const computed = hmac(this.signing?.signingKey ?? Buffer.alloc(0), stringToSign).toString('hex');
    if (!received || received.length !== computed.length || !timingSafeEqual(Buffer.from(received), Buffer.from(computed))) {
      throw new SigV4Error('SignatureDoesNotMatch', `The ${what} signature we calculated does not match the one you provided.`, 'mismatch');
    }
    return computed;
  }
}
