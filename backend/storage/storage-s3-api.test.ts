/**
 * The object store through the AWS SDK's S3 client, once over the local disk and once over a
 * real S3-compatible server (s3rver) started here: the same operations, limits and guarantees.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CopyObjectCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  ListPartsCommand,
  PutObjectCommand,
  UploadPartCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import sharp from 'sharp';
import { startS3rver, type S3rverInstance } from './test-support/start-s3rver';
import { startStorageBackend, type IdentityCredentials, type StorageTestBackend } from './test-support/start-storage-backend';
import { INHERITED_NAMES } from '../core/test-support/inherited-names';
import { makePng, makePngHeaderOnly, randomPayload, readBody, sha256 } from './test-support/test-files';

jest.setTimeout(240_000);

const MAX_UPLOAD_BYTES = 25 * 1024 * 1024;

describe.each([
  ['the local disk', false],
  ['an S3-compatible bucket (s3rver)', true],
])('the object store on %s', (_name, isS3Bucket) => {
  let upstream: S3rverInstance | undefined;
  let backend: StorageTestBackend;
  let user: IdentityCredentials;
  let s3: S3Client;
  let Bucket: string;

  beforeAll(async () => {
    upstream = isS3Bucket ? await startS3rver() : undefined;
    backend = await startStorageBackend({ env: { STORAGE_MAX_UPLOAD_BYTES: String(MAX_UPLOAD_BYTES), ...upstream?.env } });
    user = await backend.userCredentials('writer@example.com');
    s3 = backend.s3Client(user);
    Bucket = backend.bucket;
  });
  afterAll(async () => {
    await backend?.close();
    await upstream?.close();
  });

  const stagingFiles = () => readdirSync(join(backend.dataDir, 'storage', 'staging'));
  const expectAbsent = async (Key: string) =>
    expect(s3.send(new HeadObjectCommand({ Bucket, Key }))).rejects.toMatchObject({ $metadata: { httpStatusCode: 404 } });

  it('stores what was sent, with its type and metadata, and reads it back', async () => {
    const body = randomPayload(300_000);
    const put = await s3.send(new PutObjectCommand({ Bucket, Key: 'public/round-trip.bin', Body: body, ContentType: 'application/x-test', Metadata: { origin: 'jest' } }));
    const got = await s3.send(new GetObjectCommand({ Bucket, Key: 'public/round-trip.bin' }));
    expect(got).toMatchObject({ ContentType: 'application/x-test', ContentLength: body.length, ETag: put.ETag, Metadata: { origin: 'jest' } });
    expect((await readBody(got.Body)).equals(body)).toBe(true);
  });

  it('takes a streamed body the way the SDK streams it (aws-chunked with a checksum trailer)', async () => {
    const body = randomPayload(200_000);
    await s3.send(new PutObjectCommand({ Bucket, Key: 'public/streamed.bin', Body: Readable.from([body.subarray(0, 70_000), body.subarray(70_000)]), ContentLength: body.length }));
    const got = await s3.send(new GetObjectCommand({ Bucket, Key: 'public/streamed.bin' }));
    expect(sha256(await readBody(got.Body))).toBe(sha256(body));
  });

  it('uploads 20 MB in parts with progress and reads it back byte for byte', async () => {
    const body = randomPayload(20 * 1024 * 1024);
    const progress: number[] = [];
    const upload = new Upload({ client: s3, params: { Bucket, Key: 'public/twenty.bin', Body: body }, partSize: 5 * 1024 * 1024, queueSize: 2 });
    upload.on('httpUploadProgress', ({ loaded }) => progress.push(loaded ?? 0));
    const result = await upload.done();
    expect(progress.at(-1)).toBe(body.length);
    const got = await s3.send(new GetObjectCommand({ Bucket, Key: 'public/twenty.bin' }));
    expect(got.ContentLength).toBe(body.length);
    // The bucket's ETag is the truth (s3rver does not make S3's multipart kind; the disk does).
    expect(got.ETag).toBe(result.ETag);
    if (!isS3Bucket) expect(result.ETag).toMatch(/^"[0-9a-f]{32}-4"$/);
    expect(sha256(await readBody(got.Body))).toBe(sha256(body));
    expect(stagingFiles()).toEqual([]);
  });

  it('answers byte ranges, and refuses one past the end', async () => {
    const body = Buffer.from('0123456789abcdefghij');
    await s3.send(new PutObjectCommand({ Bucket, Key: 'public/range.txt', Body: body }));
    const read = async (Range: string) => {
      const got = await s3.send(new GetObjectCommand({ Bucket, Key: 'public/range.txt', Range }));
      return { text: (await readBody(got.Body)).toString(), range: got.ContentRange };
    };
    expect(await read('bytes=0-9')).toEqual({ text: '0123456789', range: 'bytes 0-9/20' });
    expect(await read('bytes=15-')).toEqual({ text: 'fghij', range: 'bytes 15-19/20' });
    expect(await read('bytes=-3')).toEqual({ text: 'hij', range: 'bytes 17-19/20' });
    await expect(read('bytes=20-30')).rejects.toMatchObject({ name: 'InvalidRange', $metadata: { httpStatusCode: 416 } });
  });

  it('lists by prefix and delimiter, a page at a time', async () => {
    for (const name of ['a.txt', 'b.txt', 'c.txt', 'nested/d.txt', 'nested/e.txt']) {
      await s3.send(new PutObjectCommand({ Bucket, Key: `public/list/${name}`, Body: name }));
    }
    const first = await s3.send(new ListObjectsV2Command({ Bucket, Prefix: 'public/list/', Delimiter: '/', MaxKeys: 2 }));
    expect(first.Contents?.map((item) => item.Key)).toEqual(['public/list/a.txt', 'public/list/b.txt']);
    expect(first.IsTruncated).toBe(true);
    const second = await s3.send(new ListObjectsV2Command({ Bucket, Prefix: 'public/list/', Delimiter: '/', MaxKeys: 2, ContinuationToken: first.NextContinuationToken }));
    expect(second.Contents?.map((item) => item.Key)).toEqual(['public/list/c.txt']);
    expect(second.CommonPrefixes?.map((item) => item.Prefix)).toEqual(['public/list/nested/']);
    expect(second.IsTruncated).toBe(false);
  });

  it('copies and deletes objects', async () => {
    await s3.send(new PutObjectCommand({ Bucket, Key: 'public/original.txt', Body: 'copy me', ContentType: 'text/plain' }));
    await s3.send(new CopyObjectCommand({ Bucket, Key: 'public/copied.txt', CopySource: `${Bucket}/public/original.txt` }));
    const copied = await s3.send(new GetObjectCommand({ Bucket, Key: 'public/copied.txt' }));
    expect((await readBody(copied.Body)).toString()).toBe('copy me');
    await s3.send(new DeleteObjectCommand({ Bucket, Key: 'public/copied.txt' }));
    await expectAbsent('public/copied.txt');
    await expect(s3.send(new GetObjectCommand({ Bucket, Key: 'public/copied.txt' }))).rejects.toMatchObject({ name: 'NoSuchKey' });
  });

  it('refuses an upload over the size limit with EntityTooLarge and keeps nothing of it', async () => {
    await expect(s3.send(new PutObjectCommand({ Bucket, Key: 'public/too-big.bin', Body: randomPayload(MAX_UPLOAD_BYTES + 1) }))).rejects.toMatchObject({
      name: 'EntityTooLarge',
      $metadata: { httpStatusCode: 400 },
    });
    await expectAbsent('public/too-big.bin');
    expect(stagingFiles()).toEqual([]);
  });

  it('refuses a body that does not match its Content-MD5 or checksum and keeps nothing of it', async () => {
    const Key = 'public/corrupt.bin';
    await expect(s3.send(new PutObjectCommand({ Bucket, Key, Body: 'hello', ContentMD5: Buffer.alloc(16).toString('base64') }))).rejects.toMatchObject({ name: 'BadDigest' });
    await expect(s3.send(new PutObjectCommand({ Bucket, Key, Body: 'hello', ChecksumCRC32: 'AAAAAA==' }))).rejects.toMatchObject({ name: 'BadDigest' });
    await expectAbsent(Key);
    expect(stagingFiles()).toEqual([]);
  });

  it('drops every part of an aborted multipart upload', async () => {
    const Key = 'public/aborted.bin';
    const { UploadId } = await s3.send(new CreateMultipartUploadCommand({ Bucket, Key }));
    await s3.send(new UploadPartCommand({ Bucket, Key, UploadId, PartNumber: 1, Body: randomPayload(1024) }));
    expect((await s3.send(new ListPartsCommand({ Bucket, Key, UploadId }))).Parts?.map((part) => part.PartNumber)).toEqual([1]);
    await s3.send(new AbortMultipartUploadCommand({ Bucket, Key, UploadId }));
    await expect(s3.send(new ListPartsCommand({ Bucket, Key, UploadId }))).rejects.toMatchObject({ name: 'NoSuchUpload' });
    await expectAbsent(Key);
  });

  it('serves a presigned GET until it expires, and a presigned PUT', async () => {
    await s3.send(new PutObjectCommand({ Bucket, Key: 'public/presigned.txt', Body: 'signed in the URL' }));
    const url = await getSignedUrl(s3, new GetObjectCommand({ Bucket, Key: 'public/presigned.txt' }), { expiresIn: 60 });
    expect(await (await fetch(url)).text()).toBe('signed in the URL');
    const stale = await getSignedUrl(s3, new GetObjectCommand({ Bucket, Key: 'public/presigned.txt' }), { expiresIn: 60, signingDate: new Date(Date.now() - 120_000) });
    const refused = await fetch(stale);
    expect(refused.status).toBe(403);
    expect(await refused.text()).toMatch(/<Code>AccessDenied<\/Code><Message>Request has expired<\/Message>/);

    const putUrl = await getSignedUrl(s3, new PutObjectCommand({ Bucket, Key: 'public/presigned-put.txt' }), { expiresIn: 60 });
    expect((await fetch(putUrl, { method: 'PUT', body: 'put by URL' })).status).toBe(200);
    const got = await s3.send(new GetObjectCommand({ Bucket, Key: 'public/presigned-put.txt' }));
    expect((await readBody(got.Body)).toString()).toBe('put by URL');
  });

  it('refuses a tampered signature, in the URL or in the headers', async () => {
    await s3.send(new PutObjectCommand({ Bucket, Key: 'public/tamper.txt', Body: 'x' }));
    const url = new URL(await getSignedUrl(s3, new GetObjectCommand({ Bucket, Key: 'public/tamper.txt' }), { expiresIn: 60 }));
    const signature = url.searchParams.get('X-Amz-Signature') ?? '';
    url.searchParams.set('X-Amz-Signature', `${signature[0] === '0' ? '1' : '0'}${signature.slice(1)}`);
    const refused = await fetch(url);
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain('<Code>SignatureDoesNotMatch</Code>');

    const tampering = backend.s3Client(user);
    tampering.middlewareStack.add(
      (next) => async (args) => {
        (args.request as { headers: Record<string, string> }).headers.range = 'bytes=0-0';
        return next(args);
      },
      { step: 'finalizeRequest', priority: 'low', name: 'changeRangeAfterSigning' },
    );
    await expect(tampering.send(new GetObjectCommand({ Bucket, Key: 'public/tamper.txt', Range: 'bytes=0-1' }))).rejects.toMatchObject({
      name: 'SignatureDoesNotMatch',
      $metadata: { httpStatusCode: 403 },
    });
  });

  it.each(['../escape.txt', 'public/../../escape.txt', 'public/./escape.txt', 'public/a/../../../escape.txt'])(
    'refuses the path traversal key %s and writes nothing',
    async (Key) => {
      await expect(s3.send(new PutObjectCommand({ Bucket, Key, Body: 'nope' }))).rejects.toBeDefined();
      const listed = await s3.send(new ListObjectsV2Command({ Bucket, Prefix: 'public/' }));
      expect(listed.Contents?.map((item) => item.Key).filter((key) => key?.includes('escape'))).toEqual([]);
      expect(readdirSync(backend.dataDir).filter((name) => name.includes('escape'))).toEqual([]);
    },
  );

  it('refuses a percent-encoded traversal sent raw', async () => {
    const refused = await fetch(`${backend.endpoint}/${Bucket}/public/%2e%2e/%2e%2e/escape.txt`);
    expect([400, 404]).toContain(refused.status);
  });

  it('keeps only pictures under the picture prefixes, judged by content', async () => {
    const Key = `profile-avatar/${user.identityId}/avatar.png`;
    await expect(s3.send(new PutObjectCommand({ Bucket, Key, Body: '<svg onload="alert(1)"/>', ContentType: 'image/png' }))).rejects.toMatchObject({
      name: 'InvalidArgument',
    });
    await expectAbsent(Key);
    await s3.send(new PutObjectCommand({ Bucket, Key, Body: await makePng(), ContentType: 'text/html' }));
    expect((await s3.send(new HeadObjectCommand({ Bucket, Key }))).ContentType).toBe('image/png');
  });

  it('refuses a picture whose header claims more than 60 megapixels, without decoding it', async () => {
    const Key = `profile-avatar/${user.identityId}/bomb.png`;
    await expect(s3.send(new PutObjectCommand({ Bucket, Key, Body: makePngHeaderOnly(9000, 9000) }))).rejects.toMatchObject({
      name: 'InvalidArgument',
      message: expect.stringContaining('at most 60 megapixels'),
    });
    await expectAbsent(Key);
  });

  it('serves display-size variants of a picture to guests, with long-lived caching for a versioned URL', async () => {
    const Key = `images/${user.identityId}/wide.png`;
    const { ETag } = await s3.send(new PutObjectCommand({ Bucket, Key, Body: await makePng(1600, 900) }));
    const url = `${backend.endpoint}/${Bucket}/${Key}?variant=w640&v=${ETag?.replaceAll('"', '')}`;
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const { width, format } = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect({ width, format }).toEqual({ width: 640, format: 'webp' });
    const revalidated = await fetch(url, { headers: { 'If-None-Match': response.headers.get('etag') ?? '' } });
    expect(revalidated.status).toBe(304);
    const unversioned = await fetch(`${backend.endpoint}/${Bucket}/${Key}?variant=w640`);
    expect(unversioned.headers.get('cache-control')).toBe('public, no-cache');
  });

  it('lets an unsigned request read what guests may read, and nothing else', async () => {
    await s3.send(new PutObjectCommand({ Bucket, Key: 'public/open.txt', Body: 'for everyone' }));
    const read = await fetch(`${backend.endpoint}/${Bucket}/public/open.txt`);
    expect(await read.text()).toBe('for everyone');
    expect(read.headers.get('x-content-type-options')).toBe('nosniff');
    const write = await fetch(`${backend.endpoint}/${Bucket}/public/open.txt`, { method: 'PUT', body: 'defaced' });
    expect(write.status).toBe(403);
    expect(await write.text()).toContain('<Code>AccessDenied</Code>');
    const listAll = await fetch(`${backend.endpoint}/${Bucket}?list-type=2`);
    expect(listAll.status).toBe(403);
  });

  it('treats inherited names in the query string and in metadata as ordinary names', async () => {
    const Key = 'public/names.txt';
    await s3.send(new PutObjectCommand({ Bucket, Key, Body: 'named', Metadata: { ['__proto__']: 'kept', constructor: 'also kept' } }));
    // The SDK's reader drops an `x-amz-meta-__proto__` header, so the headers are read as sent.
    const raw = await fetch(`${backend.endpoint}/${Bucket}/${Key}`, { method: 'HEAD' });
    expect(raw.headers.get('x-amz-meta-constructor')).toBe('also kept');
    // s3rver (the stand-in bucket) drops that name itself; the disk store keeps it.
    if (!isS3Bucket) expect(raw.headers.get('x-amz-meta-__proto__')).toBe('kept');
    const query = INHERITED_NAMES.map((name, index) => (index % 2 ? `${name}=1` : name)).join('&');
    const read = await fetch(`${backend.endpoint}/${Bucket}/${Key}?${query}`);
    expect([read.status, await read.text()]).toEqual([200, 'named']);
    const list = await fetch(`${backend.endpoint}/${Bucket}?list-type=2&prefix=public/&${query}`);
    expect(list.status).toBeLessThan(500);
  });
});
