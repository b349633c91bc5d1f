/**
 * writeStagedFile: a small upload's one write. Its bytes are on the disk when it resolves (each
 * write through O_DSYNC; an empty file synced), it never writes over a file, and a failed write
 * leaves no file behind. writeOverFile: a small body written over a kept blob file (blob-recycler.ts).
 */
import fs, { constants, readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { countOpenDescriptors } from '../test-support/open-descriptors';
import { randomPayload } from '../test-support/test-files';
import { writeOverFile, writeStagedFile } from './write-staged-file';

let dir: string;
let path: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'write-staged-file-'));
  path = join(dir, 'upload');
});
afterEach(async () => {
  jest.restoreAllMocks();
  await rm(dir, { recursive: true, force: true });
});

/** The open flags of the file each writev went to, and how many fsyncs ran. */
function watchWrites() {
  const realWritev = fs.writev;
  const writeFlags: number[] = [];
  jest.spyOn(fs, 'writev').mockImplementation(((fd: number, ...rest: unknown[]) => {
    const flags = /^flags:\s+(\d+)/m.exec(readFileSync(`/proc/self/fdinfo/${fd}`, 'utf8'))?.[1];
    writeFlags.push(Number.parseInt(flags ?? '0', 8));
    return (realWritev as (...args: unknown[]) => void)(fd, ...rest);
  }) as typeof fs.writev);
  const fsync = jest.spyOn(fs, 'fsync');
  return { writeFlags, fsync };
}

describe('writeStagedFile', () => {
  it('writes the pieces in order, in one write that reaches the disk before it returns, with no fsync after', async () => {
    const body = randomPayload(150_000);
    const { writeFlags, fsync } = watchWrites();
    await writeStagedFile(path, [body.subarray(0, 65_536), body.subarray(65_536, 131_072), body.subarray(131_072)]);
    expect((await readFile(path)).equals(body)).toBe(true);
    expect(writeFlags).toHaveLength(1);
    expect(writeFlags[0] & constants.O_DSYNC).toBe(constants.O_DSYNC);
    expect(fsync).not.toHaveBeenCalled();
  });

  it('closes the file on this thread, not through the thread pool', async () => {
    const close = jest.spyOn(fs, 'close');
    const closeSync = jest.spyOn(fs, 'closeSync');
    await writeStagedFile(path, [Buffer.from('closed here')]);
    expect(close).not.toHaveBeenCalled();
    expect(closeSync).toHaveBeenCalledTimes(1);
    expect(countOpenDescriptors(path)).toBe(0);
  });

  it('syncs an empty file: no write put it on the disk', async () => {
    const { writeFlags, fsync } = watchWrites();
    await writeStagedFile(path, []);
    expect(await readFile(path)).toHaveLength(0);
    expect(writeFlags).toHaveLength(0);
    expect(fsync).toHaveBeenCalledTimes(1);
  });

  it('never writes over a file that exists', async () => {
    await writeFile(path, 'already here');
    await expect(writeStagedFile(path, [Buffer.from('new')])).rejects.toMatchObject({ code: 'EEXIST' });
    expect(await readFile(path, 'utf8')).toBe('already here');
  });

  it('removes the file, and closes it, when a write fails', async () => {
    jest.spyOn(fs, 'writev').mockImplementation(((_fd: number, _buffers: unknown, _position: unknown, done: (error: Error) => void) =>
      done(Object.assign(new Error('no space left'), { code: 'ENOSPC' }))) as unknown as typeof fs.writev);
    await expect(writeStagedFile(path, [Buffer.from('lost')])).rejects.toThrow('no space left');
    await expect(readFile(path)).rejects.toMatchObject({ code: 'ENOENT' });
    expect(countOpenDescriptors(path)).toBe(0);
  });

  it('says the file exists once it is open, before its bytes are written', async () => {
    const writev = jest.spyOn(fs, 'writev');
    const events: string[] = [];
    await writeStagedFile(path, [Buffer.from('bytes')], () => events.push(`created, ${writev.mock.calls.length} writes`));
    expect(events).toEqual(['created, 0 writes']);
    expect(await readFile(path, 'utf8')).toBe('bytes');
  });
});

describe('writeOverFile', () => {
  it('writes over the start of a file that exists, through O_DSYNC, keeping its length, and makes none', async () => {
    await writeFile(path, 'a longer earlier body');
    const { writeFlags, fsync } = watchWrites();
    await writeOverFile(path, [Buffer.from('new '), Buffer.from('one')]);
    expect(await readFile(path, 'utf8')).toBe('new oner earlier body');
    expect(writeFlags).toHaveLength(1);
    expect(writeFlags[0] & constants.O_DSYNC).toBe(constants.O_DSYNC);
    expect(fsync).not.toHaveBeenCalled();
    expect(countOpenDescriptors(path)).toBe(0);
    await expect(writeOverFile(join(dir, 'missing'), [Buffer.from('x')])).rejects.toMatchObject({ code: 'ENOENT' });
    await expect(readFile(join(dir, 'missing'))).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('closes the file when a write fails', async () => {
    await writeFile(path, 'earlier');
    jest.spyOn(fs, 'writev').mockImplementation(((_fd: number, _buffers: unknown, _position: unknown, done: (error: Error) => void) =>
      done(Object.assign(new Error('disk failed'), { code: 'EIO' }))) as unknown as typeof fs.writev);
    await expect(writeOverFile(path, [Buffer.from('lost')])).rejects.toThrow('disk failed');
    expect(countOpenDescriptors(path)).toBe(0);
  });
});
