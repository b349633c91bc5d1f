import { constants, readFileSync } from 'node:fs';
import { mkdtemp, open, readFile, rm, writeFile, type FileHandle } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { countOpenDescriptors } from '../test-support/open-descriptors';
import { randomPayload } from '../test-support/test-files';
import { BACKGROUND_SYNC_BYTES, StagedFileWriter } from './staged-file-writer';

let dir: string;
let path: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'staged-file-writer-'));
  path = join(dir, 'upload');
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** `body` cut into pieces of the given sizes, in turn, as a request body arrives. */
function cut(body: Buffer, sizes: number[]): Buffer[] {
  const pieces: Buffer[] = [];
  for (let offset = 0, turn = 0; offset < body.length; turn += 1) {
    const size = sizes[turn % sizes.length];
    pieces.push(body.subarray(offset, offset + size));
    offset += size;
  }
  return pieces;
}

describe('StagedFileWriter', () => {
  it('writes every piece in order, a megabyte at a time, and hands on each batch with the length after it', async () => {
    const body = randomPayload(3 * 1024 * 1024 + 12_345);
    const pieces = cut(body, [65_536, 1, 40_000, 65_536, 7]);
    const reported: number[] = [];
    const handedOn: Buffer[] = [];
    await pipeline(
      Readable.from(pieces),
      new StagedFileWriter(path, (batch, bytes) => {
        reported.push(bytes);
        handedOn.push(...batch);
      }),
    );
    expect((await readFile(path)).equals(body)).toBe(true);
    expect(Buffer.concat(handedOn).equals(body)).toBe(true);
    expect(reported.at(-1)).toBe(body.length);
    expect(reported).toEqual([...reported].sort((a, b) => a - b));
    // About 1 MB per write: 3 full batches and the rest, not one write per piece.
    expect(reported.length).toBeGreaterThanOrEqual(3);
    expect(reported.length).toBeLessThanOrEqual(5);
    expect(pieces.length).toBeGreaterThan(80);
  });

  it.each([
    ['written through, with no fsync after', true, 0],
    ['written freely, then synced once', false, 1],
  ])('puts a small body on the disk %s', async (_how, isWrittenThrough, syncs) => {
    const body = randomPayload(100_000);
    // FileHandle is not exported: its prototype is that of any open handle.
    const probe = await open(join(dir, 'probe'), 'w');
    const prototype = Object.getPrototypeOf(probe) as FileHandle;
    await probe.close();
    const realWritev = prototype.writev;
    /** The open flags of the file each write went to (O_DSYNC among them or not). */
    const writeFlags: number[] = [];
    jest.spyOn(prototype, 'writev').mockImplementation(function (this: FileHandle, ...args: Parameters<FileHandle['writev']>) {
      const flags = /^flags:\s+(\d+)/m.exec(readFileSync(`/proc/self/fdinfo/${this.fd}`, 'utf8'))?.[1];
      writeFlags.push(Number.parseInt(flags ?? '0', 8));
      return realWritev.apply(this, args);
    });
    const sync = jest.spyOn(prototype, 'sync');
    try {
      await pipeline(Readable.from(cut(body, [65_536])), new StagedFileWriter(path, () => undefined, { isWrittenThrough }));
      expect((await readFile(path)).equals(body)).toBe(true);
      expect(writeFlags).toHaveLength(1);
      expect((writeFlags[0] & constants.O_DSYNC) !== 0).toBe(isWrittenThrough);
      expect(sync).toHaveBeenCalledTimes(syncs);
    } finally {
      jest.restoreAllMocks();
    }
  });

  it('syncs an empty file written through: no write put it on the disk', async () => {
    const probe = await open(join(dir, 'probe'), 'w');
    const sync = jest.spyOn(Object.getPrototypeOf(probe) as FileHandle, 'sync');
    await probe.close();
    try {
      await pipeline(Readable.from([]), new StagedFileWriter(path, () => undefined, { isWrittenThrough: true }));
      expect(sync).toHaveBeenCalledTimes(1);
    } finally {
      jest.restoreAllMocks();
    }
  });

  it('makes an empty file of an empty body', async () => {
    const reported: number[] = [];
    await pipeline(Readable.from([]), new StagedFileWriter(path, (_batch, bytes) => void reported.push(bytes)));
    expect((await readFile(path)).length).toBe(0);
    expect(reported).toEqual([]);
  });

  it('never writes over a file that exists', async () => {
    await writeFile(path, 'kept');
    await expect(pipeline(Readable.from([Buffer.from('new')]), new StagedFileWriter(path, () => undefined))).rejects.toMatchObject({ code: 'EEXIST' });
    expect(await readFile(path, 'utf8')).toBe('kept');
  });

  it('closes the file when the body fails part-way', async () => {
    async function* failing() {
      yield randomPayload(1536 * 1024);
      throw new Error('the client went away');
    }
    const writer = new StagedFileWriter(path, () => undefined);
    const closed = new Promise((resolve) => writer.once('close', resolve));
    await expect(pipeline(Readable.from(failing()), writer)).rejects.toThrow('the client went away');
    await closed;
    expect(countOpenDescriptors(path)).toBe(0);
  });
  /** FileHandle is not exported: its prototype is that of any open handle. */
  async function fileHandlePrototype(): Promise<FileHandle> {
    const probe = await open(join(dir, 'probe'), 'w');
    await probe.close();
    return Object.getPrototypeOf(probe) as FileHandle;
  }

  it('flushes a large body in the background as it arrives, and still syncs the whole file before finishing', async () => {
    const prototype = await fileHandlePrototype();
    const calls: string[] = [];
    const realDatasync = prototype.datasync;
    const realSync = prototype.sync;
    jest.spyOn(prototype, 'datasync').mockImplementation(function (this: FileHandle) {
      calls.push('datasync');
      return realDatasync.apply(this);
    });
    jest.spyOn(prototype, 'sync').mockImplementation(function (this: FileHandle) {
      calls.push('sync');
      return realSync.apply(this);
    });
    try {
      const body = randomPayload(2 * BACKGROUND_SYNC_BYTES + 12_345);
      await pipeline(Readable.from(cut(body, [65_536])), new StagedFileWriter(path, () => undefined));
      expect((await readFile(path)).equals(body)).toBe(true);
      expect(calls.filter((call) => call === 'datasync').length).toBeGreaterThanOrEqual(1);
      expect(calls.filter((call) => call === 'datasync').length).toBeLessThanOrEqual(2);
      expect(calls.at(-1)).toBe('sync');
      expect(calls.filter((call) => call === 'sync')).toHaveLength(1);
    } finally {
      jest.restoreAllMocks();
    }
  });

  it('fails the upload when a background flush fails, and closes the file', async () => {
    const prototype = await fileHandlePrototype();
    jest.spyOn(prototype, 'datasync').mockRejectedValue(Object.assign(new Error('no space left'), { code: 'ENOSPC' }));
    try {
      const writer = new StagedFileWriter(path, () => undefined);
      const closed = new Promise((resolve) => writer.once('close', resolve));
      const body = randomPayload(BACKGROUND_SYNC_BYTES + 1024 * 1024);
      await expect(pipeline(Readable.from(cut(body, [65_536])), writer)).rejects.toMatchObject({ code: 'ENOSPC' });
      await closed;
      expect(countOpenDescriptors(path)).toBe(0);
    } finally {
      jest.restoreAllMocks();
    }
  });
});
