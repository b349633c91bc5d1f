import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createFolderSyncer } from './folder-sync';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'folder-sync-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** A folder sync the test finishes by hand, recording which folders were synced. */
function manualSyncs() {
  const started: { folder: string; finish(error?: Error): void }[] = [];
  const syncFolder = (folder: string) =>
    new Promise<void>((resolve, reject) => {
      started.push({ folder, finish: (error) => (error ? reject(error) : resolve()) });
    });
  return { started, syncFolder };
}

const settled = () => new Promise((resolve) => setImmediate(resolve));
async function until(condition: () => boolean) {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 1));
}

describe('createFolderSyncer', () => {
  it('lets callers who ask while a sync runs share the next sync, never the one already running', async () => {
    const { started, syncFolder } = manualSyncs();
    const syncer = createFolderSyncer({ syncFolder });
    const done: string[] = [];
    const first = syncer.sync('/objects/ab').then(() => done.push('first'));
    await settled();
    const later = ['a', 'b', 'c'].map((name) => syncer.sync('/objects/ab').then(() => done.push(name)));
    await settled();
    expect(started).toHaveLength(1);

    started[0].finish();
    await first;
    // Their renames may have come after the first sync began: they wait for a second one.
    expect(done).toEqual(['first']);
    await settled();
    expect(started).toHaveLength(2);
    started[1].finish();
    await Promise.all(later);
    expect(done).toEqual(['first', 'a', 'b', 'c']);
  });

  it('syncs different folders independently', async () => {
    const { started, syncFolder } = manualSyncs();
    const syncer = createFolderSyncer({ syncFolder });
    const both = Promise.all([syncer.sync('/objects/ab'), syncer.sync('/objects/cd')]);
    await settled();
    expect(started.map((sync) => sync.folder)).toEqual(['/objects/ab', '/objects/cd']);
    for (const sync of started) sync.finish();
    await both;
  });

  it('fails everyone a failed sync was for, and syncs afresh for the next caller', async () => {
    const { started, syncFolder } = manualSyncs();
    const syncer = createFolderSyncer({ syncFolder });
    const failed = syncer.sync('/objects/ab');
    await settled();
    started[0].finish(new Error('EIO'));
    await expect(failed).rejects.toThrow('EIO');
    const next = syncer.sync('/objects/ab');
    await settled();
    expect(started).toHaveLength(2);
    started[1].finish();
    await next;
  });

  it('moves a file into a folder it makes, syncing each new folder’s parent and the file’s folder', async () => {
    const synced: string[] = [];
    const syncer = createFolderSyncer({ syncFolder: async (folder) => void synced.push(folder) });
    await writeFile(join(dir, 'staged'), 'bytes');
    await syncer.moveInto(join(dir, 'staged'), join(dir, 'objects', 'ab', 'blob'));
    expect(await readFile(join(dir, 'objects', 'ab', 'blob'), 'utf8')).toBe('bytes');
    expect(synced).toEqual([dir, join(dir, 'objects'), join(dir, 'objects', 'ab')]);

    synced.length = 0;
    await writeFile(join(dir, 'staged'), 'more');
    await syncer.moveInto(join(dir, 'staged'), join(dir, 'objects', 'ab', 'other'));
    expect(synced).toEqual([join(dir, 'objects', 'ab')]);
  });

  it('makes a new file in place, in a folder it makes, syncing the file’s folder only after the file is made', async () => {
    const events: string[] = [];
    const syncer = createFolderSyncer({ syncFolder: async (folder) => void events.push(`sync ${folder}`) });
    const target = join(dir, 'objects', 'cd', 'blob');
    const make = async (path: string) => {
      events.push(`make ${path}`);
      await writeFile(path, 'bytes', { flag: 'wx' });
    };
    await syncer.placeNew(target, make);
    expect(await readFile(target, 'utf8')).toBe('bytes');
    // The first try finds no folder; the folder is made (its parents synced) and the file made again.
    expect(events).toEqual([`make ${target}`, `sync ${dir}`, `sync ${join(dir, 'objects')}`, `make ${target}`, `sync ${join(dir, 'objects', 'cd')}`]);

    events.length = 0;
    await expect(syncer.placeNew(target, make)).rejects.toMatchObject({ code: 'EEXIST' });
    // A file that could not be made is not synced.
    expect(events).toEqual([`make ${target}`]);
  });

  it('syncs the folder while a new file’s bytes are written, once its maker says the name exists, and answers after both', async () => {
    const { started, syncFolder } = manualSyncs();
    const syncer = createFolderSyncer({ syncFolder });
    await mkdir(join(dir, 'ef'));
    const target = join(dir, 'ef', 'blob');
    let finishWrite!: () => void;
    const events: string[] = [];
    const placing = syncer
      .placeNew(target, async (path, created) => {
        await writeFile(path, '', { flag: 'wx' });
        created();
        events.push('created');
        await new Promise<void>((resolve) => (finishWrite = resolve));
        events.push('written');
      })
      .then(() => events.push('placed'));
    await until(() => started.length > 0);
    // The sync began while the bytes are still being written.
    expect(events).toEqual(['created']);
    expect(started.map((sync) => sync.folder)).toEqual([join(dir, 'ef')]);
    started[0].finish();
    await settled();
    expect(events).toEqual(['created']);
    finishWrite();
    await placing;
    expect(events).toEqual(['created', 'written', 'placed']);
    expect(started).toHaveLength(1);
  });

  it('fails when the folder sync begun during the write fails, and not before the write is done', async () => {
    const { started, syncFolder } = manualSyncs();
    const syncer = createFolderSyncer({ syncFolder });
    let finishWrite!: () => void;
    let isWritten = false;
    const placing = syncer.placeNew(join(dir, 'blob'), async (path, created) => {
      await writeFile(path, '', { flag: 'wx' });
      created();
      await new Promise<void>((resolve) => (finishWrite = resolve));
      isWritten = true;
    });
    const outcome = placing.then(
      () => 'placed',
      (error: Error) => `${error.message} after the write: ${isWritten}`,
    );
    await until(() => started.length > 0);
    started[0].finish(new Error('EIO'));
    await settled();
    finishWrite();
    expect(await outcome).toBe('EIO after the write: true');
  });

  it.each([
    ['opening each folder for each sync', false],
    ['keeping the folders open', true],
  ])('syncs real folders on the disk, %s', async (_how, keepOpen) => {
    const syncer = createFolderSyncer({ keepOpen: () => keepOpen });
    await syncer.makeFolder(join(dir, 'multipart', 'upload'));
    for (const name of ['one', 'two']) {
      await writeFile(join(dir, name), name);
      await syncer.moveInto(join(dir, name), join(dir, 'multipart', 'upload', name));
    }
    await expect(syncer.sync(join(dir, 'missing'))).rejects.toMatchObject({ code: 'ENOENT' });
    await syncer.close();
  });
});
