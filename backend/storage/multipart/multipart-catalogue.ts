import { randomBytes } from 'node:crypto';
import type { Queryable, Row } from '../../core/database/database';
import { noSuchUpload } from '../protocol/s3-error';
import { readStoredHeaders, readStringMap } from '../store/disk/disk-catalogue';
import type { ObjectAttributes } from '../store/object-store';

export interface MultipartUpload {
  uploadId: string;
  key: string;
  storeRef: string;
  attributes: ObjectAttributes;
}

export interface StoredPart {
  partNumber: number;
  partRef: string;
  size: number;
  /** Unquoted MD5. */
  etag: string;
  startsAsImage: boolean;
  lastModified: Date;
}

const toPart = (row: Row): StoredPart => ({
  partNumber: Number(row.part_number),
  partRef: String(row.part_ref),
  size: Number(row.size),
  etag: String(row.etag),
  startsAsImage: Boolean(row.starts_as_image),
  lastModified: row.last_modified instanceof Date ? row.last_modified : new Date(String(row.last_modified)),
});

export async function insertMultipartUpload(db: Queryable, key: string, storeRef: string, attributes: ObjectAttributes): Promise<string> {
  const uploadId = randomBytes(16).toString('hex');
  await db.query(
    'INSERT INTO storage_multipart_uploads (upload_id, key, store_ref, content_type, metadata, headers) VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb)',
    [uploadId, key, storeRef, attributes.contentType, JSON.stringify(attributes.metadata), JSON.stringify(attributes.headers)],
  );
  return uploadId;
}

/** The upload, which must be for `key` (S3 ties an upload id to its key); NoSuchUpload otherwise. */
export async function findMultipartUpload(db: Queryable, uploadId: string, key: string): Promise<MultipartUpload> {
  if (!/^[0-9a-f]{32}$/.test(uploadId)) throw noSuchUpload(uploadId);
  const { rows } = await db.query('SELECT * FROM storage_multipart_uploads WHERE upload_id = $1 AND key = $2', [uploadId, key]);
  if (!rows[0]) throw noSuchUpload(uploadId);
  return {
    uploadId,
    key,
    storeRef: String(rows[0].store_ref),
    attributes: {
      contentType: String(rows[0].content_type),
      metadata: readStringMap(rows[0].metadata),
      headers: readStoredHeaders(rows[0].headers),
    },
  };
}

/** Records a part; returns the part it replaced (same number), whose bytes the caller drops. */
export async function upsertPart(
  db: Queryable,
  uploadId: string,
  part: Omit<StoredPart, 'lastModified'>,
): Promise<{ part: StoredPart; replacedPartRef: string | null } | null> {
  const { rows } = await db.query(
    `WITH previous AS (SELECT part_ref FROM storage_multipart_parts WHERE upload_id = $1 AND part_number = $2 FOR UPDATE)
     INSERT INTO storage_multipart_parts (upload_id, part_number, part_ref, size, etag, starts_as_image)
     SELECT $1, $2, $3, $4, $5, $6 WHERE EXISTS (SELECT 1 FROM storage_multipart_uploads WHERE upload_id = $1)
     ON CONFLICT (upload_id, part_number) DO UPDATE SET part_ref = EXCLUDED.part_ref, size = EXCLUDED.size,
       etag = EXCLUDED.etag, starts_as_image = EXCLUDED.starts_as_image, last_modified = now()
     RETURNING part_number, part_ref, size::float8 AS size, etag, starts_as_image, last_modified,
       (SELECT part_ref FROM previous) AS replaced_part_ref`,
    [uploadId, part.partNumber, part.partRef, part.size, part.etag, part.startsAsImage],
  );
  if (!rows[0]) return null;
  const replaced = rows[0].replaced_part_ref;
  return { part: toPart(rows[0]), replacedPartRef: replaced === null || replaced === undefined || replaced === part.partRef ? null : String(replaced) };
}

export async function listStoredParts(db: Queryable, uploadId: string): Promise<StoredPart[]> {
  const { rows } = await db.query(
    `SELECT part_number, part_ref, size::float8 AS size, etag, starts_as_image, last_modified
     FROM storage_multipart_parts WHERE upload_id = $1 ORDER BY part_number`,
    [uploadId],
  );
  return rows.map(toPart);
}

/** Forgets the upload and its parts; false when another request finished or aborted it first. */
export async function deleteMultipartUpload(db: Queryable, uploadId: string): Promise<boolean> {
  const { rowCount } = await db.query('DELETE FROM storage_multipart_uploads WHERE upload_id = $1', [uploadId]);
  return rowCount > 0;
}
