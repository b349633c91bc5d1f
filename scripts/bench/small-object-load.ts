// Small objects for the storage benchmark: `connections` loops, each on a connection of its own,
// each putting a 64 KB object (PutObject) and reading it back (GetObject) over and over for a
// fixed time, through whichever S3 endpoint the client names. The same code drives the product
// and s3rver, so the figures differ only by the server.
import { randomBytes } from 'node:crypto';
import { Agent } from 'node:http';
import { performance } from 'node:perf_hooks';
import { GetObjectCommand, PutObjectCommand, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';

export interface SmallObjectLoad {
  connections: number;
  objectBytes: number;
  durationMs: number;
}

export interface SmallObjectTarget {
  endpoint: string;
  region: string;
  bucket: string;
  credentials: S3ClientConfig['credentials'];
  /** Each loop overwrites its own key under this prefix. */
  keyPrefix: string;
}

/** Completed PUT+GET pairs, the milliseconds they took, and the GETs that brought back other bytes (not counted as pairs). */
export interface SmallObjectResult {
  pairs: number;
  ms: number;
  wrongReads: number;
}

/** A client with exactly `connections` kept-alive sockets, as an application's S3 client would hold them. */
export function createSmallObjectClient(target: SmallObjectTarget, connections: number): S3Client {
  return new S3Client({
    region: target.region,
    endpoint: target.endpoint,
    forcePathStyle: true,
    credentials: target.credentials,
    maxAttempts: 1,
    requestHandler: { httpAgent: new Agent({ keepAlive: true, maxSockets: connections }) },
  });
}

/**
 * Runs the loops until `durationMs` has passed. A GET must bring back the bytes just put; one
 * that does not (s3rver sometimes answers a GET right after a PUT with an empty body) is counted
 * apart, so a server is not paid for wrong answers.
 */
export async function runSmallObjectLoad(client: S3Client, target: SmallObjectTarget, load: SmallObjectLoad): Promise<SmallObjectResult> {
  const body = randomBytes(load.objectBytes);
  const started = performance.now();
  const deadline = started + load.durationMs;
  let pairs = 0;
  let wrongReads = 0;
  const loop = async (index: number) => {
    const Key = `${target.keyPrefix}${index}.bin`;
    while (performance.now() < deadline) {
      await client.send(new PutObjectCommand({ Bucket: target.bucket, Key, Body: body, ContentType: 'application/octet-stream' }));
      const { Body } = await client.send(new GetObjectCommand({ Bucket: target.bucket, Key }));
      const bytes = await Body?.transformToByteArray();
      if (bytes && Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).equals(body)) pairs += 1;
      else wrongReads += 1;
    }
  };
  await Promise.all(Array.from({ length: load.connections }, (_, index) => loop(index)));
  return { pairs, ms: performance.now() - started, wrongReads };
}
