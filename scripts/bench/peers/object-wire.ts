/**
 * The storage rows' operations on the wire client (wire-client.ts): the requests the SDK's S3 client
 * sends (captured 2026-11-27 against a plain HTTP server; path-style, ?x-id=…, SigV4 over the same
 * headers), with none of its middleware, retries or stream wrapping.
 * - PutObject of a 64 KB buffer: content-type, content-length, the CRC32 the SDK adds by default
 *   (x-amz-sdk-checksum-algorithm, x-amz-checksum-crc32) and the body's SHA-256 as
 *   x-amz-content-sha256. The body is the same on every PUT of a loop, so its two hashes are
 *   computed once per loop (the SDK computes them per call; the bytes sent are the same).
 * - GetObject: x-amz-checksum-mode ENABLED and the empty body's hash, as the SDK sends them.
 *   A 64 KB answer must be the very bytes put (compared whole, Buffer.equals); the large object's
 *   must have its length and the source's bytes at 800 sampled places (64 bytes every 64 KB, at an
 *   offset that moves), since a full checksum would cost this thread more than the server spends
 *   (zlib.crc32 measured ~55 ms per 50 MB here, our server ~35-45 ms per download).
 * Any other status than 200 throws (the row fails), as the SDK's client does with one attempt.
 */
