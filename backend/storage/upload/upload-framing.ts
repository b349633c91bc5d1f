import type { IncomingMessage } from 'node:http';
import type { ChunkSigning } from '../../core/sigv4/aws-chunked-decoder';
import type { VerifiedSigV4Request } from '../../core/sigv4/verify-sigv4-request';
import { invalidRequest, notImplemented, S3Error } from '../protocol/s3-error';
import { requestHeader } from '../../core/http/request-header';
import { algorithmOfHeader, isChecksumAlgorithm, type ChecksumAlgorithm } from './checksums';

/** How a body arrives and what the client claims about it, read from the headers before the body. */
export interface UploadFraming {
  isAwsChunked: boolean;
  /** Set for signed streams: each chunk's signature chains from the request's. */
  chunkSigning?: ChunkSigning;
  /** The payload's length (decoded length for aws-chunked bodies), when declared. */
  declaredLength?: number;
  /** Content-MD5, base64. */
  contentMd5?: string;
  /** The signed SHA-256 of the payload, hex, when the client signed it. */
  payloadSha256?: string;
  /** The x-amz-checksum-* the body must match; `value` is absent when it comes as a trailer. */
  checksum?: { algorithm: ChecksumAlgorithm; value?: string };
}

const NOT_CHECKSUM_VALUES = new Set(['x-amz-checksum-mode', 'x-amz-checksum-type', 'x-amz-checksum-algorithm']);

export function readUploadFraming(req: IncomingMessage, signature: VerifiedSigV4Request | null): UploadFraming {
  const header = (name: string) => requestHeader(req, name);
  const mode = signature?.payloadHash ?? 'UNSIGNED-PAYLOAD';
  const framing: UploadFraming = { isAwsChunked: false };

  if (/^[0-9a-f]{64}$/.test(mode)) framing.payloadSha256 = mode;
  else if (mode.startsWith('STREAMING-')) {
    if (!['STREAMING-UNSIGNED-PAYLOAD-TRAILER', 'STREAMING-AWS4-HMAC-SHA256-PAYLOAD', 'STREAMING-AWS4-HMAC-SHA256-PAYLOAD-TRAILER'].includes(mode)) {
      throw notImplemented(`The payload mode ${mode}`);
    }
    framing.isAwsChunked = true;
    if (mode !== 'STREAMING-UNSIGNED-PAYLOAD-TRAILER') framing.chunkSigning = signature ?? undefined;
  } else if (mode !== 'UNSIGNED-PAYLOAD') {
    throw new S3Error(400, 'InvalidArgument', 'x-amz-content-sha256 must be UNSIGNED-PAYLOAD, a STREAMING- mode, or a SHA-256 in hex.');
  }

  const length = framing.isAwsChunked ? header('x-amz-decoded-content-length') : header('content-length');
  if (length !== undefined) {
    if (!/^\d+$/.test(length)) throw invalidRequest('The content length is not a whole number.');
    framing.declaredLength = Number(length);
  } else if (framing.isAwsChunked) {
    throw new S3Error(411, 'MissingContentLength', 'An aws-chunked upload must declare x-amz-decoded-content-length.');
  }

  const contentMd5 = header('content-md5');
  if (contentMd5 !== undefined) {
    if (Buffer.from(contentMd5, 'base64').length !== 16) throw new S3Error(400, 'InvalidDigest', 'The Content-MD5 you specified was invalid.');
    framing.contentMd5 = contentMd5;
  }
  framing.checksum = readChecksumClaim(req, header);
  return framing;
}

function readChecksumClaim(req: IncomingMessage, header: (name: string) => string | undefined): UploadFraming['checksum'] {
  const claims: { algorithm: ChecksumAlgorithm; value?: string }[] = [];
  for (const name of Object.keys(req.headersDistinct)) {
    if (!name.startsWith('x-amz-checksum-') || NOT_CHECKSUM_VALUES.has(name)) continue;
    const algorithm = algorithmOfHeader(name);
    if (!algorithm) throw invalidRequest(`${name} is not a checksum this store knows.`);
    claims.push({ algorithm, value: header(name) });
  }
  const trailer = header('x-amz-trailer');
  if (trailer !== undefined) {
    const algorithm = algorithmOfHeader(trailer.trim());
    if (!algorithm) throw invalidRequest(`The trailer ${trailer} is not a checksum this store knows.`);
    claims.push({ algorithm });
  }
  if (claims.length > 1) throw invalidRequest('Expecting a single x-amz-checksum- header. Multiple checksum Types are not allowed.');
  const announced = header('x-amz-sdk-checksum-algorithm')?.toUpperCase();
  if (announced !== undefined) {
    if (!isChecksumAlgorithm(announced)) throw invalidRequest(`Checksum algorithm ${announced} is not supported.`);
    if (claims.length === 0) throw invalidRequest(`x-amz-sdk-checksum-algorithm is ${announced} but no checksum was sent.`);
    if (claims[0].algorithm !== announced) throw invalidRequest('x-amz-sdk-checksum-algorithm does not match the checksum sent.');
  }
  return claims[0];
}
