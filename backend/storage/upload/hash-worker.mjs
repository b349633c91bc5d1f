// Hashes uploads off the main thread: the backend hands over each batch of a body's pieces once
// they are written to the staging file (moved, not copied), and asks for the digests once the body
// is complete. The digests are those of the bytes written. Plain JavaScript, so it runs the same
// under tsx, Jest and node.
// In:  { id, start: { sha256, checksum? } }; { id, pieces: Uint8Array[] }; { id, end: bytes }; { id, discard: true }.
// Out: { hashed: bytes } after each batch of pieces;
//      { id, md5: ArrayBuffer, sha256?: string, checksum?: ArrayBuffer } or { id, error: string } for `end`.
import { createHash } from 'node:crypto';
import { parentPort } from 'node:worker_threads';
import { CHECKSUM_ALGORITHMS } from './checksum-algorithms.mjs';

const jobs = new Map();

parentPort.on('message', (message) => {
  if (message.start !== undefined) {
    const { sha256, checksum } = message.start;
    jobs.set(message.id, {
      hashed: 0,
      md5: createHash('md5'),
      sha256: sha256 ? createHash('sha256') : undefined,
      checksum: checksum ? new CHECKSUM_ALGORITHMS[checksum]() : undefined,
    });
    return;
  }
  const job = jobs.get(message.id);
  if (message.pieces !== undefined) {
    let bytes = 0;
    for (const piece of message.pieces) {
      job?.md5.update(piece);
      job?.sha256?.update(piece);
      job?.checksum?.update(piece);
      bytes += piece.byteLength;
    }
    if (job) job.hashed += bytes;
    // Counted as hashed even for a discarded job: the backend only tracks what it has handed over.
    parentPort.postMessage({ hashed: bytes });
    return;
  }
  jobs.delete(message.id);
  if (message.end === undefined) return;
  if (job) void answer(message.id, job, message.end);
  else parentPort.postMessage({ id: message.id, error: 'The hashing worker knows no such upload.' });
});

async function answer(id, job, bytes) {
  try {
    if (job.hashed !== bytes) throw new Error(`Hashed ${job.hashed} bytes of an upload of ${bytes}.`);
    const md5 = toArrayBuffer(job.md5.digest());
    const checksum = job.checksum ? toArrayBuffer(await job.checksum.digest()) : undefined;
    parentPort.postMessage({ id, md5, sha256: job.sha256?.digest('hex'), checksum }, checksum ? [md5, checksum] : [md5]);
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
}

function toArrayBuffer(bytes) {
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
}
