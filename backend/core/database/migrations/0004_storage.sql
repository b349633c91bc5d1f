-- The local disk object store's catalogue (backend/storage/store/disk/): each object's key, where
-- its bytes are under DATA_DIR/storage/objects, and what S3 reports about it. Keys sort by byte
-- ("C" collation), as S3 lists them.
CREATE TABLE storage_objects (
  key text COLLATE "C" PRIMARY KEY,
  blob_id text NOT NULL,
  size bigint NOT NULL,
  etag text NOT NULL,
  content_type text NOT NULL,
  metadata jsonb NOT NULL DEFAULT '{}',
  headers jsonb NOT NULL DEFAULT '{}',
  checksum_algorithm text,
  checksum_value text,
  last_modified timestamptz NOT NULL DEFAULT now()
);

-- Multipart uploads in progress, whichever store holds the parts: on disk they wait under
-- DATA_DIR/storage/multipart/<store_ref>/, in an S3 bucket as the bucket's own multipart upload
-- (store_ref is its upload id there). Kept in the database so any instance can take the next part.
CREATE TABLE storage_multipart_uploads (
  upload_id text PRIMARY KEY,
  key text NOT NULL,
  store_ref text NOT NULL,
  content_type text NOT NULL,
  metadata jsonb NOT NULL DEFAULT '{}',
  headers jsonb NOT NULL DEFAULT '{}',
  initiated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE storage_multipart_parts (
  upload_id text NOT NULL REFERENCES storage_multipart_uploads (upload_id) ON DELETE CASCADE,
  part_number integer NOT NULL,
  -- The store's name for the part's bytes (a file on disk, the bucket's ETag in S3).
  part_ref text NOT NULL,
  size bigint NOT NULL,
  etag text NOT NULL,
  -- Whether the part begins like a picture; checked when the part is the first of an object under an image prefix.
  starts_as_image boolean NOT NULL DEFAULT false,
  last_modified timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (upload_id, part_number)
);
