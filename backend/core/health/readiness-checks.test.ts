import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startS3rver, type S3rverInstance } from '../../storage/test-support/start-s3rver';
import { loadBackendConfig } from '../config';
import type { Queryable } from '../database/database';
import { databaseCheck, storageCheck } from './readiness-checks';

jest.setTimeout(60_000);

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'readiness-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('readiness checks', () => {
  it('asks the database a trivial query and fails with it', async () => {
    const asked: string[] = [];
    const answering: Queryable = { query: async (sql) => (asked.push(sql), { rows: [], rowCount: 1 }) } as Queryable;
    await databaseCheck(answering)();
    expect(asked).toEqual(['SELECT 1']);
    const broken = { query: async () => Promise.reject(new Error('terminating connection')) } as unknown as Queryable;
    await expect(databaseCheck(broken)()).rejects.toThrow('terminating connection');
  });

  it('writes and removes a probe file in the disk store’s folder, and fails where it cannot write', async () => {
    const disk = storageCheck(loadBackendConfig({ DATA_DIR: dir }));
    await disk.check();
    expect(await readdir(join(dir, 'storage'))).toEqual([]);
    // A file where the folder should be: nothing can be written under it.
    const blocked = join(dir, 'blocked');
    await writeFile(blocked, 'not a folder');
    await expect(storageCheck(loadBackendConfig({ DATA_DIR: blocked })).check()).rejects.toThrow(/ENOTDIR|EEXIST/);
  });

  describe('with an S3-compatible bucket', () => {
    let upstream: S3rverInstance;
    beforeAll(async () => {
      upstream = await startS3rver();
    });
    afterAll(() => upstream.close());

    it('passes when the bucket answers HeadBucket, fails for a missing bucket or an unreachable server', async () => {
      const present = storageCheck(loadBackendConfig({ DATA_DIR: dir, ...upstream.env }));
      await present.check();
      present.close();
      const missing = storageCheck(loadBackendConfig({ DATA_DIR: dir, ...upstream.env, STORAGE_S3_BUCKET: 'no-such-bucket' }));
      await expect(missing.check()).rejects.toThrow();
      missing.close();
      const unreachable = storageCheck(loadBackendConfig({ DATA_DIR: dir, ...upstream.env, STORAGE_S3_ENDPOINT: 'http://127.0.0.1:1' }));
      await expect(unreachable.check()).rejects.toThrow();
      unreachable.close();
    });
  });
});
