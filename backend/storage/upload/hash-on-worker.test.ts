import { createHash } from 'node:crypto';
import { randomPayload } from '../test-support/test-files';
import { CHECKSUM_ALGORITHMS } from './checksum-algorithms.mjs';
import type { ChecksumAlgorithm } from './checksums';
import { hashOnWorker, MAX_UNHASHED_BYTES } from './hash-on-worker';

const md5 = (data: Uint8Array) => createHash('md5').update(data).digest('hex');
/** A piece that is the whole of its own memory (short strings' Buffers share a pool). */
const owning = (text: string) => Buffer.from(new TextEncoder().encode(text).buffer);

/** `body` cut into fresh pieces of `pieceBytes`, each the whole of its own memory as a request body's are. */
function ownedPieces(body: Buffer, pieceBytes: number): Buffer[] {
  const pieces: Buffer[] = [];
  for (let offset = 0; offset < body.length; offset += pieceBytes) pieces.push(Buffer.from(body.subarray(offset, offset + pieceBytes)));
  return pieces;
}

describe('hashOnWorker', () => {
  it('hashes the pieces handed over, batch by batch: MD5 always, SHA-256 and a checksum when asked', async () => {
    const body = randomPayload(2 * 1024 * 1024 + 777);
    const hasher = hashOnWorker({ sha256: true, checksum: 'CRC32' });
    const pieces = ownedPieces(body, 65_536);
    await hasher.written(pieces.slice(0, 16), 16 * 65_536);
    await hasher.written(pieces.slice(16), body.length);
    const digests = await hasher.digest(body.length);

    const crc32 = new CHECKSUM_ALGORITHMS.CRC32();
    crc32.update(body);
    expect(digests.md5.toString('hex')).toBe(md5(body));
    expect(digests.sha256).toBe(createHash('sha256').update(body).digest('hex'));
    expect(digests.checksum?.equals(Buffer.from(await crc32.digest()))).toBe(true);
  });

  it('moves pieces that are the whole of their memory and copies views into memory shared with others', async () => {
    const owned = owning('moved to the worker');
    const shared = Buffer.from('0123456789');
    const view = shared.subarray(2, 6);
    const hasher = hashOnWorker({ sha256: false });
    await hasher.written([owned, view], owned.length + view.length);
    // The whole piece is gone from here; the view and the memory around it are untouched.
    expect(owned.length).toBe(0);
    expect(view.toString()).toBe('2345');
    expect(shared.toString()).toBe('0123456789');
    expect((await hasher.digest(23)).md5.toString('hex')).toBe(md5(Buffer.from('moved to the worker2345')));
  });

  it('copies a second view of memory it already moves in the same batch', async () => {
    const piece = owning('twice');
    const again = Buffer.from(piece.buffer);
    const hasher = hashOnWorker({ sha256: false });
    await hasher.written([piece, again], 10);
    expect((await hasher.digest(10)).md5.toString('hex')).toBe(md5(Buffer.from('twicetwice')));
  });

  it('computes no more than it is asked for', async () => {
    const hasher = hashOnWorker({ sha256: false });
    await hasher.written([Buffer.from('only the ETag')], 13);
    expect(await hasher.digest(13)).toEqual({ md5: Buffer.from(md5(Buffer.from('only the ETag')), 'hex'), sha256: undefined, checksum: undefined });
  });

  it.each(Object.keys(CHECKSUM_ALGORITHMS) as ChecksumAlgorithm[])('gives the AWS SDK’s %s of the pieces', async (algorithm) => {
    const body = randomPayload(300_000);
    const expected = new CHECKSUM_ALGORITHMS[algorithm]();
    expected.update(body);
    const hasher = hashOnWorker({ sha256: false, checksum: algorithm });
    await hasher.written(ownedPieces(body, 100_000), body.length);
    const { checksum } = await hasher.digest(body.length);
    expect(checksum?.toString('base64')).toBe(Buffer.from(await expected.digest()).toString('base64'));
  });

  it('hashes an empty upload', async () => {
    expect((await hashOnWorker({ sha256: false }).digest(0)).md5.toString('hex')).toBe('d41d8cd98f00b204e9800998ecf8427e');
  });

  it('refuses a length other than what it was handed, and goes on hashing others', async () => {
    const short = hashOnWorker({ sha256: false });
    await short.written([Buffer.from('short')], 5);
    await expect(short.digest(10)).rejects.toThrow(/Hashed 5 bytes of an upload of 10/);
    const next = hashOnWorker({ sha256: false });
    await next.written([Buffer.from('short')], 5);
    expect((await next.digest(5)).md5.toString('hex')).toBe(md5(Buffer.from('short')));
  });

  it('holds writers back while the worker is far behind, and lets them go once it catches up', async () => {
    const hasher = hashOnWorker({ sha256: false });
    const piece = Buffer.alloc(MAX_UNHASHED_BYTES + 1, 7);
    const wait = hasher.written([piece], piece.length);
    expect(wait).toBeInstanceOf(Promise);
    await wait;
    const digest = await hasher.digest(MAX_UNHASHED_BYTES + 1);
    expect(digest.md5.toString('hex')).toBe(md5(Buffer.alloc(MAX_UNHASHED_BYTES + 1, 7)));
  });

  it('forgets a discarded upload', async () => {
    const hasher = hashOnWorker({ sha256: false });
    await hasher.written([Buffer.from('dropped')], 7);
    hasher.discard();
    await expect(hasher.digest(7)).rejects.toThrow(/no such upload/);
  });
});
