import { join } from 'node:path';
import { POOL_SETTINGS } from '../../amplify/auth/pool-settings';
import { storageAccess } from '../../amplify/storage/access';
import type { BackendContext } from '../core/backend-service';
import type { Database } from '../core/database/database';
import type { Logger } from '../core/log';
import { createVariantCache, type VariantCache } from './images/variant-cache';
import { compileStoragePolicy, type StoragePolicy } from './policy/compile-storage-policy';
import { LOCAL_BUCKET_NAME } from './storage-endpoint';
import { createDiskObjectStore } from './store/disk/disk-object-store';
import type { ObjectStore } from './store/object-store';
import { createS3ObjectStore } from './store/s3/s3-object-store';
import { DEFAULT_STAGING_LIMITS, startStagingSweeper, type StagingSweeper } from './upload/staging-sweeper';

/** Everything a storage request needs, made once per backend. */
export interface StorageRuntime {
  db: Database;
  store: ObjectStore;
  policy: StoragePolicy;
  variants: VariantCache;
  bucketName: string;
  region: string;
  /** Uploads arrive here before they are verified and committed. */
  stagingDir: string;
  /** Clears what crashed or abandoned uploads leave in stagingDir, on a timer; stopped with the service. */
  stagingSweeper: StagingSweeper;
  maxUploadBytes: number;
  log: Logger;
  now: () => Date;
}

export interface StorageOptions {
  /** Tests decide other rules or clocks without touching the declaration. */
  policy?: StoragePolicy;
  now?: () => Date;
}

/** The declared rules (amplify/storage/access.ts) read with the declared pool's groups. */
export function loadDeclaredStoragePolicy(): StoragePolicy {
  return compileStoragePolicy(storageAccess, {
    groups: POOL_SETTINGS.groups,
    isGuestAccessEnabled: POOL_SETTINGS.unauthenticatedIdentitiesEnabled,
  });
}

export async function createStorageRuntime(ctx: BackendContext, options: StorageOptions = {}): Promise<StorageRuntime> {
  const { config, db, log } = ctx;
  const storageDir = join(config.dataDir, 'storage');
  const stagingDir = join(storageDir, 'staging');
  const s3 = config.storage.s3;
  // The embedded database is this process's alone (DATA_DIR/pglite.lock), so is its catalogue.
  const store = s3 ? createS3ObjectStore(s3) : await createDiskObjectStore(db, storageDir, log, { isCatalogueExclusive: !config.databaseUrl });
  const stagingSweeper = await startStagingSweeper(stagingDir, { ...DEFAULT_STAGING_LIMITS, maxTotalBytes: config.storage.stagingMaxBytes }, log);
  log.info(`[storage] objects in ${s3 ? `bucket ${s3.bucket}${s3.endpoint ? ` at ${s3.endpoint}` : ''}` : storageDir}`);
  return {
    db,
    store,
    policy: options.policy ?? loadDeclaredStoragePolicy(),
    variants: createVariantCache(join(storageDir, 'variants'), log),
    bucketName: LOCAL_BUCKET_NAME,
    region: config.region,
    stagingDir,
    stagingSweeper,
    maxUploadBytes: config.storage.maxUploadBytes,
    log,
    now: options.now ?? (() => new Date()),
  };
}
