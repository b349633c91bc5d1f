// Hashes upload bodies with MD5 (the ETag S3 gives an object) off the main thread: the backend
// posts each body in batches and asks for the digest at the end. Plain JavaScript, so it runs
// the same under tsx, Jest and node. Messages: { id, data?: ArrayBuffer, end?: boolean, discard?: boolean }.
import { createHash } from 'node:crypto';
import { parentPort } from 'node:worker_threads';

const hashes = new Map();
parentPort.on('message', ({ id, data, end, discard }) => {
  let hash = hashes.get(id);
  if (!hash) {
    hash = createHash('md5');
    hashes.set(id, hash);
  }
  if (data) hash.update(new Uint8Array(data));
  if (discard) hashes.delete(id);
  else if (end) {
    hashes.delete(id);
    const digest = hash.digest();
    parentPort.postMessage({ id, digest: digest.buffer.slice(digest.byteOffset, digest.byteOffset + digest.byteLength) });
  }
});
