import type { AwsChunkedDecoder } from '../../core/sigv4/aws-chunked-decoder';
import { badDigest, invalidRequest, S3Error } from '../protocol/s3-error';
import { checksumHeaderName, type ObjectChecksum } from './checksums';
import type { StagedFileDigests } from './hash-on-worker';
import type { UploadFraming } from './upload-framing';

/**
 * Holds a received body to everything its client claimed about it: its length, Content-MD5, the
 * signed payload hash and any x-amz-checksum-* header or trailer. Returns the verified checksum.
 */
export function verifyUploadClaims(
  framing: UploadFraming,
  size: number,
  digests: StagedFileDigests,
  decoder?: AwsChunkedDecoder,
): ObjectChecksum | undefined {
  if (framing.declaredLength !== undefined && size !== framing.declaredLength) throw incompleteBody();
  if (framing.contentMd5 !== undefined && framing.contentMd5 !== digests.md5.toString('base64')) throw badDigest('Content-MD5');
  if (framing.payloadSha256 !== undefined && digests.sha256 !== framing.payloadSha256) {
    throw new S3Error(400, 'XAmzContentSHA256Mismatch', "The provided 'x-amz-content-sha256' header does not match what was computed.");
  }
  const expected = framing.checksum;
  if (!expected) return undefined;
  const value = expected.value ?? decoder?.trailers.get(checksumHeaderName(expected.algorithm));
  if (value === undefined) throw invalidRequest(`The trailer ${checksumHeaderName(expected.algorithm)} was announced but not sent.`);
  if (digests.checksum?.toString('base64') !== value) throw badDigest(expected.algorithm);
  return { algorithm: expected.algorithm, value };
}

export const incompleteBody = () =>
  new S3Error(400, 'IncompleteBody', 'You did not provide the number of bytes specified by the Content-Length HTTP header.');
