// Hashes uploads off the main thread by reading back what the backend wrote to the staging file:
// the backend says how far the file is written, and asks for the digests once it is complete.
// Reading the file (not copies of the body's chunks) costs the main thread nothing per byte, and
// the digests are those of the bytes that will be kept. Plain JavaScript, so it runs the same
// under tsx, Jest and node.
// In:  { id, path, sha256, checksum? } to start; { id, written, end? }; { id, discard: true }.
// Out: { id, md5: ArrayBuffer, sha256?: string, checksum?: ArrayBuffer } or { id, error: string }.
import { createHash } from 'node:crypto';
import { closeSync, openSync, readSync } from 'node:fs';
import { parentPort } from 'node:worker_threads';
import { CHECKSUM_ALGORITHMS } from './checksum-algorithms.mjs';

/** One buffer serves every upload: the worker reads one piece at a time. */
const piece = Buffer.allocUnsafe(1024 * 1024);
const jobs = new Map();

parentPort.on('message', (message) => {
  if (message.path !== undefined) {
    jobs.set(message.id, {
      path: message.path,
      fd: undefined,
      hashed: 0,
      failure: undefined,
      md5: createHash('md5'),
      sha256: message.sha256 ? createHash('sha256') : undefined,
      checksum: message.checksum ? new CHECKSUM_ALGORITHMS[message.checksum]() : undefined,
    });
    return;
  }
  const job = jobs.get(message.id);
  if (!job) return;
  if (message.discard) return close(message.id, job);
  if (job.failure === undefined) {
    try {
      catchUp(job, message.written);
    } catch (error) {
      // Kept for the answer: the backend asks for the digests only once the body is in.
      job.failure = error instanceof Error ? error.message : String(error);
    }
  }
  if (message.end) void answer(message.id, job);
});

/** Hashes the file from where it got to up to `written` bytes. */
function catchUp(job, written) {
  if (written > job.hashed && job.fd === undefined) job.fd = openSync(job.path, 'r');
  while (job.hashed < written) {
    const read = readSync(job.fd, piece, 0, Math.min(piece.length, written - job.hashed), job.hashed);
    if (read === 0) throw new Error(`${job.path} is shorter than the ${written} bytes written to it.`);
    const bytes = piece.subarray(0, read);
    job.md5.update(bytes);
    job.sha256?.update(bytes);
    job.checksum?.update(bytes);
    job.hashed += read;
  }
}

async function answer(id, job) {
  close(id, job);
  try {
    if (job.failure !== undefined) throw new Error(job.failure);
    const md5 = toArrayBuffer(job.md5.digest());
    const checksum = job.checksum ? toArrayBuffer(await job.checksum.digest()) : undefined;
    parentPort.postMessage({ id, md5, sha256: job.sha256?.digest('hex'), checksum }, checksum ? [md5, checksum] : [md5]);
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
}

function close(id, job) {
  jobs.delete(id);
  if (job.fd !== undefined) closeSync(job.fd);
  job.fd = undefined;
}

function toArrayBuffer(bytes) {
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
}
