/**
 * What submitMyEvidence needs from the bucket, so the same rules run on the local backend
 * (backend/data/custom-operations/local-evidence-files.ts) and on AWS
 * (amplify/functions/creator-records/s3-evidence-files.ts).
 */
export interface EvidenceUpload {
  size: number;
  /** The Content-Type the uploader sent. */
  contentType: string;
  /** The uploader's sub as its metadata names it (trail-limits.ts EVIDENCE_OWNER_METADATA), or null. */
  ownerSub: string | null;
}

export interface SealedEvidenceFile {
  /** Hex SHA-256 of the sealed copy's bytes, computed while copying them. */
  sha256: string;
  size: number;
  /** Its first bytes (trail-limits.ts EVIDENCE_SNIFF_BYTES), to check what it really is. */
  head: Uint8Array;
}

export interface EvidenceFilesPort {
  findUpload(key: string): Promise<EvidenceUpload | null>;
  /**
   * Whether the identity-pool identity `identityId` is the signed-in user `sub`'s; null where the
   * platform cannot tell (on AWS the function sees the user pool's sub, never an identity id).
   */
  isIdentityOf(identityId: string, sub: string): Promise<boolean | null>;
  /**
   * Copies the upload to `sealedKey` (streamed: never whole in memory) as `contentType`, hashing
   * the copied bytes; refuses (BadRequest) an upload larger than `maxBytes` by the time it is read.
   * Null when the upload is gone.
   */
  seal(uploadKey: string, sealedKey: string, options: { contentType: string; maxBytes: number }): Promise<SealedEvidenceFile | null>;
  /** Deletes an object; no error when it is not there. */
  remove(key: string): Promise<void>;
  /**
   * Moves an object to `toKey` (copied with its type, then deleted), for a record's files to follow
   * the record when it is hidden or restored. False when `fromKey` is not there.
   */
  move(fromKey: string, toKey: string): Promise<boolean>;
}
