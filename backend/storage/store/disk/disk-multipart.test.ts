import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomPayload } from '../../test-support/test-files';
import type { ObjectAttributes, ObjectInfo } from '../object-store';
import { createDiskLayout, type DiskLayout } from './disk-layout';
import { createDiskMultipart } from './disk-multipart';
import { createFolderSyncer } from './folder-sync';

let dir: string;
let layout: DiskLayout;
/** What the store would commit: the joined file's bytes, read before it is moved. */
let committed: Buffer[];
const attributes: ObjectAttributes = { contentType: 'application/octet-stream', metadata: {}, headers: {} };

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'disk-multipart-'));
  layout = createDiskLayout(dir);
  await mkdir(layout.staging, { recursive: true });
  committed = [];
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const multipart = () =>
  createDiskMultipart(layout, createFolderSyncer(), async (key, stagedPath, size) => {
    committed.push(await readFile(stagedPath));
    await rm(stagedPath);
    return { key, size } as ObjectInfo;
  });

async function storeParts(methods: ReturnType<typeof multipart>, storeRef: string, bodies: Buffer[]) {
  const parts = [];
  for (const [index, body] of bodies.entries()) {
    const path = join(dir, `incoming-${index}`);
    await writeFile(path, body);
    const partRef = await methods.storePart(storeRef, 'public/joined.bin', index + 1, {
      path,
      size: body.length,
      md5: Buffer.alloc(16),
    });
    parts.push({ partNumber: index + 1, partRef, size: body.length, etag: '' });
  }
  return parts;
}

describe('disk multipart join', () => {
  it('joins many parts of any size in order, then removes them', async () => {
    const methods = multipart();
    const storeRef = await methods.beginMultipart('public/joined.bin', attributes);
    // One part larger than the copy's buffer, the rest small and uneven.
    const bodies = Array.from({ length: 14 }, (_, index) =>
      randomPayload(index === 3 ? 2.5 * 1024 * 1024 : 1000 + index * 7919),
    );
    const parts = await storeParts(methods, storeRef, bodies);
    await methods.assembleMultipart(storeRef, 'public/joined.bin', parts, attributes, '"etag-14"');
    expect(committed).toHaveLength(1);
    expect(committed[0].equals(Buffer.concat(bodies))).toBe(true);
    expect(await readdir(layout.staging)).toEqual([]);
    await expect(readdir(layout.uploadDir(storeRef))).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('leaves nothing staged when a part is missing, and keeps the others for another try', async () => {
    const methods = multipart();
    const storeRef = await methods.beginMultipart('public/joined.bin', attributes);
    const parts = await storeParts(methods, storeRef, [
      randomPayload(5000),
      randomPayload(6000),
      randomPayload(7000),
    ]);
    await rm(layout.partPath(storeRef, parts[2].partRef));
    await expect(
      methods.assembleMultipart(storeRef, 'public/joined.bin', parts, attributes, '"e-3"'),
    ).rejects.toMatchObject({ code: 'ENOENT' });
    expect(committed).toEqual([]);
    expect(await readdir(layout.staging)).toEqual([]);
    expect((await readdir(layout.uploadDir(storeRef))).sort()).toEqual(
      [parts[0].partRef, parts[1].partRef].sort(),
    );
  });
});
