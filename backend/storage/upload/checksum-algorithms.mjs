// The checksum algorithms S3 accepts (x-amz-checksum-<name>), as the AWS SDK implements them, so
// the store and its clients cannot disagree on one. Plain JavaScript: the hashing worker runs it
// without a TypeScript loader; checksums.ts gives it its types.
import { Crc32, Crc32c, Crc64Nvme } from '@aws-sdk/checksums/crc';
import { Md5 } from '@aws-sdk/checksums/md5';
import { Sha1, Sha256, Sha512 } from '@aws-sdk/checksums/sha';
import { Xxh3_128, Xxh3_64, Xxh64 } from '@aws-sdk/checksums/xxh';

export const CHECKSUM_ALGORITHMS = {
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
};
