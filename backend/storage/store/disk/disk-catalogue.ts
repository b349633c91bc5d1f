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

/**
 * One object's row as the store writes it. `previousBlobId`: the blob the writer knows the key to
 * name now (a catalogue only this process writes, catalogue-cache.ts), so the row may be changed
 * in place, the old blob known beforehand (updateUnchangedCatalogueEntry).
 */
export type CatalogueUpsert = { key: string; blobId: string; size: number; etag: string; attributes: ObjectAttributes; previousBlobId?: string };
export type Upserted = { entry: CatalogueEntry; replacedBlobId: string | null };

/**
 * Records the object at `key` and returns the blob it replaced, if any (the caller removes it),
 * in one statement. The replaced row is read and locked before it is changed: RETURNING shows
 * only new values, and a plain read of it beside an upsert would see the row already changed by
 * the statement itself (and so nothing). Two first uploads of a key at once: the one that loses
 * the insert runs again and replaces the winner. The entry is what was written; only its time
 * comes back from the database.
 */
export async function upsertCatalogueEntry(db: Queryable, entry: CatalogueUpsert): Promise<Upserted> {
  const params = rowParams(entry);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const { rows } = await db.query(UPSERT_RETURNING_REPLACED, params);
    if (!rows[0]) continue;
    return upsertedEntry(entry, rows[0].last_modified, rows[0].replaced_blob_id);
  }
  throw new Error(`The catalogue entry of ${entry.key} kept changing while it was being written.`);
}

/**
 * Points the row of `entry.key` at the new blob when it still names `previousBlobId`, in one plain
 * UPDATE (on the embedded database about a quarter less of its CPU than the upsert's statement,
 * which must read and lock the row it replaces first); null when it no longer does or has gone,
 * and nothing was changed: the caller then runs the upsert.
 */
export async function updateUnchangedCatalogueEntry(db: Queryable, entry: CatalogueUpsert & { previousBlobId: string }): Promise<Upserted | null> {
  const { rows } = await db.query(UPDATE_IF_UNCHANGED, [...rowParams(entry), entry.previousBlobId]);
  return rows[0] ? upsertedEntry(entry, rows[0].last_modified, entry.previousBlobId) : null;
}

/** A row's columns as the upsert and the in-place update take them ($1-$9). */
function rowParams({ key, blobId, size, etag, attributes }: CatalogueUpsert): unknown[] {
  return [
    key,
    blobId,
    size,
    etag,
    attributes.contentType,
    JSON.stringify(attributes.metadata),
    JSON.stringify(attributes.headers),
    attributes.checksum?.algorithm ?? null,
    attributes.checksum?.value ?? null,
  ];
}

const UPDATE_IF_UNCHANGED = `
  UPDATE storage_objects SET blob_id = $2, size = $3, etag = $4, content_type = $5, metadata = $6::jsonb, headers = $7::jsonb,
    checksum_algorithm = $8, checksum_value = $9, last_modified = now()
  WHERE key = $1 AND blob_id = $10
  RETURNING last_modified`;

/** What an upsert answers: the entry written, its time as the database stamped it, the blob it replaced. */
export function upsertedEntry(entry: CatalogueUpsert, lastModified: unknown, replaced: unknown): Upserted {
  const { attributes } = entry;
  const info = {
    key: entry.key,
    size: entry.size,
    etag: `"${entry.etag}"`,
    contentType: attributes.contentType,
    metadata: attributes.metadata,
    headers: attributes.headers,
    checksum: attributes.checksum,
    lastModified: lastModified instanceof Date ? lastModified : new Date(String(lastModified)),
  };
  return { entry: { blobId: entry.blobId, info }, replacedBlobId: replaced === null || replaced === undefined ? null : String(replaced) };
}

const UPSERT_RETURNING_REPLACED = `
  WITH previous AS (SELECT key, blob_id FROM storage_objects WHERE key = $1 FOR UPDATE),
  replaced AS (
    UPDATE storage_objects AS target SET blob_id = $2, size = $3, etag = $4, content_type = $5, metadata = $6::jsonb, headers = $7::jsonb,
      checksum_algorithm = $8, checksum_value = $9, last_modified = now()
    FROM previous WHERE target.key = previous.key
    RETURNING target.last_modified, previous.blob_id AS replaced_blob_id
  ),
  inserted AS (
    INSERT INTO storage_objects (key, blob_id, size, etag, content_type, metadata, headers, checksum_algorithm, checksum_value, last_modified)
    SELECT $1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8, $9, now() WHERE NOT EXISTS (SELECT FROM previous)
    ON CONFLICT (key) DO NOTHING
    RETURNING last_modified, NULL::text AS replaced_blob_id
  )
  SELECT * FROM replaced UNION ALL SELECT * FROM inserted`;

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
