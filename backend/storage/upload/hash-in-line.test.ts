import { createHash } from 'node:crypto';
import { randomPayload } from '../test-support/test-files';
import { CHECKSUM_ALGORITHMS } from './checksum-algorithms.mjs';
import type { ChecksumAlgorithm } from './checksums';
import { hashInLine } from './hash-in-line';
import { hashOnWorker } from './hash-on-worker';

/** `body` given to an in-line hasher in pieces of `pieceBytes`. */
function hashPieces(body: Buffer, pieceBytes: number, wanted: Parameters<typeof hashInLine>[0]) {
  const hasher = hashInLine(wanted);
  for (let offset = 0; offset < body.length; offset += pieceBytes) hasher.update(body.subarray(offset, offset + pieceBytes));
  return hasher;
}

describe('hashInLine', () => {
  it.each(Object.keys(CHECKSUM_ALGORITHMS) as ChecksumAlgorithm[])('gives the digests the hashing worker gives, with %s', async (algorithm) => {
    const body = randomPayload(200_000 + 13);
    const worker = hashOnWorker({ sha256: true, checksum: algorithm });
    await worker.written([Buffer.from(body)], body.length);
    const fromWorker = await worker.digest(body.length);
    const inLine = await hashPieces(body, 65_536, { sha256: true, checksum: algorithm }).digest(body.length);
    expect(inLine).toEqual(fromWorker);
    expect(inLine.md5.toString('hex')).toBe(createHash('md5').update(body).digest('hex'));
  });

  it('computes no more than it is asked for', async () => {
    const digests = await hashPieces(Buffer.from('only the ETag'), 4, { sha256: false }).digest(13);
    expect(digests).toEqual({ md5: createHash('md5').update('only the ETag').digest(), sha256: undefined, checksum: undefined });
  });

  it('refuses a length other than what it was given', async () => {
    await expect(hashPieces(Buffer.from('short'), 5, { sha256: false }).digest(6)).rejects.toThrow(/Hashed 5 bytes of an upload of 6/);
  });
});
