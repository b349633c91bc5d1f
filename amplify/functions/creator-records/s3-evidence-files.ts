import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { CopyObjectCommand, DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, S3ServiceException, type S3Client } from '@aws-sdk/client-s3';
import type { EvidenceFilesPort } from '../../data/creator-records/evidence-files-port';
import { EVIDENCE_OWNER_METADATA, EVIDENCE_SNIFF_BYTES } from '../../data/creator-records/trail-limits';
import { badRequest, RecordRuleError } from '../../data/creator-records/record-rule-error';

const isMissing = (error: unknown) => error instanceof S3ServiceException && (error.name === 'NotFound' || error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);
const tooLarge = (maxBytes: number) => badRequest(`Evidence files must be at most ${maxBytes / 1024 / 1024} MB.`);

/**
 * The evidence-files port over the site's bucket (amplify/backend.ts grants the function
 * evidence-uploads/* and evidence-items/* and names the bucket). S3 copies the bytes itself, only
 * while the upload is the one just looked at (its ETag); the function then reads the sealed copy
 * once, streamed, for its SHA-256, size and first bytes.
 * An AppSync event names the user pool's sub, never the identity-pool id a folder is named by, so
 * isIdentityOf cannot tell: the rules then rely on the upload's owner metadata (trail-limits.ts).
 */
export function createS3EvidenceFiles(client: S3Client, Bucket: string): EvidenceFilesPort {
  const head = async (Key: string) => {
    try {
      return await client.send(new HeadObjectCommand({ Bucket, Key }));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  };
  const remove = async (Key: string) => {
    await client.send(new DeleteObjectCommand({ Bucket, Key }));
  };
  return {
    async findUpload(key) {
      const found = await head(key);
      if (!found) return null;
      const metadata = new Map(Object.entries(found.Metadata ?? {}));
      return { size: found.ContentLength ?? 0, contentType: found.ContentType ?? '', ownerSub: metadata.get(EVIDENCE_OWNER_METADATA) ?? null };
    },
    isIdentityOf: async () => null,
    async seal(uploadKey, sealedKey, { contentType, maxBytes }) {
      const source = await head(uploadKey);
      if (!source?.ETag) return null;
      if ((source.ContentLength ?? 0) > maxBytes) throw tooLarge(maxBytes);
      try {
        await client.send(
          new CopyObjectCommand({
            Bucket,
            Key: sealedKey,
            CopySource: `${Bucket}/${uploadKey.split('/').map(encodeURIComponent).join('/')}`,
            CopySourceIfMatch: source.ETag,
            ContentType: contentType,
            MetadataDirective: 'REPLACE',
          }),
        );
      } catch (error) {
        if (isMissing(error)) return null;
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 412) {
          throw new RecordRuleError('Conflict', 'The upload changed while it was being sealed: submit it again.');
        }
        throw error;
      }
      const sealed = await client.send(new GetObjectCommand({ Bucket, Key: sealedKey }));
      const hash = createHash('sha256');
      const first: Buffer[] = [];
      let size = 0;
      for await (const chunk of sealed.Body as Readable) {
        const bytes = chunk as Buffer;
        if (size < EVIDENCE_SNIFF_BYTES) first.push(bytes.subarray(0, EVIDENCE_SNIFF_BYTES - size));
        size += bytes.length;
        hash.update(bytes);
      }
      if (size > maxBytes) {
        await remove(sealedKey);
        throw tooLarge(maxBytes);
      }
      return { sha256: hash.digest('hex'), size, head: Buffer.concat(first) };
    },
    remove,
    async move(fromKey, toKey) {
      try {
        // Same bucket: S3 copies the bytes, type and metadata itself (MetadataDirective COPY).
        await client.send(new CopyObjectCommand({ Bucket, Key: toKey, CopySource: `${Bucket}/${fromKey.split('/').map(encodeURIComponent).join('/')}` }));
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
      await remove(fromKey);
      return true;
    },
  };
}
