import type { Queryable, Row } from '../../../core/database/database';
import { isChecksumAlgorithm } from '../../upload/checksums';
import { STORED_HEADERS, type ObjectAttributes, type ObjectInfo, type StoredHeaders } from '../object-store';

/** An object row: its public description plus the blob that holds its bytes. */
export interface CatalogueEntry {
  info: ObjectInfo;
  blobId: string;
}

const COLUMNS = `key, blob_id, size::float8 AS size, etag, content_type, metadata, headers, checksum_algorithm, checksum_value, last_modified`;

export function toCatalogueEntry(row: Row): CatalogueEntry {
  const algorithm = row.checksum_algorithm === null ? null : String(row.checksum_algorithm);
  return {
    blobId: String(row.blob_id),
    info: {
      key: String(row.key),
      size: Number(row.size),
      etag: `"${String(row.etag)}"`,
      contentType: String(row.content_type),
      metadata: readStringMap(row.metadata),
      headers: readStoredHeaders(row.headers),
      checksum: algorithm && isChecksumAlgorithm(algorithm) ? { algorithm, value: String(row.checksum_value) } : undefined,
      lastModified: row.last_modified instanceof Date ? row.last_modified : new Date(String(row.last_modified)),
    },
  };
}

export async function findCatalogueEntry(db: Queryable, key: string): Promise<CatalogueEntry | null> {
  const { rows } = await db.query(`SELECT ${COLUMNS} FROM storage_objects WHERE key = $1`, [key]);
  return rows[0] ? toCatalogueEntry(rows[0]) : null;
}

/** Records the object at `key` and returns the blob it replaced, if any (the caller removes it). */
export async function upsertCatalogueEntry(
  db: Queryable,
  entry: { key: string; blobId: string; size: number; etag: string; attributes: ObjectAttributes },
): Promise<{ entry: CatalogueEntry; replacedBlobId: string | null }> {
  const { attributes } = entry;
  const { rows } = await db.query(
    `WITH previous AS (SELECT blob_id FROM storage_objects WHERE key = $1 FOR UPDATE)
     INSERT INTO storage_objects (key, blob_id, size, etag, content_type, metadata, headers, checksum_algorithm, checksum_value, last_modified)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8, $9, now())
     ON CONFLICT (key) DO UPDATE SET blob_id = EXCLUDED.blob_id, size = EXCLUDED.size, etag = EXCLUDED.etag,
       content_type = EXCLUDED.content_type, metadata = EXCLUDED.metadata, headers = EXCLUDED.headers,
       checksum_algorithm = EXCLUDED.checksum_algorithm, checksum_value = EXCLUDED.checksum_value, last_modified = now()
     RETURNING ${COLUMNS}, (SELECT blob_id FROM previous) AS replaced_blob_id`,
    [
      entry.key,
      entry.blobId,
      entry.size,
      entry.etag,
      attributes.contentType,
      JSON.stringify(attributes.metadata),
      JSON.stringify(attributes.headers),
      attributes.checksum?.algorithm ?? null,
      attributes.checksum?.value ?? null,
    ],
  );
  const replaced = rows[0].replaced_blob_id;
  return { entry: toCatalogueEntry(rows[0]), replacedBlobId: replaced === null || replaced === undefined ? null : String(replaced) };
}

/** Forgets the object; returns its blob for the caller to remove, or null when there was none. */
export async function deleteCatalogueEntry(db: Queryable, key: string): Promise<string | null> {
  const { rows } = await db.query('DELETE FROM storage_objects WHERE key = $1 RETURNING blob_id', [key]);
  return rows[0] ? String(rows[0].blob_id) : null;
}

/** Up to `limit` objects under `prefix`, in byte order, after `after` (or from `from`, inclusive). */
export async function listCatalogueEntries(
  db: Queryable,
  query: { prefix: string; after?: string; from?: string; limit: number },
): Promise<CatalogueEntry[]> {
  const lowerBound = query.from ?? query.after ?? '';
  const operator = query.from !== undefined ? '>=' : '>';
  const { rows } = await db.query(
    `SELECT ${COLUMNS} FROM storage_objects
     WHERE key ${operator} $1 AND key >= $2 AND starts_with(key, $2)
     ORDER BY key LIMIT $3`,
    [lowerBound, query.prefix, query.limit],
  );
  return rows.map(toCatalogueEntry);
}

export function readStringMap(value: unknown): Record<string, string> {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  if (!parsed || typeof parsed !== 'object') return {};
  return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

export function readStoredHeaders(value: unknown): StoredHeaders {
  const map = readStringMap(value);
  return Object.fromEntries(STORED_HEADERS.filter((name) => map[name] !== undefined).map((name) => [name, map[name]]));
}
