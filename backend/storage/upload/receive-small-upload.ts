import type { IncomingMessage } from 'node:http';
import { hashInLine } from './hash-in-line';
import { incompleteBody, verifyUploadClaims } from './upload-claims';
import type { UploadFraming } from './upload-framing';
import type { ReceivedUpload } from './receive-upload';
import { writeStagedFile } from './write-staged-file';

/**
 * A body sent whole (not aws-chunked) and declared at most IN_LINE_HASH_MAX_BYTES long: held in
 * memory as it arrives (it fits), hashed as it passes, held to every claim its client made, and
 * only then written to `path` in one write that is on the disk when it returns (O_DSYNC), or,
 * when the caller may take it so (`mayHold`), handed back in memory for the store to write where
 * it will stay. A body that fails a check never reaches the disk; one that passes costs the event
 * loop no streams and three file calls (open, write, close).
 */
export async function receiveSmallUpload(
  req: IncomingMessage,
  framing: UploadFraming & { declaredLength: number },
  path: string,
  { mayHold }: { mayHold: boolean } = { mayHold: false },
): Promise<ReceivedUpload> {
  const hasher = hashInLine({ sha256: framing.payloadSha256 !== undefined, checksum: framing.checksum?.algorithm });
  const pieces = await readBody(req, framing.declaredLength, (piece) => hasher.update(piece));
  const size = framing.declaredLength;
  const digests = await hasher.digest(size);
  const checksum = verifyUploadClaims(framing, size, digests);
  if (mayHold) return { path, size, md5: digests.md5, checksum, held: pieces };
  await writeStagedFile(path, pieces);
  return { path, size, md5: digests.md5, checksum };
}

/**
 * The body's pieces, exactly `length` bytes. More is refused at once, and the rest of the body is
 * then read and dropped, so the refusal can go out on the connection; fewer, or the client going
 * away mid-body, is an IncompleteBody.
 */
function readBody(req: IncomingMessage, length: number, onPiece: (piece: Buffer) => void): Promise<Buffer[]> {
  return new Promise((resolve, reject) => {
    const pieces: Buffer[] = [];
    let size = 0;
    const settle = (error?: Error) => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('close', onClose);
      req.off('error', onError);
      if (!error) return resolve(pieces);
      // Read on and dropped: the answer goes out once the request has been read.
      req.on('error', () => undefined);
      req.resume();
      reject(error);
    };
    const onData = (piece: Buffer) => {
      size += piece.length;
      if (size > length) return settle(incompleteBody());
      pieces.push(piece);
      onPiece(piece);
    };
    const onEnd = () => settle(size === length ? undefined : incompleteBody());
    const onClose = () => {
      if (!req.complete) settle(incompleteBody());
    };
    const onError = () => settle(incompleteBody());
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('close', onClose);
    req.on('error', onError);
  });
}
