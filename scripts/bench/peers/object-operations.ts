/**
 * The storage rows' operations beyond small objects (scripts/bench/small-object-load.ts has those),
 * through the AWS SDK's S3 client, the same calls for the product and for s3rver: a large object
 * streamed up from a file and down to a file, and a listing of 1,000 keys.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { Agent } from 'node:http';
import { rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { SmallObjectTarget } from '../small-object-load';

/** The client reads the file a megabyte at a time, as storage.bench.ts does. */
const READ_CHUNK_BYTES = 1024 * 1024;

/**
 * A client for the large object: checksums only where an operation requires them. By default the
 * SDK sends a streamed body aws-chunked with a trailing CRC32, which s3rver cannot decode (it
 * stores the chunk framing as the object's bytes); so neither side gets one.
 */
export function createLargeObjectClient(target: SmallObjectTarget): S3Client {
  return new S3Client({
    region: target.region,
    endpoint: target.endpoint,
    forcePathStyle: true,
    credentials: target.credentials,
    maxAttempts: 1,
    requestChecksumCalculation: 'WHEN_REQUIRED',
  });
}

/**
 * The listing's own client, with the SDK's default retries (three attempts), as applications use
 * it. On the 64 KB row's client, a listing against s3rver twice met "socket hang up" (ECONNRESET)
 * at the same point of the run, perhaps on a connection left behind by one of s3rver's empty
 * answers to a GET right after a PUT (small-object-load.ts). listObjects tells the retries it took.
 */
export function createListClient(target: SmallObjectTarget, connections: number): S3Client {
  return new S3Client({
    region: target.region,
    endpoint: target.endpoint,
    forcePathStyle: true,
    credentials: target.credentials,
    requestHandler: { httpAgent: new Agent({ keepAlive: true, maxSockets: connections }) },
  });
}

export interface LargeObject {
  bucket: string;
  key: string;
  /** The file uploaded, and its size. */
  source: string;
  bytes: number;
  /** Where a download is written (and removed again). */
  downloadTo: string;
}

export async function uploadLargeObject(client: S3Client, object: LargeObject): Promise<void> {
  const Body = createReadStream(object.source, { highWaterMark: READ_CHUNK_BYTES });
  await client.send(new PutObjectCommand({ Bucket: object.bucket, Key: object.key, Body, ContentLength: object.bytes }));
}

export async function downloadLargeObject(client: S3Client, object: LargeObject): Promise<void> {
  const { Body, ContentLength } = await client.send(new GetObjectCommand({ Bucket: object.bucket, Key: object.key }));
  if (ContentLength !== object.bytes) throw new Error(`GetObject of ${object.key} announced ${ContentLength} bytes, not ${object.bytes}`);
  await pipeline(Body as Readable, createWriteStream(object.downloadTo));
  await rm(object.downloadTo);
}

/** Puts `count` small objects under `prefix`, `connections` at a time. */
export async function putListingObjects(client: S3Client, bucket: string, prefix: string, count: number, connections: number): Promise<void> {
  let next = 0;
  const loop = async () => {
    for (let index = next++; index < count; index = next++) {
      const Key = `${prefix}${String(index).padStart(4, '0')}.txt`;
      await client.send(new PutObjectCommand({ Bucket: bucket, Key, Body: `object ${index}` }));
    }
  };
  await Promise.all(Array.from({ length: connections }, loop));
}

/** One ListObjectsV2 page of up to 1,000 keys under `prefix`, which must hold `count` keys; the retries it took. */
export async function listObjects(client: S3Client, bucket: string, prefix: string, count: number): Promise<number> {
  const { KeyCount, Contents, $metadata } = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, MaxKeys: 1000 }));
  if (KeyCount !== count || Contents?.length !== count) throw new Error(`ListObjectsV2 under ${prefix} gave ${KeyCount} keys, not ${count}`);
  return ($metadata.attempts ?? 1) - 1;
}
