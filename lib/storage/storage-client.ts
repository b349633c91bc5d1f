import { S3Client } from '@aws-sdk/client-s3';
import { fetchAuthSession } from 'aws-amplify/auth';
import { StorageError } from './storage-error';
import type { StorageTarget } from './storage-target';

/** Identity-pool credentials, as fetchAuthSession() hands them out (a guest's or a signed-in user's). */
export interface SessionCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
  expiration?: Date;
}

export type CredentialsSource = () => Promise<SessionCredentials>;

/** The credentials of Amplify's current session; Amplify must be configured and caches them (about 50 minutes). */
export const sessionCredentials: CredentialsSource = async () => {
  const { credentials } = await fetchAuthSession();
  if (!credentials) throw new StorageError('signInRequired');
  return credentials;
};

/**
 * The AWS SDK's S3 client for the site's bucket: path-style on the local backend's endpoint, or
 * Amazon S3 itself when the outputs name none; each request signed with the session's credentials.
 */
export function createStorageClient(target: StorageTarget, credentials: CredentialsSource = sessionCredentials): S3Client {
  return new S3Client({
    region: target.region,
    ...(target.endpoint ? { endpoint: target.endpoint, forcePathStyle: true } : {}),
    credentials,
  });
}

/** The caller's identity-pool identity id: `{entity_id}` in the storage rules. */
export async function getIdentityId(): Promise<string> {
  const { identityId } = await fetchAuthSession();
  if (!identityId) throw new StorageError('signInRequired');
  return identityId;
}

/** The caller's private sub-folder under one of the picture prefixes: `<prefix><identity id>/`. */
export async function getOwnFolder(prefix: string): Promise<string> {
  return `${prefix}${await getIdentityId()}/`;
}
