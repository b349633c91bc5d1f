import { Crc32, Crc32c, Crc64Nvme } from '@aws-sdk/checksums/crc';
import { Md5 } from '@aws-sdk/checksums/md5';
import { Sha1, Sha256, Sha512 } from '@aws-sdk/checksums/sha';
import { Xxh3_128, Xxh3_64, Xxh64 } from '@aws-sdk/checksums/xxh';

/**
 * The checksum algorithms S3 accepts (x-amz-checksum-<name>), computed by the AWS SDK's own
 * implementations so the store and its clients cannot disagree on one.
 */
interface Checksum {
  update(data: Uint8Array): void;
  digest(): Promise<Uint8Array>;
}

const ALGORITHMS = {
  CRC32: Crc32,
  CRC32C: Crc32c,
  CRC64NVME: Crc64Nvme,
  SHA1: Sha1,
  SHA256: Sha256,
  SHA512: Sha512,
  MD5: Md5,
  XXHASH64: Xxh64,
  XXHASH3: Xxh3_64,
  XXHASH128: Xxh3_128,
} satisfies Record<string, new () => Checksum>;

export type ChecksumAlgorithm = keyof typeof ALGORITHMS;

/** A whole-object checksum: the algorithm and its base64 value. */
export interface ObjectChecksum {
  algorithm: ChecksumAlgorithm;
  value: string;
}

export function isChecksumAlgorithm(name: string): name is ChecksumAlgorithm {
  return Object.hasOwn(ALGORITHMS, name);
}

export function checksumHeaderName(algorithm: ChecksumAlgorithm): string {
  return `x-amz-checksum-${algorithm.toLowerCase()}`;
}

/** The algorithm a header such as x-amz-checksum-crc32 names, or null. */
export function algorithmOfHeader(headerName: string): ChecksumAlgorithm | null {
  const match = /^x-amz-checksum-([a-z0-9]+)$/.exec(headerName.toLowerCase());
  const name = match?.[1].toUpperCase();
  return name && isChecksumAlgorithm(name) ? name : null;
}

export function createChecksum(algorithm: ChecksumAlgorithm): Checksum {
  return new ALGORITHMS[algorithm]();
}