import { createHash, randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { crc32 } from 'node:zlib';
import type { Pool } from 'undici';
import type { SmallObjectLoad, SmallObjectResult, SmallObjectTarget } from '../small-object-load';
import { checkSignerAgainstSdk, createWirePool, EMPTY_SHA256, WireSigner, type SigningCredentials } from './wire-client';

export interface WireBucket {
  pool: Pool;
  signer: WireSigner;
  host: string;
  /** The endpoint's path and the bucket, as the SDK puts them before a key (path-style). */
  bucketPath: string;
}

/** The S3 target's credentials as plain keys (the bench gives them as an object, never a provider). */
function staticCredentials(target: SmallObjectTarget): SigningCredentials {
  const credentials = target.credentials as SigningCredentials | undefined;
  if (!credentials || typeof credentials !== 'object' || !credentials.accessKeyId) throw new Error('the wire client needs static credentials');
  return credentials;
}

/** A pool of `connections` to the target, and its signer, checked against the SDK's signer first. */
export async function createWireBucket(target: SmallObjectTarget, connections: number): Promise<WireBucket> {
  const url = new URL(target.endpoint);
  const credentials = staticCredentials(target);
  const signer = new WireSigner(credentials, target.region);
  const bucketPath = `${url.pathname.replace(/\/$/, '')}/${target.bucket}`;
  const key = `${bucketPath}/${target.keyPrefix}check.bin`;
  await checkSignerAgainstSdk(signer, credentials, target.region, url.origin, { method: 'GET', path: key, query: 'x-id=GetObject', headers: getHeaders() });
  await checkSignerAgainstSdk(signer, credentials, target.region, url.origin, { method: 'PUT', path: key, query: 'x-id=PutObject', headers: putHeaders(bodyHashes(Buffer.from('check'))) });
  return { pool: createWirePool(url.origin, connections), signer, host: url.host, bucketPath };
}

interface BodyHashes {
  bytes: number;
  crc32: string;
  sha256: string;
}

function bodyHashes(body: Buffer): BodyHashes {
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return { bytes: body.length, crc32: crc.toString('base64'), sha256: createHash('sha256').update(body).digest('hex') };
}

const putHeaders = (hashes: BodyHashes): Record<string, string> => ({
  'content-type': 'application/octet-stream',
  'content-length': String(hashes.bytes),
  'x-amz-sdk-checksum-algorithm': 'CRC32',
  'x-amz-checksum-crc32': hashes.crc32,
  'x-amz-content-sha256': hashes.sha256,
});

const getHeaders = (): Record<string, string> => ({ 'x-amz-checksum-mode': 'ENABLED', 'x-amz-content-sha256': EMPTY_SHA256 });

/** The SDK's unsigned per-call headers (an invocation id, the attempt). */
const sdkHeaders = () => ({ 'amz-sdk-invocation-id': randomUUID(), 'amz-sdk-request': 'attempt=1; max=1' });

async function send(target: WireBucket, method: 'GET' | 'PUT', key: string, headers: Record<string, string>, body?: Buffer) {
  const path = `${target.bucketPath}/${key}`;
  const query = method === 'GET' ? 'x-id=GetObject' : 'x-id=PutObject';
  const signed = target.signer.sign({ method, path, query, headers: { ...headers, host: target.host } });
  return target.pool.request({ method, path: `${path}?${query}`, headers: { ...signed.headers, ...sdkHeaders() }, body });
}

async function failure(method: string, key: string, statusCode: number, body: { text(): Promise<string> }): Promise<Error> {
  return new Error(`${method} ${key} answered ${statusCode}: ${(await body.text()).slice(0, 200)}`);
}

/**
 * small-object-load.ts's loops on the wire: each loop puts its 64 KB object and reads it back until
 * `durationMs` has passed; a GET that brings back other bytes is counted apart, not as a pair.
 */
export async function runSmallObjectLoadOnWire(target: WireBucket, keyPrefix: string, load: SmallObjectLoad, body: Buffer): Promise<SmallObjectResult> {
  const headers = putHeaders(bodyHashes(body));
  const started = performance.now();
  const deadline = started + load.durationMs;
  let pairs = 0;
  let wrongReads = 0;
  const loop = async (index: number) => {
    const key = `${keyPrefix}${index}.bin`;
    while (performance.now() < deadline) {
      const put = await send(target, 'PUT', key, headers, body);
      if (put.statusCode !== 200) throw await failure('PUT', key, put.statusCode, put.body);
      await put.body.dump();
      const get = await send(target, 'GET', key, getHeaders());
      if (get.statusCode !== 200) throw await failure('GET', key, get.statusCode, get.body);
      const bytes = Buffer.from(await get.body.arrayBuffer());
      if (bytes.equals(body)) pairs += 1;
      else wrongReads += 1;
    }
  };
  await Promise.all(Array.from({ length: load.connections }, (_, index) => loop(index)));
  return { pairs, ms: performance.now() - started, wrongReads };
}

/** Where the large download is sampled: 64 bytes every 64 KB, at an offset within each that moves. */
const SAMPLE_STRIDE = 64 * 1024;
const SAMPLE_BYTES = 64;

export function sampleOffsets(bytes: number): number[] {
  const offsets: number[] = [];
  for (let block = 0; block * SAMPLE_STRIDE < bytes; block++) {
    const offset = block * SAMPLE_STRIDE + ((block * 7919) % (SAMPLE_STRIDE - SAMPLE_BYTES));
    if (offset + SAMPLE_BYTES <= bytes) offsets.push(offset);
  }
  offsets.push(bytes - SAMPLE_BYTES); // the last bytes too
  return offsets;
}

/**
 * Downloads `key`, which must hold `source`: the answer's length (announced and received) and the
 * sampled bytes must match. Returns nothing; a mismatch throws.
 */
export async function downloadOnWire(target: WireBucket, key: string, source: Buffer, samples: number[]): Promise<void> {
  const response = await send(target, 'GET', key, getHeaders());
  if (response.statusCode !== 200) throw await failure('GET', key, response.statusCode, response.body);
  if (Number(response.headers['content-length']) !== source.length) {
    await response.body.dump();
    throw new Error(`GET ${key} announced ${String(response.headers['content-length'])} bytes, not ${source.length}`);
  }
  let position = 0;
  let next = 0;
  for await (const chunk of response.body as AsyncIterable<Buffer>) {
    const end = position + chunk.length;
    // Every sample that overlaps this chunk: the overlapping part compared with the source's.
    for (let index = next; index < samples.length && samples[index] < end; index++) {
      const from = Math.max(samples[index], position);
      const to = Math.min(samples[index] + SAMPLE_BYTES, end);
      if (to > from && source.compare(chunk, from - position, to - position, from, to) !== 0) {
        throw new Error(`GET ${key} brought back other bytes at ${from}`);
      }
      if (samples[index] + SAMPLE_BYTES <= end) next = index + 1;
    }
    position = end;
  }
  if (position !== source.length) throw new Error(`GET ${key} brought back ${position} bytes, not ${source.length}`);
}
