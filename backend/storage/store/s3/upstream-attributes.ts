import type { HeadObjectCommandOutput, PutObjectCommandInput } from '@aws-sdk/client-s3';
import { isChecksumAlgorithm, type ObjectChecksum } from '../../upload/checksums';
import type { ObjectAttributes, ObjectInfo, StoredHeaders } from '../object-store';

type UpstreamAttributes = Pick<
  PutObjectCommandInput,
  'ContentType' | 'Metadata' | 'CacheControl' | 'ContentDisposition' | 'ContentEncoding' | 'ContentLanguage' | 'Expires'
>;

/** The SDK's input members for the five checksums it models; the bucket verifies and keeps the value. */
const CHECKSUM_MEMBERS = {
  CRC32: 'ChecksumCRC32',
  CRC32C: 'ChecksumCRC32C',
  CRC64NVME: 'ChecksumCRC64NVME',
  SHA1: 'ChecksumSHA1',
  SHA256: 'ChecksumSHA256',
} as const;

export function toUpstreamAttributes({ contentType, metadata, headers }: ObjectAttributes): UpstreamAttributes {
  return {
    ContentType: contentType,
    Metadata: metadata,
    CacheControl: headers['cache-control'],
    ContentDisposition: headers['content-disposition'],
    ContentEncoding: headers['content-encoding'],
    ContentLanguage: headers['content-language'],
    Expires: headers.expires ? new Date(headers.expires) : undefined,
  };
}

export function checksumInput({ checksum }: ObjectAttributes): Partial<Record<(typeof CHECKSUM_MEMBERS)[keyof typeof CHECKSUM_MEMBERS], string>> {
  if (!checksum || !(checksum.algorithm in CHECKSUM_MEMBERS)) return {};
  return { [CHECKSUM_MEMBERS[checksum.algorithm as keyof typeof CHECKSUM_MEMBERS]]: checksum.value };
}

type UpstreamObject = Pick<
  HeadObjectCommandOutput,
  | 'ContentLength'
  | 'ContentRange'
  | 'ETag'
  | 'LastModified'
  | 'ContentType'
  | 'Metadata'
  | 'CacheControl'
  | 'ContentDisposition'
  | 'ContentEncoding'
  | 'ContentLanguage'
  | 'ExpiresString'
  | 'ChecksumCRC32'
  | 'ChecksumCRC32C'
  | 'ChecksumCRC64NVME'
  | 'ChecksumSHA1'
  | 'ChecksumSHA256'
  | 'ChecksumType'
>;

export function toObjectInfo(key: string, upstream: UpstreamObject): ObjectInfo {
  // A ranged answer's Content-Length is the range's; the whole size is after the slash of Content-Range.
  const total = /\/(\d+)$/.exec(upstream.ContentRange ?? '')?.[1];
  const headers: StoredHeaders = {
    'cache-control': upstream.CacheControl,
    'content-disposition': upstream.ContentDisposition,
    'content-encoding': upstream.ContentEncoding,
    'content-language': upstream.ContentLanguage,
    expires: upstream.ExpiresString,
  };
  return {
    key,
    size: total ? Number(total) : (upstream.ContentLength ?? 0),
    etag: upstream.ETag ?? '""',
    lastModified: upstream.LastModified ?? new Date(0),
    contentType: upstream.ContentType ?? 'application/octet-stream',
    metadata: upstream.Metadata ?? {},
    headers: Object.fromEntries(Object.entries(headers).filter(([, value]) => value !== undefined)),
    checksum: readChecksum(upstream),
  };
}

function readChecksum(upstream: UpstreamObject): ObjectChecksum | undefined {
  if (upstream.ChecksumType === 'COMPOSITE') return undefined;
  for (const [algorithm, member] of Object.entries(CHECKSUM_MEMBERS)) {
    const value = upstream[member];
    if (value && isChecksumAlgorithm(algorithm)) return { algorithm, value };
  }
  return undefined;
}
