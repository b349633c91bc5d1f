import type { Queryable } from '../../../core/database/database';
import { updateUnchangedCatalogueEntry, upsertCatalogueEntry, upsertedEntry, type CatalogueUpsert as Upsert, type Upserted } from './disk-catalogue';

/** Rows written in one statement at most (a burst of PUTs is a few dozen at most). */
export const MAX_BATCH_ROWS = 32;

interface Waiting {
  upsert: Upsert;
  resolve(upserted: Upserted): void;
  reject(error: unknown): void;
}

/**
 * Group commit of catalogue rows, for the embedded database only (one session: its statements
 * run one at a time, and no other process writes its catalogue). A lone write runs within the
 * turn it was asked in, as the single-row statement; writes asked for in the same turn, or while
 * a statement is running, go together in one statement, so PUTs whose shared folder sync ended at
 * once (folder-sync.ts) are recorded by one statement, one commit and one round trip to the
 * database's worker rather than one each (issue 50's 64 KB row: a row alone cost the embedded database ~200-500 us of
 * CPU, each row of a batch of 4 ~100-120 us). Each write still resolves only once its own row is
 * committed. A batch never holds one key twice: a later write of the same key waits for the next
 * statement, so writes of a key are committed in the order they were asked for. A batch that
 * fails is written again row by row, so one bad row fails only its own write. Writes that say which
 * blob their key names now (previousBlobId, known from the store's catalogue cache) change their
 * rows in place with a plain UPDATE, alone or all of a batch together; a row that no longer names
 * that blob is left as it was by it and written by the upsert after.
 * On PostgreSQL the store keeps one statement per write: statements run side by side there, and
 * batches of other instances could lock the same rows in other orders.
 */
export function createCatalogueBatches(db: Queryable): (upsert: Upsert) => Promise<Upserted> {
  let waiting: Waiting[] = [];
  let isRunning = false;

  const runNext = async () => {
    try {
      while (waiting.length > 0) {
        const batch = takeBatch();
        if (batch.length === 1) await settle(batch[0], writeOne(db, batch[0].upsert));
        else if (batch.every(({ upsert }) => upsert.previousBlobId !== undefined)) await updateBatch(db, batch);
        else await upsertBatch(db, batch);
      }
    } finally {
      isRunning = false;
    }
  };

  /** The longest run of waiting writes from the front with no key twice (order kept). */
  const takeBatch = (): Waiting[] => {
    const keys = new Set<string>();
    let count = 0;
    while (count < waiting.length && count < MAX_BATCH_ROWS && !keys.has(waiting[count].upsert.key)) keys.add(waiting[count++].upsert.key);
    const batch = waiting.slice(0, count);
    waiting = waiting.slice(count);
    return batch;
  };

  return (upsert) =>
    new Promise<Upserted>((resolve, reject) => {
      waiting.push({ upsert, resolve, reject });
      if (isRunning) return;
      isRunning = true;
      // Started once the promise jobs already queued have run, not at once: PUTs released by one
      // folder sync reach here in the same turn, a job or two apart, and go in one statement
      // together instead of the first alone and the rest after it. No timer: a lone write still
      // starts within this turn.
      queueMicrotask(() => void runNext());
    });
}

async function settle(write: Waiting, result: Promise<Upserted>): Promise<void> {
  try {
    write.resolve(await result);
  } catch (error) {
    write.reject(error);
  }
}

/** One write alone: in place when its row still names the blob it says, else the upsert. */
function writeOne(db: Queryable, upsert: Upsert): Promise<Upserted> {
  const { previousBlobId } = upsert;
  if (previousBlobId === undefined) return upsertCatalogueEntry(db, upsert);
  return updateUnchangedCatalogueEntry(db, { ...upsert, previousBlobId }).then((updated) => updated ?? upsertCatalogueEntry(db, upsert));
}

/**
 * A batch whose writes each say which blob their key names now: one UPDATE changes the rows that
 * still name it, and only the others go on to the upsert.
 */
