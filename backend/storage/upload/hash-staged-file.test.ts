import { createHash } from 'node:crypto';
import { appendFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomPayload } from '../test-support/test-files';
import { CHECKSUM_ALGORITHMS } from './checksum-algorithms.mjs';
import type { ChecksumAlgorithm } from './checksums';
import { hashStagedFile } from './hash-staged-file';

let dir: string;
let path: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'hash-staged-file-'));
  path = join(dir, 'upload');
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const md5 = (data: Buffer) => createHash('md5').update(data).digest('hex');

describe('hashStagedFile', () => {
  it('hashes a file while it is written: MD5 always, SHA-256 and a checksum when asked', async () => {
    const body = randomPayload(2 * 1024 * 1024 + 777);
    const hasher = hashStagedFile(path, { sha256: true, checksum: 'CRC32' });
    await writeFile(path, body.subarray(0, 1_000_000));
    hasher.written(1_000_000);
    await appendFile(path, body.subarray(1_000_000));
    const digests = await hasher.digest(body.length);

    const crc32 = new CHECKSUM_ALGORITHMS.CRC32();
    crc32.update(body);
    expect(digests.md5.toString('hex')).toBe(md5(body));
    expect(digests.sha256).toBe(createHash('sha256').update(body).digest('hex'));
    expect(digests.checksum?.equals(Buffer.from(await crc32.digest()))).toBe(true);
  });

  it('computes no more than it is asked for', async () => {
    await writeFile(path, 'only the ETag');
    const digests = await hashStagedFile(path, { sha256: false }).digest(13);
    expect(digests).toEqual({ md5: Buffer.from(md5(Buffer.from('only the ETag')), 'hex'), sha256: undefined, checksum: undefined });
  });

  it.each(Object.keys(CHECKSUM_ALGORITHMS) as ChecksumAlgorithm[])('gives the AWS SDK’s %s of the file', async (algorithm) => {
    const body = randomPayload(300_000);
    await writeFile(path, body);
    const expected = new CHECKSUM_ALGORITHMS[algorithm]();
    expected.update(body);
    const { checksum } = await hashStagedFile(path, { sha256: false, checksum: algorithm }).digest(body.length);
    expect(checksum?.toString('base64')).toBe(Buffer.from(await expected.digest()).toString('base64'));
  });

  it('hashes an empty upload without a file to read', async () => {
    expect((await hashStagedFile(join(dir, 'never-written'), { sha256: false }).digest(0)).md5.toString('hex')).toBe('d41d8cd98f00b204e9800998ecf8427e');
  });

  it('refuses a file shorter than the length it was given, and goes on hashing others', async () => {
    await writeFile(path, 'short');
    await expect(hashStagedFile(path, { sha256: false }).digest(10)).rejects.toThrow(/shorter than the 10 bytes/);
    await expect(hashStagedFile(join(dir, 'missing'), { sha256: false }).digest(3)).rejects.toThrow(/ENOENT/);
    expect((await hashStagedFile(path, { sha256: false }).digest(5)).md5.toString('hex')).toBe(md5(Buffer.from('short')));
  });
});
