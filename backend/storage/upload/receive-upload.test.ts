/**
 * receiveUpload over a real HTTP connection: a body is kept only when it is whole and matches
 * every claim the client made about it, and a refused or abandoned body leaves nothing behind.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer, request, type OutgoingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { VerifiedSigV4Request } from '../../core/sigv4/verify-sigv4-request';
import { HttpError } from '../../core/http/http-error';
import { S3Error } from '../protocol/s3-error';
import { randomPayload } from '../test-support/test-files';
import { CHECKSUM_ALGORITHMS } from './checksum-algorithms.mjs';
import { IN_LINE_HASH_MAX_BYTES } from './hash-in-line';
import { receiveUpload } from './receive-upload';

const MAX_BYTES = 3 * 1024 * 1024;

interface Outcome {
  status: number;
  code: string;
  size?: number;
  md5?: string;
  checksum?: string;
  stored?: Buffer;
}

let server: Server;
let port: number;
let stagingDir: string;
/** What the server made of each request, in order, once it is done with it. */
let outcomes: Promise<Outcome>[] = [];

/** What verifySigV4Request gives for a header-signed request: only the payload hash matters here. */
function verifiedSignature(payloadHash: string): VerifiedSigV4Request {
  return {
    accessKeyId: 'ASIATEST',
    location: 'header',
    payloadHash,
    signature: '0'.repeat(64),
    amzDate: '20260101T000000Z',
    signingDate: new Date('2026-01-01T00:00:00Z'),
    scope: '20260101/us-west-2/s3/aws4_request',
    signingKey: Buffer.alloc(32),
  };
}

