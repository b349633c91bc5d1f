import { CHECKSUM_ALGORITHMS } from './checksum-algorithms.mjs';

/** The algorithms S3 accepts (x-amz-checksum-<name>); their SDK implementations are in checksum-algorithms.mjs. */
export type ChecksumAlgorithm = keyof typeof CHECKSUM_ALGORITHMS;

/** A whole-object checksum: the algorithm and its base64 value. */
export interface ObjectChecksum {
  algorithm: ChecksumAlgorithm;
  value: string;
}

export function isChecksumAlgorithm(name: string): name is ChecksumAlgorithm {
  return Object.hasOwn(CHECKSUM_ALGORITHMS, name);
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
