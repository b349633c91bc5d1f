import { STORAGE_NAME } from '../../amplify/storage/access';
import type { OutputsContribution } from '../core/backend-service';
import { storageEndpoint } from './storage-endpoint';
import type { StorageRuntime } from './storage-runtime';

/**
 * Gen 2's storage section (schema 1.3: the default bucket, and `buckets` with each bucket's
 * access paths as ampx writes them), plus the endpoint Gen 2 has no field for.
 */
export function storageOutputs(runtime: Pick<StorageRuntime, 'bucketName' | 'region' | 'policy'>, publicUrl: string): OutputsContribution {
  return {
    sections: {
      storage: {
        aws_region: runtime.region,
        bucket_name: runtime.bucketName,
        buckets: [{ name: STORAGE_NAME, bucket_name: runtime.bucketName, aws_region: runtime.region, paths: runtime.policy.paths }],
      },
    },
    custom: { storage_endpoint: storageEndpoint(publicUrl) },
  };
}
