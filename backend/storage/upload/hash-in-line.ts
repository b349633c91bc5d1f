import { createHash } from 'node:crypto';
import { CHECKSUM_ALGORITHMS } from './checksum-algorithms.mjs';
import type { ChecksumAlgorithm } from './checksums';
import type { StagedFileDigests, StagedFileHasher } from './hash-on-worker';

/**
 * Bodies declared at most this long are hashed on the main thread as they pass. At 256 KB, MD5,
 * SHA-256 and a checksum cost about a millisecond, spread over the body's pieces; the messages
 * to the hashing worker and back cost a small upload more than that. Longer bodies go to the
 * worker, so hashing never holds the event loop for long.
 */
export const IN_LINE_HASH_MAX_BYTES = 256 * 1024;

/** A hasher fed the body's pieces as they go to the staging file. */
export interface InLineHasher extends StagedFileHasher {
  update(piece: Buffer): void;
}

/** The same digests as hashOnWorker, of the pieces given to `update`. */
export function hashInLine(wanted: { sha256: boolean; checksum?: ChecksumAlgorithm }): InLineHasher {
  const md5 = createHash('md5');
  const sha256 = wanted.sha256 ? createHash('sha256') : undefined;
  const checksum = wanted.checksum ? new CHECKSUM_ALGORITHMS[wanted.checksum]() : undefined;
  let hashed = 0;
  return {
    update(piece) {
      md5.update(piece);
      sha256?.update(piece);
      checksum?.update(piece);
      hashed += piece.length;
    },
    written() {
      // The pieces were hashed on their way to the file.
      return undefined;
    },
    async digest(bytes): Promise<StagedFileDigests> {
      if (bytes !== hashed) throw new Error(`Hashed ${hashed} bytes of an upload of ${bytes}.`);
      return { md5: md5.digest(), sha256: sha256?.digest('hex'), checksum: checksum && Buffer.from(await checksum.digest()) };
    },
    discard() {
      // Nothing held.
    },
  };
}
