import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import { Sha256 } from '@aws-crypto/sha256-js';
import { SignatureV4 } from '@smithy/signature-v4';
import { AwsChunkedDecoder } from './aws-chunked-decoder';
import { createSigningKeyCache } from './signing-key-cache';
import { SigV4Error } from './sigv4-error';
import { verifySigV4Request, type SigV4RequestExpectation } from './verify-sigv4-request';

const credentials = { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY', sessionToken: 'token-1' };
const now = new Date('2024-05-01T12:00:00Z');
const expectation: SigV4RequestExpectation = {
  service: 's3',
  region: 'us-west-2',
  pathEncoding: 's3',
  isPresignAllowed: true,
  now,
  findSecret: (accessKeyId, sessionToken) =>
    accessKeyId === credentials.accessKeyId && sessionToken === credentials.sessionToken ? credentials.secretAccessKey : null,
};

/** Just enough of an IncomingMessage for the verifier: method, raw target and headers. */
function fakeRequest(method: string, url: string, headers: Record<string, string>): IncomingMessage {
  const lower = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
  return {
    method,
    url,
    headers: lower,
    headersDistinct: Object.fromEntries(Object.entries(lower).map(([name, value]) => [name, [value]])),
  } as unknown as IncomingMessage;
}

const s3Signer = new SignatureV4({ service: 's3', region: 'us-west-2', credentials, sha256: Sha256, uriEscapePath: false, applyChecksum: false });

async function signedRequest(path: string, query: Record<string, string> = {}, extraHeaders: Record<string, string> = {}) {
  const signed = await s3Signer.sign(
    {
      method: 'GET',
      protocol: 'http:',
      hostname: 'localhost',
      port: 3000,
      path,
      query,
      headers: { host: 'localhost:3000', 'x-amz-content-sha256': 'UNSIGNED-PAYLOAD', ...extraHeaders },
    },
    { signingDate: now },
  );
  const search = new URLSearchParams(query).toString();
  return fakeRequest('GET', `${path}${search ? `?${search}` : ''}`, signed.headers as Record<string, string>);
}

function expectFailure(run: () => unknown, reason: string): void {
  let error: unknown;
  try {
    run();
  } catch (caught) {
    error = caught;
  }
  expect(error).toBeInstanceOf(SigV4Error);
  expect((error as SigV4Error).reason).toBe(reason);
}

describe('verifySigV4Request', () => {
  it('accepts an S3 request signed in its headers, encoded the way the SDK encodes keys', async () => {
    const req = await signedRequest('/_aws/s3/bucket/profile-avatar/us-west-2%3Aabc/photo%20%281%29.png', { 'x-id': 'GetObject' });
    const verified = verifySigV4Request(req, expectation);
    expect(verified).toMatchObject({ accessKeyId: 'AKIDEXAMPLE', sessionToken: 'token-1', location: 'header', payloadHash: 'UNSIGNED-PAYLOAD' });
  });

  it('refuses a request whose signed header was changed on the way', async () => {
    const req = await signedRequest('/_aws/s3/bucket/a.txt', {}, { range: 'bytes=0-9' });
    req.headersDistinct.range = ['bytes=0-99'];
    expectFailure(() => verifySigV4Request(req, expectation), 'mismatch');
  });

  it('refuses a request signed more than 15 minutes away from now', async () => {
    const req = await signedRequest('/_aws/s3/bucket/a.txt');
    expectFailure(() => verifySigV4Request(req, { ...expectation, now: new Date(now.getTime() + 16 * 60_000) }), 'skewed');
  });

  it('refuses a key it does not know and a scope for another region', async () => {
    const req = await signedRequest('/_aws/s3/bucket/a.txt');
    expectFailure(() => verifySigV4Request(req, { ...expectation, findSecret: () => null }), 'unknown-key');
    expectFailure(() => verifySigV4Request(req, { ...expectation, region: 'eu-west-1' }), 'wrong-scope');
  });

  it('accepts a presigned URL until it expires, and not after', async () => {
    const presigned = await s3Signer.presign(
      // As @aws-sdk/s3-request-presigner prepares it: S3 presigned URLs never sign a payload.
      { method: 'GET', protocol: 'http:', hostname: 'localhost', port: 3000, path: '/_aws/s3/bucket/a.txt', query: {}, headers: { host: 'localhost:3000', 'x-amz-content-sha256': 'UNSIGNED-PAYLOAD' } },
      { signingDate: now, expiresIn: 60 },
    );
    const search = new URLSearchParams(presigned.query as Record<string, string>).toString();
    const req = fakeRequest('GET', `${presigned.path}?${search}`, { host: 'localhost:3000' });
    expect(verifySigV4Request(req, expectation)).toMatchObject({ location: 'query', expiresAt: new Date(now.getTime() + 60_000) });
    expectFailure(() => verifySigV4Request(req, { ...expectation, now: new Date(now.getTime() + 61_000) }), 'expired');
    expectFailure(() => verifySigV4Request(req, { ...expectation, isPresignAllowed: false }), 'missing');
  });

  it('refuses a presigned URL whose signature was tampered with', async () => {
    const presigned = await s3Signer.presign(
      // As @aws-sdk/s3-request-presigner prepares it: S3 presigned URLs never sign a payload.
      { method: 'GET', protocol: 'http:', hostname: 'localhost', port: 3000, path: '/_aws/s3/bucket/a.txt', query: {}, headers: { host: 'localhost:3000', 'x-amz-content-sha256': 'UNSIGNED-PAYLOAD' } },
      { signingDate: now, expiresIn: 60 },
    );
    const query = { ...(presigned.query as Record<string, string>) };
    query['X-Amz-Signature'] = query['X-Amz-Signature'].replace(/^./, (char) => (char === '0' ? '1' : '0'));
    const req = fakeRequest('GET', `${presigned.path}?${new URLSearchParams(query)}`, { host: 'localhost:3000' });
    expectFailure(() => verifySigV4Request(req, expectation), 'mismatch');
  });

  it('refuses a wrong signature, or another secret, once the signing key is cached', async () => {
    const signingKeys = createSigningKeyCache();
    const withCache = { ...expectation, signingKeys };
    const req = await signedRequest('/_aws/s3/bucket/a.txt');
    verifySigV4Request(req, withCache);
    expect(signingKeys.size).toBe(1);
    const tampered = await signedRequest('/_aws/s3/bucket/a.txt');
    tampered.headers.authorization = String(tampered.headers.authorization).replace(/.$/, (char) => (char === '0' ? '1' : '0'));
    expectFailure(() => verifySigV4Request(tampered, withCache), 'mismatch');
    const other = await signedRequest('/_aws/s3/bucket/b.txt');
    expectFailure(() => verifySigV4Request(other, { ...withCache, findSecret: () => 'another secret' }), 'mismatch');
    expect(verifySigV4Request(await signedRequest('/_aws/s3/bucket/c.txt'), withCache).accessKeyId).toBe('AKIDEXAMPLE');
  });

  it('verifies a query that must be decoded and sorted (a listing), as the SDK signed it', async () => {
    const req = await signedRequest('/_aws/s3/bucket', { 'list-type': '2', prefix: 'public/a:b(1)/', 'max-keys': '10' });
    expect(verifySigV4Request(req, expectation).accessKeyId).toBe('AKIDEXAMPLE');
    req.url = String(req.url).replace('max-keys=10', 'max-keys=11');
    expectFailure(() => verifySigV4Request(req, expectation), 'mismatch');
  });

  it('refuses a signed header the request lacks, whatever its name, as malformed', async () => {
    for (const name of ['x-amz-missing', 'constructor', '__proto__']) {
      const req = await signedRequest('/_aws/s3/bucket/a.txt');
      req.headers.authorization = String(req.headers.authorization).replace('SignedHeaders=', `SignedHeaders=${name};`);
      expectFailure(() => verifySigV4Request(req, expectation), 'malformed');
    }
  });

  it('still verifies AWS JSON requests, which hash the body and encode the path twice', async () => {
    const signer = new SignatureV4({ service: 'cognito-idp', region: 'us-west-2', credentials, sha256: Sha256 });
    const body = Buffer.from('{"UserPoolId":"x"}');
    const signed = await signer.sign(
      { method: 'POST', protocol: 'http:', hostname: 'localhost', path: '/_aws/cognito-idp/', headers: { host: 'localhost', 'content-type': 'application/x-amz-json-1.1' }, body },
      { signingDate: now },
    );
    const req = fakeRequest('POST', '/_aws/cognito-idp/', signed.headers as Record<string, string>);
    expect(verifySigV4Request(req, { ...expectation, service: 'cognito-idp', pathEncoding: 'double', body }).accessKeyId).toBe('AKIDEXAMPLE');
  });
});

describe('AwsChunkedDecoder', () => {
  // AWS's published example of a signed chunked upload (S3 API reference, "Transferring payload in
  // multiple chunks"): 66560 bytes of "a", so a pass means the chain matches the real service.
  const exampleRequest = fakeRequest('PUT', '/examplebucket/chunkObject.txt', {
    host: 's3.amazonaws.com',
    'x-amz-date': '20130524T000000Z',
    'x-amz-storage-class': 'REDUCED_REDUNDANCY',
    authorization:
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,SignedHeaders=content-encoding;content-length;host;x-amz-content-sha256;x-amz-date;x-amz-decoded-content-length;x-amz-storage-class,Signature=4f232c4386841ef735655705268965c44a0e4690baa4adea153f7db9fa80a0a9',
    'x-amz-content-sha256': 'STREAMING-AWS4-HMAC-SHA256-PAYLOAD',
    'content-encoding': 'aws-chunked',
    'x-amz-decoded-content-length': '66560',
    'content-length': '66824',
  });
  const exampleExpectation: SigV4RequestExpectation = {
    service: 's3',
    region: 'us-east-1',
    pathEncoding: 's3',
    now: new Date('2013-05-24T00:05:00Z'),
    findSecret: (accessKeyId) => (accessKeyId === 'AKIAIOSFODNN7EXAMPLE' ? 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY' : null),
  };
  const chunk = (size: number, signature: string, fill = 'a') =>
    Buffer.concat([Buffer.from(`${size.toString(16)};chunk-signature=${signature}\r\n`), Buffer.alloc(size, fill), Buffer.from('\r\n')]);
  const exampleBody = (secondChunkFill = 'a') =>
    Buffer.concat([
      chunk(65536, 'ad80c730a21e5b8d04586a2213dd63b9a0e99e0e2307b0ade35a65485a288648'),
      chunk(1024, '0055627c9e194cb4542bae2aa5492e3c1575bbb81b612b7d234b86a503ef5497', secondChunkFill),
      chunk(0, 'b6c6ea8a5354eaf15b3cb7646744f4275b71ea724fed81ceb9323e279d449df9'),
    ]);

  async function decode(body: Buffer, decoder: AwsChunkedDecoder, pieceSize = 7000): Promise<Buffer> {
    const pieces = Array.from({ length: Math.ceil(body.length / pieceSize) }, (_, index) => body.subarray(index * pieceSize, (index + 1) * pieceSize));
    const chunks: Buffer[] = [];
    for await (const piece of Readable.from(pieces).pipe(decoder)) chunks.push(piece as Buffer);
    return Buffer.concat(chunks);
  }

  it("verifies AWS's example seed signature and every chunk signature after it", async () => {
    const verified = verifySigV4Request(exampleRequest, exampleExpectation);
    expect(exampleBody().length).toBe(66824);
    const decoded = await decode(exampleBody(), new AwsChunkedDecoder(verified));
    expect(decoded.equals(Buffer.alloc(66560, 'a'))).toBe(true);
  });

  it('refuses a signed stream whose chunk was changed', async () => {
    const verified = verifySigV4Request(exampleRequest, exampleExpectation);
    await expect(decode(exampleBody('b'), new AwsChunkedDecoder(verified))).rejects.toMatchObject({ reason: 'mismatch' });
  });

  it('decodes the unsigned stream the AWS SDK sends, with its checksum trailer', async () => {
    const body = Buffer.from('5\r\nhello\r\n6\r\n world\r\n0\r\nx-amz-checksum-crc32:DUoRhQ==\r\n\r\n');
    const decoder = new AwsChunkedDecoder();
    expect((await decode(body, decoder, 3)).toString()).toBe('hello world');
    expect(decoder.trailers.get('x-amz-checksum-crc32')).toBe('DUoRhQ==');
  });

  it('refuses a stream cut before its final chunk or longer than a chunk says', async () => {
    await expect(decode(Buffer.from('5\r\nhello\r\n'), new AwsChunkedDecoder())).rejects.toMatchObject({ type: 'IncompleteBody' });
    await expect(decode(Buffer.from('5\r\nhello!\r\n0\r\n\r\n'), new AwsChunkedDecoder())).rejects.toMatchObject({ type: 'IncompleteBody' });
  });
});