async function updateBatch(db: Queryable, batch: Waiting[]): Promise<void> {
  let rows;
  try {
    ({ rows } = await db.query(UPDATE_UNCHANGED_ROWS, [JSON.stringify(batch.map(({ upsert }) => ({ ...toRow(upsert), previous_blob_id: upsert.previousBlobId })))]));
  } catch {
    // Written by the upsert instead, which finds any row the database refuses.
    return upsertBatch(db, batch);
  }
  const byKey = new Map(rows.map((row) => [String(row.key), row]));
  const rest: Waiting[] = [];
  for (const write of batch) {
    const row = byKey.get(write.upsert.key);
    if (row) write.resolve(upsertedEntry(write.upsert, row.last_modified, write.upsert.previousBlobId));
    else rest.push(write);
  }
  if (rest.length === 1) await settle(rest[0], upsertCatalogueEntry(db, rest[0].upsert));
  else if (rest.length > 1) await upsertBatch(db, rest);
}

async function upsertBatch(db: Queryable, batch: Waiting[]): Promise<void> {
  let rows;
  try {
    ({ rows } = await db.query(UPSERT_ROWS_RETURNING_REPLACED, [JSON.stringify(batch.map(({ upsert }) => toRow(upsert)))]));
  } catch {
    // Which row the database refused is not said: each is written alone and fails alone.
    for (const write of batch) await settle(write, upsertCatalogueEntry(db, write.upsert));
    return;
  }
  const byKey = new Map(rows.map((row) => [String(row.key), row]));
  for (const write of batch) {
    const row = byKey.get(write.upsert.key);
    // No row: another writer inserted the key first (not on one session; the single statement retries).
    if (!row) await settle(write, upsertCatalogueEntry(db, write.upsert));
    else write.resolve(upsertedEntry(write.upsert, row.last_modified, row.replaced_blob_id));
  }
}

function toRow({ key, blobId, size, etag, attributes }: Upsert) {
  return {
    key,
    blob_id: blobId,
    size,
    etag,
    content_type: attributes.contentType,
    metadata: attributes.metadata,
    headers: attributes.headers,
    checksum_algorithm: attributes.checksum?.algorithm ?? null,
    checksum_value: attributes.checksum?.value ?? null,
  };
}

/**
 * updateUnchangedCatalogueEntry's statement for many keys (each once) given as one JSON array:
 * each row that still names its previous_blob_id points at its new blob; those come back with
 * their key and time.
 */
const UPDATE_UNCHANGED_ROWS = `
  UPDATE storage_objects AS target SET blob_id = input.blob_id, size = input.size, etag = input.etag, content_type = input.content_type,
    metadata = input.metadata, headers = input.headers, checksum_algorithm = input.checksum_algorithm, checksum_value = input.checksum_value, last_modified = now()
  FROM jsonb_to_recordset($1::jsonb) AS input(key text, blob_id text, size bigint, etag text, content_type text, metadata jsonb, headers jsonb,
    checksum_algorithm text, checksum_value text, previous_blob_id text)
  WHERE target.key = input.key AND target.blob_id = input.previous_blob_id
  RETURNING target.key, target.last_modified`;

/**
 * upsertCatalogueEntry's statement for many keys (each once) given as one JSON array: the
 * replaced rows read and locked (in key order) before they change, the new keys inserted; each
 * row comes back with its key, its time and the blob it replaced.
 */
const UPSERT_ROWS_RETURNING_REPLACED = `
  WITH input AS (
    SELECT * FROM jsonb_to_recordset($1::jsonb) AS row(key text, blob_id text, size bigint, etag text, content_type text, metadata jsonb, headers jsonb,
      checksum_algorithm text, checksum_value text)
  ),
  previous AS (SELECT key, blob_id FROM storage_objects WHERE key IN (SELECT key FROM input) ORDER BY key FOR UPDATE),
  replaced AS (
    UPDATE storage_objects AS target SET blob_id = input.blob_id, size = input.size, etag = input.etag, content_type = input.content_type,
      metadata = input.metadata, headers = input.headers, checksum_algorithm = input.checksum_algorithm, checksum_value = input.checksum_value, last_modified = now()
    FROM input JOIN previous ON previous.key = input.key WHERE target.key = input.key
    RETURNING target.key, target.last_modified, previous.blob_id AS replaced_blob_id
  ),
  inserted AS (
    INSERT INTO storage_objects (key, blob_id, size, etag, content_type, metadata, headers, checksum_algorithm, checksum_value, last_modified)
    SELECT key, blob_id, size, etag, content_type, metadata, headers, checksum_algorithm, checksum_value, now() FROM input
    WHERE NOT EXISTS (SELECT FROM previous WHERE previous.key = input.key)
    ON CONFLICT (key) DO NOTHING
    RETURNING key, last_modified, NULL::text AS replaced_blob_id
  )
  SELECT * FROM replaced UNION ALL SELECT * FROM inserted`;
