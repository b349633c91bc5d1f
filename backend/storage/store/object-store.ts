import type { Readable } from 'node:stream';
import type { ObjectChecksum } from '../upload/checksums';

/** Response headers S3 keeps with an object when the uploader sets them. */
export const STORED_HEADERS = ['cache-control', 'content-disposition', 'content-encoding', 'content-language', 'expires'] as const;
export type StoredHeaders = Partial<Record<(typeof STORED_HEADERS)[number], string>>;

/** What the uploader said about an object, apart from its bytes. */
export interface ObjectAttributes {
  contentType: string;
  /** x-amz-meta-* headers, names lower-cased and without the prefix. */
  metadata: Record<string, string>;
  headers: StoredHeaders;
  /** The whole-object checksum the uploader sent (x-amz-checksum-*), verified. */
  checksum?: ObjectChecksum;
}

/** What a listing tells of an object. */
export interface ListedObject {
  key: string;
  size: number;
  /** Quoted, as S3 sends it: `"<md5>"`, or `"<md5 of part md5s>-<parts>"` after a multipart upload. */
  etag: string;
  lastModified: Date;
}

export interface ObjectInfo extends ObjectAttributes, ListedObject {}

/** A fully received and verified upload in the staging folder. */
export interface StagedFile {
  path: string;
  size: number;
  /** MD5 of the bytes, for the ETag and upstream integrity checks. */
  md5: Buffer;
}

/** A small, fully received and verified upload still in memory: its pieces, in order, `size` bytes in all. */
export interface HeldBody {
  pieces: readonly Buffer[];
  size: number;
  md5: Buffer;
}

export interface ByteRange {
  start: number;
  /** Inclusive. */
  end: number;
}

export interface ListObjectsQuery {
  prefix: string;
  delimiter?: string;
  /** Exclusive: list what sorts after this key. */
  startAfter?: string;
  /** Resume after a page, as `nextCursor` gave it. */
  cursor?: string;
  maxKeys: number;
}

export interface ListObjectsPage {
  objects: ListedObject[];
  commonPrefixes: string[];
  isTruncated: boolean;
  /** Opaque; hand back as `cursor` for the next page. */
  nextCursor?: string;
}

/** A part to join, in order, with the store's name for its bytes. */
export interface PartToAssemble {
  partNumber: number;
  partRef: string;
  size: number;
  /** Unquoted MD5 of the part. */
  etag: string;
}

/** An object found by its key. */
export interface FoundObject {
  info: ObjectInfo;
  /**
   * The bytes (or the range of them) of the version found, without looking the key up again; of
   * a newer version when a writer replaced it meanwhile (its info says so: compare ETags); null
   * when the key is gone.
   */
  open(range?: ByteRange): Promise<{ info: ObjectInfo; body: Readable } | null>;
}

/**
 * Where objects live: a local disk (the default) or an S3-compatible bucket. Every method takes
 * a validated key; access has been decided before a store is asked.
 */
export interface ObjectStore {
  readonly kind: 'disk' | 's3';
  /** Makes the staged file the object at `key` in one step (readers see the old or the new bytes, never a mix). */
  putObject(key: string, file: StagedFile, attributes: ObjectAttributes): Promise<ObjectInfo>;
  /**
   * The same for a body held in memory, written by the store where it will stay (no staging file
   * to move in). Absent: the caller stages the body and calls putObject.
   */
  putObjectBody?(key: string, body: HeldBody, attributes: ObjectAttributes): Promise<ObjectInfo>;
  headObject(key: string): Promise<ObjectInfo | null>;
  /** What is at `key` and a way to its bytes, found with one lookup (a GET's whole catalogue work). */
  findObject(key: string): Promise<FoundObject | null>;
  /** The object's bytes (or the range of them); null when there is no such key. */
  getObject(key: string, range?: ByteRange): Promise<{ info: ObjectInfo; body: Readable } | null>;
  deleteObject(key: string): Promise<void>;
  listObjects(query: ListObjectsQuery): Promise<ListObjectsPage>;
  /** Null when the source does not exist. `attributes` replaces the source's (MetadataDirective REPLACE). */
  copyObject(sourceKey: string, targetKey: string, attributes?: ObjectAttributes): Promise<ObjectInfo | null>;

  /**
   * Multipart uploads: the bookkeeping (which parts, in what order, may be joined) is the
   * database's (backend/storage/multipart/); a store only keeps the parts' bytes and joins them.
   * Returns the store's reference for the upload.
   */
  beginMultipart(key: string, attributes: ObjectAttributes): Promise<string>;
  /** Keeps a part's bytes; returns the store's name for them. */
  storePart(storeRef: string, key: string, partNumber: number, file: StagedFile): Promise<string>;
  /** Makes the parts, in the order given, the object at `key` in one step. */
  assembleMultipart(storeRef: string, key: string, parts: PartToAssemble[], attributes: ObjectAttributes, etag: string): Promise<ObjectInfo>;
  /** Drops a part that a newer upload of the same part number replaced. */
  discardPart(storeRef: string, partRef: string): Promise<void>;
  /** Drops every part of an upload that will not complete. */
  discardMultipart(storeRef: string, key: string): Promise<void>;
  close(): Promise<void>;
}
