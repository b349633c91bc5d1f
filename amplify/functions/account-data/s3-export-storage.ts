import { Transform, type Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, S3ServiceException, type S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { ExportStoragePort } from '../../data/account-data/account-data-ports';

const isMissing = (error: unknown) => error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);

/**
 * The exports' bucket port on AWS: the site's bucket (amplify/backend.ts grants the function
 * evidence-items/*, withheld-evidence/* to read and account-exports/* to write and delete). An
 * export is uploaded in 5 MB parts as it is written (lib-storage's Upload), never whole in memory;
 * its link is a GET presigned with the function's own role, valid `seconds`. The data API names
 * the caller's user-pool sub, never an identity id, so isIdentityOf cannot tell (docs/identity.md
 * says what a caller naming another identity's folder could do: put their own export there).
 */
export function createS3ExportStorage(client: S3Client, Bucket: string): ExportStoragePort {
  return {
    async open(Key) {
      try {
        return (await client.send(new GetObjectCommand({ Bucket, Key }))).Body as Readable;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async write(Key, body, { contentType, contentDisposition }) {
      let size = 0;
      const meter = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          size += chunk.length;
          callback(null, chunk);
        },
      });
      body.once('error', (error) => meter.destroy(error));
      await new Upload({ client, params: { Bucket, Key, Body: body.pipe(meter), ContentType: contentType, ContentDisposition: contentDisposition } }).done();
      return size;
    },
    async remove(Key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key }));
    },
    isIdentityOf: async () => null,
    downloadLink: (Key, _identityId, seconds) => getSignedUrl(client, new GetObjectCommand({ Bucket, Key }), { expiresIn: seconds }),
  };
}
