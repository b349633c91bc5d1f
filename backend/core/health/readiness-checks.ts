import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { HeadBucketCommand, S3Client } from '@aws-sdk/client-s3';
import type { BackendConfig } from '../config';
import type { Queryable } from '../database/database';
import type { ReadinessCheck } from './health-probes';

/** Where the disk store keeps objects (backend/storage/storage-runtime.ts puts them there). */
const DISK_STORAGE_FOLDER = 'storage';

/** The database answers a trivial query (PGlite's worker or the PostgreSQL pool alike). */
export function databaseCheck(db: Queryable): ReadinessCheck {
  return async () => {
    await db.query('SELECT 1');
  };
}

export interface StorageCheck {
  check: ReadinessCheck;
  close(): void;
}

/**
 * The storage is reachable: for a bucket, HeadBucket with the backend's own settings (it needs
 * no object, and it fails on missing credentials or a wrong bucket as uploads would); for the
 * local disk, a small file is written and removed in the storage folder, which also fails on a
 * full or read-only disk, where mere permissions would say yes.
 */
export function storageCheck(config: Pick<BackendConfig, 'dataDir' | 'storage'>): StorageCheck {
  const s3 = config.storage.s3;
  if (s3) {
    // One client for the life of the probes; the SDK would otherwise resolve credentials anew each time.
    const client = new S3Client({ endpoint: s3.endpoint, region: s3.region, credentials: s3.credentials, forcePathStyle: s3.forcePathStyle, maxAttempts: 1 });
    return {
      check: async () => {
        await client.send(new HeadBucketCommand({ Bucket: s3.bucket }));
      },
      close: () => client.destroy(),
    };
  }
  const folder = join(config.dataDir, DISK_STORAGE_FOLDER);
  return {
    check: async () => {
      const probe = join(folder, `.readyz-${process.pid}-${randomBytes(4).toString('hex')}`);
      await mkdir(folder, { recursive: true });
      try {
        await writeFile(probe, 'ok');
      } finally {
        await rm(probe, { force: true });
      }
    },
    close: () => undefined,
  };
}