beforeAll(async () => {
  stagingDir = await mkdtemp(join(tmpdir(), 'receive-upload-'));
  server = createServer((req, res) => {
    const payloadHash = req.headers['x-amz-content-sha256'];
    const signature = typeof payloadHash === 'string' ? verifiedSignature(payloadHash) : null;
    const outcome = receiveUpload(req, { stagingDir, maxBytes: MAX_BYTES, signature }).then(
      async (upload): Promise<Outcome> => {
        const stored = await readFile(upload.path);
        await rm(upload.path);
        return { status: 200, code: 'OK', size: upload.size, md5: upload.md5.toString('hex'), checksum: upload.checksum?.value, stored };
      },
      // S3Error names its code; the aws-chunked decoder's HttpError its type (the S3 layer maps both).
      (error: S3Error | HttpError): Outcome => ({ status: error.status, code: error instanceof S3Error ? error.code : error.type }),
    );
    outcomes.push(outcome);
    void outcome.then(({ status, code }) => res.writeHead(status, { 'content-type': 'text/plain' }).end(code));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await rm(stagingDir, { recursive: true, force: true });
});
beforeEach(() => {
  outcomes = [];
});

/** PUTs `pieces` one after another and gives what the server made of it. */
async function put(pieces: Buffer[], headers: OutgoingHttpHeaders = {}): Promise<Outcome> {
  await new Promise<void>((resolve, reject) => {
    const req = request({ port, host: '127.0.0.1', method: 'PUT', path: '/upload', headers }, (res) => {
      res.resume();
      res.on('end', resolve);
    });
    req.on('error', reject);
    for (const piece of pieces) req.write(piece);
    req.end();
  });
  return outcomes[0];
}

const md5Hex = (data: Buffer) => createHash('md5').update(data).digest('hex');
const md5Base64 = (data: Buffer) => createHash('md5').update(data).digest('base64');
const sha256Hex = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const stagedFiles = () => readdir(stagingDir);

describe('receiveUpload', () => {
  it('keeps a body as it was sent, with its MD5 for the ETag', async () => {
    const body = randomPayload(2 * 1024 * 1024 + 99);
    const outcome = await put([body.subarray(0, 5000), body.subarray(5000)], { 'content-length': body.length });
    expect(outcome).toMatchObject({ status: 200, size: body.length, md5: md5Hex(body) });
    expect(outcome.stored?.equals(body)).toBe(true);
  });

  it('holds a body to the payload hash its signature covers', async () => {
    const body = randomPayload(100_000);
    expect(await put([body], { 'content-length': body.length, 'x-amz-content-sha256': sha256Hex(body) })).toMatchObject({ status: 200 });
    outcomes = [];
    const other = sha256Hex(Buffer.from('something else'));
    expect(await put([body], { 'content-length': body.length, 'x-amz-content-sha256': other })).toMatchObject({ status: 400, code: 'XAmzContentSHA256Mismatch' });
    expect(await stagedFiles()).toEqual([]);
  });

  it('holds a body to its Content-MD5', async () => {
    const body = Buffer.from('checked by MD5');
    expect(await put([body], { 'content-md5': md5Base64(body) })).toMatchObject({ status: 200, md5: md5Hex(body) });
    outcomes = [];
    expect(await put([body], { 'content-md5': md5Base64(Buffer.from('not the body')) })).toMatchObject({ status: 400, code: 'BadDigest' });
    expect(await stagedFiles()).toEqual([]);
  });

  it('holds a body to an x-amz-checksum header, and to a checksum trailer of an aws-chunked body', async () => {
    const crc32OfHelloWorld = 'DUoRhQ==';
    expect(await put([Buffer.from('hello world')], { 'x-amz-checksum-crc32': crc32OfHelloWorld })).toMatchObject({ status: 200, checksum: crc32OfHelloWorld });
    outcomes = [];
    expect(await put([Buffer.from('hello there')], { 'x-amz-checksum-crc32': crc32OfHelloWorld })).toMatchObject({ status: 400, code: 'BadDigest' });

    const chunked = (trailer: string) => Buffer.from(`5\r\nhello\r\n6\r\n world\r\n0\r\nx-amz-checksum-crc32:${trailer}\r\n\r\n`);
    const streaming = {
      'content-encoding': 'aws-chunked',
      'x-amz-content-sha256': 'STREAMING-UNSIGNED-PAYLOAD-TRAILER',
      'x-amz-decoded-content-length': 11,
      'x-amz-trailer': 'x-amz-checksum-crc32',
    };
    outcomes = [];
    expect(await put([chunked(crc32OfHelloWorld)], streaming)).toMatchObject({ status: 200, size: 11, checksum: crc32OfHelloWorld });
    outcomes = [];
    expect(await put([chunked('AAAAAA==')], streaming)).toMatchObject({ status: 400, code: 'BadDigest' });
    expect(await stagedFiles()).toEqual([]);
  });

  it.each([
    ['at the in-line hashing limit', IN_LINE_HASH_MAX_BYTES],
    ['just past it, hashed on the worker', IN_LINE_HASH_MAX_BYTES + 1],
  ])('holds a body %s to every claim', async (_side, length) => {
    const body = randomPayload(length);
    const crc32 = new CHECKSUM_ALGORITHMS.CRC32();
    crc32.update(body);
    const checksum = Buffer.from(await crc32.digest()).toString('base64');
    const claims = { 'content-length': body.length, 'content-md5': md5Base64(body), 'x-amz-content-sha256': sha256Hex(body), 'x-amz-checksum-crc32': checksum };
    expect(await put([body.subarray(0, 1000), body.subarray(1000)], claims)).toMatchObject({ status: 200, size: length, md5: md5Hex(body), checksum });
    expect(outcomes.length === 1 && (await outcomes[0]).stored?.equals(body)).toBe(true);
    outcomes = [];
    // One bit changed at the end: each claim, checked alone, catches it.
    const changed = Buffer.from(body);
    changed[length - 1] ^= 1;
    const refusals = [];
    for (const claim of [{ 'content-md5': claims['content-md5'] }, { 'x-amz-content-sha256': claims['x-amz-content-sha256'] }, { 'x-amz-checksum-crc32': checksum }]) {
      outcomes = [];
      refusals.push((await put([changed], { 'content-length': length, ...claim })).code);
    }
    expect(refusals).toEqual(['BadDigest', 'XAmzContentSHA256Mismatch', 'BadDigest']);
    expect(await stagedFiles()).toEqual([]);
  });

  it('checks a small body sent whole before it makes a file: a refused one never reaches the disk', async () => {
    const body = randomPayload(64 * 1024);
    const crc32 = new CHECKSUM_ALGORITHMS.CRC32();
    crc32.update(body);
    const checksum = Buffer.from(await crc32.digest()).toString('base64');
    const opened: string[] = [];
    const realOpen = fs.open;
    jest.spyOn(fs, 'open').mockImplementation(((path: string, ...rest: unknown[]) => {
      opened.push(path);
      return (realOpen as (...args: unknown[]) => void)(path, ...rest);
    }) as typeof fs.open);
    try {
      const other = randomPayload(64 * 1024);
      for (const claim of [{ 'content-md5': md5Base64(other) }, { 'x-amz-content-sha256': sha256Hex(other) }, { 'x-amz-checksum-crc32': 'AAAAAA==' }]) {
        outcomes = [];
        expect(await put([body], { 'content-length': body.length, ...claim })).toMatchObject({ status: 400 });
      }
      expect(opened.filter((path) => path.startsWith(stagingDir))).toEqual([]);
      outcomes = [];
      const claims = { 'content-length': body.length, 'content-md5': md5Base64(body), 'x-amz-content-sha256': sha256Hex(body), 'x-amz-checksum-crc32': checksum };
      expect(await put([body.subarray(0, 100), body.subarray(100)], claims)).toMatchObject({ status: 200, size: body.length, md5: md5Hex(body), checksum });
      expect((await outcomes[0]).stored?.equals(body)).toBe(true);
      expect(opened.filter((path) => path.startsWith(stagingDir))).toHaveLength(1);
    } finally {
      jest.restoreAllMocks();
    }
  });

  it('keeps nothing of a small body whose client went away part-way', async () => {
    await new Promise<void>((resolve) => {
      const req = request({ port, host: '127.0.0.1', method: 'PUT', path: '/upload', headers: { 'content-length': 64 * 1024 } });
      req.on('error', () => resolve());
      req.write(randomPayload(1000), () => setImmediate(() => req.destroy()));
    });
    while (outcomes.length === 0) await new Promise((resolve) => setImmediate(resolve));
    expect(await outcomes[0]).toMatchObject({ status: 400, code: 'IncompleteBody' });
    expect(await stagedFiles()).toEqual([]);
  });

  it('refuses an aws-chunked body longer than it said, and keeps nothing of it', async () => {
    const streaming = { 'content-encoding': 'aws-chunked', 'x-amz-content-sha256': 'STREAMING-UNSIGNED-PAYLOAD-TRAILER', 'x-amz-decoded-content-length': 5 };
    expect(await put([Buffer.from('5\r\nhello\r\n6\r\n world\r\n0\r\n\r\n')], streaming)).toMatchObject({ status: 400, code: 'IncompleteBody' });
    expect(await stagedFiles()).toEqual([]);
  });

  it('refuses a body that grows past the limit part-way, and keeps nothing of it', async () => {
    const pieces = Array.from({ length: 4 }, () => randomPayload(1024 * 1024));
    expect(await put(pieces, { 'transfer-encoding': 'chunked' })).toMatchObject({ status: 400, code: 'EntityTooLarge' });
    expect(await stagedFiles()).toEqual([]);
  });

  it('refuses a body shorter than it said, and one broken at its first bytes, and keeps nothing of either', async () => {
    const streaming = { 'content-encoding': 'aws-chunked', 'x-amz-content-sha256': 'STREAMING-UNSIGNED-PAYLOAD-TRAILER', 'x-amz-decoded-content-length': 5 };
    expect(await put([Buffer.from('not a chunk size\r\n')], streaming)).toMatchObject({ status: 400, code: 'IncompleteBody' });
    outcomes = [];
    expect(await put([Buffer.from('5\r\nhel\r\n0\r\n\r\n')], { ...streaming, 'x-amz-decoded-content-length': 3 })).toMatchObject({ status: 400 });
    expect(await stagedFiles()).toEqual([]);
  });

  it('keeps nothing of a body whose client went away part-way', async () => {
    await new Promise<void>((resolve) => {
      const req = request({ port, host: '127.0.0.1', method: 'PUT', path: '/upload', headers: { 'content-length': 2 * 1024 * 1024 } });
      req.on('error', () => resolve());
      req.write(randomPayload(1024 * 1024), () => setImmediate(() => req.destroy()));
    });
    while (outcomes.length === 0) await new Promise((resolve) => setImmediate(resolve));
    expect(await outcomes[0]).toMatchObject({ status: 400, code: 'IncompleteBody' });
    expect(await stagedFiles()).toEqual([]);
  });
});
