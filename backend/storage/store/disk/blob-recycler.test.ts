/**
 * A replaced small blob's file is kept to be written over under the next generation of its id; a
 * read of the earlier generation then finds nothing, a file a read holds is not handed out, and a
 * file a backup links, a large one or one past the limit is removed, not kept.
 */
import { link, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createBlobRecycler } from './blob-recycler';
import { createDiskLayout, newBlobId, type DiskLayout } from './disk-layout';

let root: string;
let layout: DiskLayout;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'blob-recycler-'));
  layout = createDiskLayout(root);
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

async function blobFile(bytes: number, blobId = newBlobId()): Promise<string> {
  const path = layout.objectPath(blobId);
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, Buffer.alloc(bytes, 1));
  return blobId;
}

const files = async () =>
  (await readdir(layout.root, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile())
    .length;

describe('the blob recycler', () => {
  it('keeps a released file and hands it out under the next generation, and only for a blob that fits it', async () => {
    const recycler = createBlobRecycler(layout, { maxKept: 4, isReadWhole: (bytes) => bytes <= 1024 });
    const blobId = await blobFile(100);
    await recycler.release(blobId);
    expect(recycler.take(101)).toBeNull();
    const next = recycler.take(100);
    expect(next).toBe(`${blobId}.1`);
    expect(layout.objectPath(next!)).toBe(layout.objectPath(blobId));
    expect(recycler.take(1)).toBeNull();
    // Released again, it comes back as the generation after.
    await recycler.release(next!);
    expect(recycler.take(50)).toBe(`${blobId}.2`);
    expect(await files()).toBe(1);
  });

  it('answers null for a read of a generation its file no longer holds, without opening it', async () => {
    const recycler = createBlobRecycler(layout, { maxKept: 4, isReadWhole: (bytes) => bytes <= 1024 });
    const blobId = await blobFile(10);
    await recycler.release(blobId);
    // Kept, not yet written over: the earlier blob's bytes are still there to read.
    expect(await recycler.read(blobId, async () => 'read')).toBe('read');
    const next = recycler.take(10)!;
    const open = jest.fn(async () => 'read');
    expect(await recycler.read(blobId, open)).toBeNull();
    expect(open).not.toHaveBeenCalled();
    expect(await recycler.read(next, open)).toBe('read');
    // A blob never written over reads as ever.
    expect(await recycler.read(newBlobId(), async () => 'other')).toBe('other');
  });

  it('remembers the generations of the files written over latest, as many as it may', async () => {
    const recycler = createBlobRecycler(layout, {
      maxKept: 4,
      isReadWhole: (bytes) => bytes <= 1024,
      rememberedGenerations: 1,
    });
    const first = await blobFile(10);
    const second = await blobFile(10);
    await recycler.release(first);
    await recycler.release(second);
    recycler.take(10);
    expect(await recycler.read(first, async () => 'read')).toBeNull();
    recycler.take(10);
    // Forgotten: the earlier blob's read runs (the store's ETag check refuses its bytes).
    expect(await recycler.read(first, async () => 'read')).toBe('read');
    expect(await recycler.read(second, async () => 'read')).toBeNull();
  });

  it('does not hand out a file while a read holds it', async () => {
    const recycler = createBlobRecycler(layout, { maxKept: 4, isReadWhole: (bytes) => bytes <= 1024 });
    const blobId = await blobFile(10);
    await recycler.release(blobId);
    let finish = () => undefined as void;
    const reading = recycler.read(
      blobId,
      () => new Promise<string>((resolve) => (finish = () => resolve('done'))),
    );
    expect(recycler.take(10)).toBeNull();
    finish();
    expect(await reading).toBe('done');
    expect(recycler.take(10)).toBe(`${blobId}.1`);
  });

  it('removes a file another name links (a backup’s), a large one and an empty one, and the oldest kept past the limit', async () => {
    const recycler = createBlobRecycler(layout, { maxKept: 1, isReadWhole: (bytes) => bytes <= 1024 });
    const linked = await blobFile(10);
    await link(layout.objectPath(linked), join(root, 'backup-link'));
    const large = await blobFile(1025);
    const empty = await blobFile(0);
    const first = await blobFile(10);
    const second = await blobFile(10);
    for (const blobId of [linked, large, empty, first, second]) await recycler.release(blobId);
    // The backup's link and the one file kept, the latest, are left.
    expect(await files()).toBe(2);
    expect(recycler.take(10)).toBe(`${second}.1`);
    expect(recycler.take(10)).toBeNull();
  });

  it('keeps nothing when told to keep none, and removes what it kept on close and what is discarded', async () => {
    const none = createBlobRecycler(layout, { maxKept: 0, isReadWhole: (bytes) => bytes <= 1024 });
    await none.release(await blobFile(10));
    expect(await files()).toBe(0);

    const recycler = createBlobRecycler(layout, { maxKept: 4, isReadWhole: (bytes) => bytes <= 1024 });
    await recycler.release(await blobFile(10));
    await recycler.release(await blobFile(10));
    const taken = recycler.take(10)!;
    await recycler.discard(taken);
    expect(await files()).toBe(1);
    // A read of the discarded blob's generation runs and finds the file gone, as for any removed blob.
    await expect(recycler.read(taken, () => readdir(layout.objectPath(taken)))).rejects.toMatchObject({
      code: 'ENOENT',
    });
    await recycler.close();
    expect(await files()).toBe(0);
    expect(recycler.take(1)).toBeNull();
  });
});
