import type { IncomingMessage } from 'node:http';
import type { Queryable } from '../../core/database/database';
import { hasSigV4Signature, verifySigV4Request, type VerifiedSigV4Request } from '../../core/sigv4/verify-sigv4-request';
import { getIdentityCredentialsVerifier, type VerifiedIdentityCredentials } from '../../identity';
import { ANONYMOUS_GUEST, type StorageActor } from '../policy/storage-actor';
import { S3Error } from './s3-error';

export interface AuthenticatedRequest {
  actor: StorageActor;
  /** Null for an unsigned request. */
  signature: VerifiedSigV4Request | null;
}

/**
 * Who sent the request. Signed requests (headers or presigned URL) must carry identity-pool
 * credentials: the session token says who they stand for and yields the signing secret. An
 * unsigned request is a guest without an identity — it can do no more than anyone can with the
 * guest credentials the identity pool hands out freely, and it lets pages show guest-readable
 * pictures with a plain, cacheable URL.
 */
export async function authenticateS3Request(
  req: IncomingMessage,
  { db, region, now }: { db: Queryable; region: string; now: Date },
): Promise<AuthenticatedRequest> {
  if (!hasSigV4Signature(req)) return { actor: ANONYMOUS_GUEST, signature: null };
  const verify = await getIdentityCredentialsVerifier(db);
  let identity: VerifiedIdentityCredentials | null = null;
  const signature = verifySigV4Request(req, {
    service: 's3',
    region,
    now,
    pathEncoding: 's3',
    isPresignAllowed: true,
    findSecret: (accessKeyId, sessionToken) => {
      if (!sessionToken) {
        throw new S3Error(403, 'InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.');
      }
      identity = verify(accessKeyId, sessionToken, now);
      if (identity) return identity.secretKey;
      // Genuine but out of date: the client should fetch new credentials rather than give up.
      if (verify(accessKeyId, sessionToken, new Date(0))) throw new S3Error(400, 'ExpiredToken', 'The provided token has expired.');
      throw new S3Error(400, 'InvalidToken', 'The provided token is malformed or otherwise invalid.');
    },
  });
  const verified = identity as VerifiedIdentityCredentials | null;
  if (!verified) throw new Error('A signature verified without credentials.');
  return {
    actor: { kind: verified.role === 'authenticated' ? 'authenticated' : 'guest', identityId: verified.identityId, groups: verified.groups },
    signature,
  };
}
