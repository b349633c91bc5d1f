import type { BackendContext, BackendService } from '../core/backend-service';
import type { Database } from '../core/database/database';
import { storageOutputs } from './outputs';
import { handleS3Request } from './protocol/handle-s3-request';
import { STORAGE_PREFIX } from './storage-endpoint';
import { createStorageRuntime, type StorageOptions, type StorageRuntime } from './storage-runtime';

export { storageEndpoint, LOCAL_BUCKET_NAME } from './storage-endpoint';

/**
 * The S3-compatible object store at /_aws/s3/, enforcing the rules of amplify/storage/. Tests
 * pass other rules or a clock; the declared service below takes the declaration as it is.
 */
export interface StorageService extends BackendService {
  /** The service's state for a backend, for tests that reach past the wire. */
  runtime(ctx: BackendContext): Promise<StorageRuntime>;
}

export function createStorageService(options: StorageOptions = {}): StorageService {
  const runtimes = new WeakMap<Database, Promise<StorageRuntime>>();
  const load = (ctx: BackendContext) => {
    let runtime = runtimes.get(ctx.db);
    if (!runtime) {
      runtime = createStorageRuntime(ctx, options);
      runtimes.set(ctx.db, runtime);
      runtime.catch(() => runtimes.delete(ctx.db));
    }
    return runtime;
  };
  return {
    runtime: load,
    name: 's3',
    prefix: STORAGE_PREFIX,
    async start(ctx) {
      await load(ctx);
    },
    async handle(req, res, ctx) {
      await handleS3Request(req, res, ctx, await load(ctx));
    },
    async outputs(ctx) {
      return storageOutputs(await load(ctx), ctx.config.publicUrl);
    },
    async stop(ctx) {
      const runtime = runtimes.get(ctx.db);
      runtimes.delete(ctx.db);
      const stopping = await runtime;
      await stopping?.stagingSweeper.stop();
      await stopping?.variants.close();
      await stopping?.store.close();
    },
  };
}

export const storageService = createStorageService();
