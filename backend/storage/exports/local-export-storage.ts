import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { ExportStoragePort } from '../../../amplify/data/account-data/account-data-ports';
import { findIdentity } from '../../identity/identity-pool/identities';
import { issueIdentityCredentials } from '../../identity/identity-pool/identity-credentials';
import { storageEndpoint } from '../storage-endpoint';
import type { StorageRuntime } from '../storage-runtime';

export interface LocalExportStorageOptions {
  runtime: () => Promise<StorageRuntime>;
  /** The identity pool's credentials secret (PoolContext.identityCredentialsSecret), read at the time of use. */
  credentialsSecret: () => Promise<string>;
  publicUrl: string;
  now: () => Date;
}

/**
 * The account exports' bucket port over the local store (disk or S3-compatible, as configured).
 * An export is streamed to a staged file (hashed as it is written, never whole in memory) and put
 * in place in one step. Its download link is a presigned GET signed with identity-pool credentials
 * the server issues for the owner's own identity as a plain signed-in user: the storage rules then
 * let it read its `account-exports/<identity id>/` folder, staff too (whose group role the entity
 * rule does not reach), and nobody else's; the link works for `seconds`.
 */
export function createLocalExportStorage({ runtime, credentialsSecret, publicUrl, now }: LocalExportStorageOptions): ExportStoragePort {
  return {
    async open(key) {
      const found = await (await runtime()).store.getObject(key);
      return found ? (found.body as Readable) : null;
    },
    async write(key, body, { contentType, contentDisposition }) {
      const { store, stagingDir } = await runtime();
      const path = join(stagingDir, `export-${randomBytes(12).toString('hex')}`);
      const md5 = createHash('md5');
      let size = 0;
      const meter = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          md5.update(chunk);
          size += chunk.length;
          callback(null, chunk);
        },
      });
      try {
        await pipeline(body, meter, createWriteStream(path, { flags: 'wx' }));
        await store.putObject(key, { path, size, md5: md5.digest() }, { contentType, metadata: {}, headers: { 'content-disposition': contentDisposition } });
        return size;
      } finally {
        // The disk store moved the file in; an S3-compatible store copied it up and leaves it here.
        await rm(path, { force: true });
      }
    },
    async remove(key) {
      await (await runtime()).store.deleteObject(key);
    },
    async isIdentityOf(identityId, sub) {
      const identity = await findIdentity((await runtime()).db, identityId);
      return identity?.userSub === sub;
    },
    async downloadLink(key, identityId, seconds) {
      const { db, bucketName, region } = await runtime();
      const identity = await findIdentity(db, identityId);
      const issued = issueIdentityCredentials(await credentialsSecret(), { identityId, role: 'authenticated', groups: [], sub: identity?.userSub ?? null }, now());
      const client = new S3Client({
        region,
        endpoint: storageEndpoint(publicUrl),
        forcePathStyle: true,
        credentials: { accessKeyId: issued.AccessKeyId, secretAccessKey: issued.SecretKey, sessionToken: issued.SessionToken },
      });
      return getSignedUrl(client, new GetObjectCommand({ Bucket: bucketName, Key: key }), { expiresIn: seconds });
    },
  };
}
