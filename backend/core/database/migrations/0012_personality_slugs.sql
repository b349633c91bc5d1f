-- Issue 16: a personality's page is read by its stored slug (the Personality slug index in
-- amplify/data/models/catalogue-models.ts), no longer by an address worked out over every
-- personality. Each personality without a slug gets the address it already had under the old
-- rule, so links people shared keep working:
--   the slug of its name (amplify/data/slug.ts: NFKD, accents dropped, lower case, & as "and",
--   runs of anything but a-z and 0-9 as one hyphen, none at the ends);
--   its id when the name has no letters or digits, when that slug is another personality's id,
--   or when a personality with a smaller id (or one that already has a slug) holds it.
-- Re-running it changes nothing: only records without a slug are given one.

CREATE TEMP TABLE migration_0012_slugs ON COMMIT DROP AS
WITH named AS (
  SELECT id, regexp_replace(regexp_replace(
      replace(lower(regexp_replace(normalize(coalesce(doc->>'name', ''), NFKD), '[\u0300-\u036f]', '', 'g')), '&', ' and '),
      '[^a-z0-9]+', '-', 'g'), '^-+|-+$', '', 'g') AS wanted
  FROM data_records
  WHERE model = 'Personality' AND coalesce(doc->>'slug', '') = ''
),
eligible AS (
  SELECT named.id, named.wanted, row_number() OVER (PARTITION BY named.wanted ORDER BY named.id) AS position
  FROM named
  WHERE named.wanted <> ''
    AND NOT EXISTS (SELECT 1 FROM data_records AS other
      WHERE other.model = 'Personality' AND other.id = named.wanted AND other.id <> named.id)
    AND NOT EXISTS (SELECT 1 FROM data_records AS other
      WHERE other.model = 'Personality' AND other.doc->>'slug' = named.wanted)
)
SELECT named.id, coalesce(eligible.wanted, named.id) AS slug
FROM named LEFT JOIN eligible ON eligible.id = named.id AND eligible.position = 1;

UPDATE data_records AS record
SET doc = jsonb_set(record.doc, '{slug}', to_jsonb(chosen.slug))
FROM migration_0012_slugs AS chosen
WHERE record.model = 'Personality' AND record.id = chosen.id;

-- /personalities in the catalogue's order (backend/data/custom-operations/personality-list.ts,
-- written exactly as that query writes it): active ones first (a missing flag reads as active),
-- then by ranking (1 first; none, or not a positive number, last), then by display name, then id.
CREATE INDEX IF NOT EXISTS content_stats_personality_order
  ON data_records (
    (coalesce(doc->'active', 'true'::jsonb) <> 'false'::jsonb) DESC,
    (CASE WHEN jsonb_typeof(doc->'ranking') = 'number' THEN CASE WHEN (doc->>'ranking')::numeric > 0 THEN (doc->>'ranking')::numeric END END),
    lower((doc->>'displayName') COLLATE "C"),
    id)
  WHERE model = 'Personality';
