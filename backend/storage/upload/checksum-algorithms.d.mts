/** A running checksum of one of S3's algorithms. */
export interface Checksum {
  update(data: Uint8Array): void;
  digest(): Promise<Uint8Array>;
}

export declare const CHECKSUM_ALGORITHMS: Readonly<
  Record<'CRC32' | 'CRC32C' | 'CRC64NVME' | 'SHA1' | 'SHA256' | 'SHA512' | 'MD5' | 'XXHASH64' | 'XXHASH3' | 'XXHASH128', new () => Checksum>
>;
