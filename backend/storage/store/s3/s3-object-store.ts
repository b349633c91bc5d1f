import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CopyObjectCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import type { StorageS3Config } from '../../../core/config';
import type { ByteRange, ObjectAttributes, ObjectInfo, ObjectStore } from '../object-store';
import { checksumInput, toObjectInfo, toUpstreamAttributes } from './upstream-attributes';
import { isNotFound, rethrowUpstream } from './upstream-errors';

/**
 * Objects in an S3-compatible bucket (Amazon S3, MinIO, …) under their own keys, so the bucket
 * is an ordinary bucket other tools can read. Uploads arrive here already verified and staged,
 * and go up with their length, Content-MD5 and checksum so the bucket verifies them again; a
 * multipart upload is the bucket's own, so any instance can take its next part.
 */
export function createS3ObjectStore(config: StorageS3Config): ObjectStore {
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    credentials: config.credentials,
    forcePathStyle: config.forcePathStyle,
    // Bodies are verified before they go up and sent with Content-MD5; plain bodies suit every S3-compatible server.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;
  const head = async (Key: string): Promise<ObjectInfo | null> => {
    try {
      return toObjectInfo(Key, await client.send(new HeadObjectCommand({ Bucket, Key, ChecksumMode: 'ENABLED' })));
    } catch (error) {
      if (isNotFound(error)) return null;
      return rethrowUpstream(error);
    }
  };

  const get = async (Key: string, range?: ByteRange) => {
    try {
      const result = await client.send(
        new GetObjectCommand({ Bucket, Key, Range: range ? `bytes=${range.start}-${range.end}` : undefined, ChecksumMode: range ? undefined : 'ENABLED' }),
      );
      return { info: toObjectInfo(Key, result), body: result.Body as Readable };
    } catch (error) {
      if (isNotFound(error)) return null;
      return rethrowUpstream(error);
    }
  };

  return {
    kind: 's3',
    async putObject(Key, file, attributes) {
      try {
        const result = await client.send(
          new PutObjectCommand({
            Bucket,
            Key,
            Body: createReadStream(file.path),
            ContentLength: file.size,
            ContentMD5: file.md5.toString('base64'),
            ...toUpstreamAttributes(attributes),
            ...checksumInput(attributes),
          }),
        );
        return { key: Key, size: file.size, etag: result.ETag ?? `"${file.md5.toString('hex')}"`, lastModified: new Date(), ...attributes };
      } catch (error) {
        return rethrowUpstream(error);
      } finally {
        await rm(file.path, { force: true });
      }
    },
    headObject: head,
    async findObject(Key) {
      const info = await head(Key);
      return info && { info, open: (range) => get(Key, range) };
    },
    getObject: get,
    async deleteObject(Key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key })).catch(rethrowUpstream);
    },
    async listObjects(query) {
      if (query.maxKeys === 0) return { objects: [], commonPrefixes: [], isTruncated: false };
      const result = await client
        .send(
          new ListObjectsV2Command({
            Bucket,
            Prefix: query.prefix || undefined,
            Delimiter: query.delimiter,
            StartAfter: query.cursor ? undefined : query.startAfter,
            ContinuationToken: query.cursor,
            MaxKeys: query.maxKeys,
          }),
        )
        .catch(rethrowUpstream);
      return {
        objects: (result.Contents ?? []).map((item) => ({
          key: item.Key ?? '',
          size: item.Size ?? 0,
          etag: item.ETag ?? '""',
          lastModified: item.LastModified ?? new Date(0),
        })),
        commonPrefixes: (result.CommonPrefixes ?? []).map((item) => item.Prefix ?? ''),
        isTruncated: result.IsTruncated ?? false,
        nextCursor: result.NextContinuationToken,
      };
    },
    async copyObject(sourceKey, Key, attributes?: ObjectAttributes) {
      try {
        await client.send(
          new CopyObjectCommand({
            Bucket,
            Key,
            CopySource: `${Bucket}/${sourceKey.split('/').map(encodeURIComponent).join('/')}`,
            MetadataDirective: attributes ? 'REPLACE' : 'COPY',
            ...(attributes ? toUpstreamAttributes(attributes) : {}),
          }),
        );
      } catch (error) {
        if (isNotFound(error)) return null;
        return rethrowUpstream(error);
      }
      return head(Key);
    },
    async beginMultipart(Key, attributes) {
      const result = await client.send(new CreateMultipartUploadCommand({ Bucket, Key, ...toUpstreamAttributes(attributes) })).catch(rethrowUpstream);
      if (!result.UploadId) throw new Error('The bucket started a multipart upload without an upload id.');
      return result.UploadId;
    },
    async storePart(UploadId, Key, PartNumber, file) {
      try {
        const result = await client.send(
          new UploadPartCommand({
            Bucket,
            Key,
            UploadId,
            PartNumber,
            Body: createReadStream(file.path),
            ContentLength: file.size,
            ContentMD5: file.md5.toString('base64'),
          }),
        );
        return result.ETag ?? `"${file.md5.toString('hex')}"`;
      } catch (error) {
        return rethrowUpstream(error);
      } finally {
        await rm(file.path, { force: true });
      }
    },
    async assembleMultipart(UploadId, Key, parts, attributes) {
      await client
        .send(
          new CompleteMultipartUploadCommand({
            Bucket,
            Key,
            UploadId,
            MultipartUpload: { Parts: parts.map((part) => ({ PartNumber: part.partNumber, ETag: part.partRef })) },
          }),
        )
        .catch(rethrowUpstream);
      const info = await head(Key);
      return info ?? { key: Key, size: parts.reduce((total, part) => total + part.size, 0), etag: '""', lastModified: new Date(), ...attributes };
    },
    async discardPart() {
      // The bucket keeps one part per number; uploading it again already replaced the bytes.
    },
    async discardMultipart(UploadId, Key) {
      await client.send(new AbortMultipartUploadCommand({ Bucket, Key, UploadId })).catch((error: unknown) => {
        if (!isNotFound(error)) rethrowUpstream(error);
      });
    },
    async close() {
      client.destroy();
    },
  };
}
