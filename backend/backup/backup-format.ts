/**
 * The backup file (docs/backup.md): gzip-compressed JSON lines, one object per line, in this order:
 *
 *   header                     what was backed up, from which schema version (latest migration)
 *   table, row…, table-end     per table: its columns, then each row as PostgreSQL's row_to_json text
 *   sequence…                  sequence positions (none today; kept so a future serial column restores)
 *   object, chunk…, object-end per stored object: key and attributes, its bytes in base64 chunks, its SHA-256
 *   manifest                   counts per table and per model, objects' count, bytes and checksums,
 *                              and the SHA-256 of every byte (uncompressed) before the manifest line
 *
 * The manifest is written last: a file cut short anywhere has none (or an unreadable gzip end), and
 * a restore refuses it. Rows stay PostgreSQL's own JSON text (a string in the line), never parsed
 * into JavaScript numbers, so bigint and numeric values keep every digit.
 */
export const BACKUP_FORMAT = 'streamit-backup';
export const BACKUP_FORMAT_VERSION = 1;

/** Raw bytes per chunk line (64 KiB of base64). */
export const CHUNK_BYTES = 48 * 1024;

/**
 * Tables a backup does not copy: the migration record (a restore re-creates it by migrating), and
 * multipart uploads in progress, whose parts' bytes are not in a backup (their uploaders start again).
 */
export const SKIPPED_TABLES: ReadonlySet<string> = new Set(['schema_migrations', 'storage_multipart_uploads', 'storage_multipart_parts']);

export type DatabaseKind = 'embedded' | 'postgres';
export type StorageKind = 'disk' | 's3';

export interface AppliedMigration {
  name: string;
  checksum: string;
}

export interface BackupHeader {
  t: 'header';
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  database: DatabaseKind;
  storage: StorageKind;
  /** The latest applied migration: the schema the rows fit. */
  schemaVersion: string;
  migrations: AppliedMigration[];
}

export interface TableLine {
  t: 'table';
  name: string;
  /** Stored columns only (generated ones are computed again on insert). */
  columns: string[];
}

export interface RowLine {
  t: 'row';
  /** row_to_json of the row's stored columns, as PostgreSQL wrote it. */
  r: string;
}

export interface TableEndLine {
  t: 'table-end';
  name: string;
  rows: number;
}

export interface SequenceLine {
  t: 'sequence';
  name: string;
  value: string;
  isCalled: boolean;
}

/** What S3 keeps with an object besides its bytes (objects of an S3-compatible store). */
export interface StoredObjectAttributes {
  contentType: string;
  metadata: Record<string, string>;
  headers: Record<string, string>;
  checksum?: { algorithm: string; value: string };
}

export interface ObjectLine {
  t: 'object';
  key: string;
  size: number;
  /** The disk store's blob file the catalogue row (storage_objects) names. */
  blobId?: string;
  /** An S3-compatible store's attributes (the disk store keeps them in storage_objects). */
  attributes?: StoredObjectAttributes;
}

export interface ChunkLine {
  t: 'chunk';
  b: string;
}

export interface ObjectEndLine {
  t: 'object-end';
  sha256: string;
}

export interface ObjectChecksumEntry {
  key: string;
  size: number;
  sha256: string;
}

export interface BackupManifest {
  t: 'manifest';
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  completedAt: string;
  database: DatabaseKind;
  storage: StorageKind;
  schemaVersion: string;
  /** Rows per table. */
  tables: Record<string, number>;
  /** Records per data model (data_records.model). */
  models: Record<string, number>;
  objects: {
    count: number;
    bytes: number;
    /** Listed when the snapshot was taken but deleted before their bytes were read (S3 only). */
    vanished: string[];
    checksums: ObjectChecksumEntry[];
  };
  /** SHA-256 (hex) of the uncompressed file up to the manifest line. */
  contentSha256: string;
}

export type BackupLine = BackupHeader | TableLine | RowLine | TableEndLine | SequenceLine | ObjectLine | ChunkLine | ObjectEndLine | BackupManifest;

/** An unusable backup file; the message says what is wrong with it. */
export class BackupFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupFileError';
  }
}

/** A target that a restore must not touch, or a backup that does not fit this code. */
export class RestoreRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RestoreRefusedError';
  }
}

/** Quotes an identifier read from the catalogue (table and column names). */
export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
