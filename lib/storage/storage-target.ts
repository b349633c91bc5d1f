import type { AmplifyOutputsDocument } from '../amplify/amplify-outputs';

/** Which bucket the site's files go to, and where: the local backend's endpoint, or Amazon S3 itself. */
export interface StorageTarget {
  bucket: string;
  region: string;
  /** The local backend's S3 endpoint (custom.storage_endpoint); absent for a deployment on AWS. */
  endpoint?: string;
}

/**
 * The bucket from Gen 2's storage section and the endpoint the local backend adds under
 * `custom` (Amplify's own Storage client cannot target a custom endpoint; the AWS SDK's can).
 * Null when the outputs declare no storage.
 */
export function storageTargetOf(outputs: AmplifyOutputsDocument): StorageTarget | null {
  const storage = outputs.storage as { bucket_name?: unknown; aws_region?: unknown } | undefined;
  if (typeof storage?.bucket_name !== 'string' || typeof storage.aws_region !== 'string') return null;
  const endpoint = outputs.custom?.storage_endpoint;
  return {
    bucket: storage.bucket_name,
    region: storage.aws_region,
    ...(typeof endpoint === 'string' && endpoint ? { endpoint: endpoint.replace(/\/+$/, '') } : {}),
  };
}
