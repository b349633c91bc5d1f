import { STORAGE_NAME } from '../../amplify/storage/access';

/** The S3 endpoint's path; buckets are path-style under it (`/_aws/s3/<bucket>/<key>`). */
export const STORAGE_PREFIX = '/_aws/s3/';

export function storageEndpoint(publicUrl: string): string {
  return `${publicUrl}${STORAGE_PREFIX.slice(0, -1)}`;
}

/**
 * The bucket's name, derived from the declaration's name as Gen 2 derives deployed ones
 * (`amplify-…-<name>bucket…`), without a deployment's random parts.
 */
export const LOCAL_BUCKET_NAME = `amplify-local-${STORAGE_NAME.toLowerCase()}-bucket`;
