import { rm } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { Transform, type Readable, type TransformCallback, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { randomHex } from '../../core/files/random-hex';
import { AwsChunkedDecoder } from '../../core/sigv4/aws-chunked-decoder';
import type { VerifiedSigV4Request } from '../../core/sigv4/verify-sigv4-request';
import { entityTooLarge } from '../protocol/s3-error';
import type { StagedFile } from '../store/object-store';
import type { ObjectChecksum } from './checksums';
import { hashInLine, IN_LINE_HASH_MAX_BYTES } from './hash-in-line';
import { hashOnWorker } from './hash-on-worker';
import { receiveSmallUpload } from './receive-small-upload';
import { StagedFileWriter } from './staged-file-writer';
import { incompleteBody, verifyUploadClaims } from './upload-claims';
import { readUploadFraming } from './upload-framing';

export interface ReceivedUpload extends StagedFile {
  /** The whole-object checksum the client sent, now verified. */
  checksum?: ObjectChecksum;
  /**
   * Set only when the caller allowed it (ReceiveOptions.mayHoldSmallBody): the verified body is
   * these pieces in memory, and nothing was written at `path`.
   */
  held?: readonly Buffer[];
}

export interface ReceiveOptions {
  stagingDir: string;
  maxBytes: number;
  /** The verified signature, or null for an unsigned request. */
  signature: VerifiedSigV4Request | null;
  /**
   * A small body sent whole may be handed back in memory (ReceivedUpload.held) instead of written
   * to staging, for a store that writes it where it will stay (ObjectStore.putObjectBody).
   */
  mayHoldSmallBody?: boolean;
}

/**
 * Streams a request body into a new file in the staging folder while hashing it, then holds it
 * to everything the client claimed: its length, Content-MD5, the signed payload hash and any
 * x-amz-checksum-* header or trailer. Anything wrong, or the client going away, removes the file:
 * an upload is either all there, verified, or not there at all. A small body sent whole is checked
 * before it is written (receive-small-upload.ts).
 */
export async function receiveUpload(req: IncomingMessage, options: ReceiveOptions): Promise<ReceivedUpload> {
  const framing = readUploadFraming(req, options.signature);
  if (framing.declaredLength !== undefined && framing.declaredLength > options.maxBytes) throw entityTooLarge(options.maxBytes);

  const path = join(options.stagingDir, `upload-${randomHex(12)}`);
  const { declaredLength } = framing;
  if (declaredLength !== undefined && declaredLength <= IN_LINE_HASH_MAX_BYTES && !framing.isAwsChunked) {
    return receiveSmallUpload(req, { ...framing, declaredLength }, path, { mayHold: options.mayHoldSmallBody === true });
  }
  // Everything the claims need: a small body hashed here as it passes, a larger one on a worker,
  // its pieces handed over as they land in the file.
  const wanted = { sha256: framing.payloadSha256 !== undefined, checksum: framing.checksum?.algorithm };
  const isSmall = framing.declaredLength !== undefined && framing.declaredLength <= IN_LINE_HASH_MAX_BYTES;
  const inLine = isSmall ? hashInLine(wanted) : undefined;
  const hasher = inLine ?? hashOnWorker(wanted);
  // A small body goes to the disk in one write: written through, it needs no fsync after.
  const sink = new StagedFileWriter(path, (pieces, bytes) => hasher.written(pieces, bytes), { isWrittenThrough: isSmall });
  try {
    let size = 0;
    const meter = new Transform({
      transform(chunk: Buffer, _encoding, callback: TransformCallback) {
        size += chunk.length;
        if (size > options.maxBytes) return callback(entityTooLarge(options.maxBytes));
        // More than declared is refused at once, not after the whole body (hashed here, perhaps).
        if (framing.declaredLength !== undefined && size > framing.declaredLength) return callback(incompleteBody());
        inLine?.update(chunk);
        callback(null, chunk);
      },
    });
    const decoder = framing.isAwsChunked ? new AwsChunkedDecoder(framing.chunkSigning) : undefined;
    await pipeFromRequest(req, decoder ? [decoder, meter, sink] : [meter, sink]).catch((error: unknown) => {
      // The client hanging up mid-body is its mistake; a full disk is ours and stays a 500.
      throw isClientGone(error) ? incompleteBody() : error;
    });

    if (framing.declaredLength !== undefined && size !== framing.declaredLength) throw incompleteBody();
    const digests = await hasher.digest(size);
    const checksum = verifyUploadClaims(framing, size, digests, decoder);
    return { path, size, md5: digests.md5, checksum };
  } catch (error) {
    hasher.discard();
    // A pipeline gives up before its streams have closed: the file may still be opening, and
    // removing it before then would let the open create it again afterwards.
    sink.destroy();
    if (!sink.closed) await new Promise((resolve) => sink.once('close', resolve));
    await rm(path, { force: true });
    throw error;
  }
}

/**
 * Pipes the body through `stages`. The request is piped rather than put in the pipeline, so a
 * refusal part-way (too large, bad chunk) does not destroy the connection the answer must go
 * out on; the rest of the body is read and dropped instead.
 */
async function pipeFromRequest(req: IncomingMessage, stages: [Writable & Readable, ...Writable[]]): Promise<void> {
  const [first] = stages;
  const onError = (error: Error) => first.destroy(error);
  const onClose = () => {
    if (!req.complete) first.destroy(Object.assign(new Error('The client closed the request early.'), { code: 'ECONNRESET' }));
  };
  req.on('error', onError);
  req.on('close', onClose);
  req.pipe(first);
  try {
    await pipeline(stages);
  } catch (error) {
    req.unpipe(first);
    req.resume();
    throw error;
  } finally {
    req.off('error', onError);
    req.off('close', onClose);
  }
}

function isClientGone(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ERR_STREAM_PREMATURE_CLOSE' || code === 'ECONNRESET' || code === 'ECONNABORTED';
}
