-- Issue 43: an anonymised ban or report no longer shares a public profileId with its creator's
-- other anonymised records. Until now each was filed under its profile's AnonymousShelf
-- anonymousId, one id for all of a creator's anonymised records, so listing by that id grouped
-- them; and their timestamps were exact to the millisecond. Each now gets a public profileId of
-- its own, an AnonymousAuthorship entry (read only by its owner and moderators) says whose it is,
-- and its public timestamps show the day (amplify/data/creator-records/anonymous-records.ts).

CREATE TEMP TABLE migration_0022_anonymised ON COMMIT DROP AS
SELECT record.model, record.id, shelf.id AS profile_id, shelf.doc->'owner' AS owner, gen_random_uuid()::text AS public_id
FROM data_records AS shelf
JOIN data_records AS record
  ON record.model IN ('PlatformBan', 'ShadowbanExperience') AND record.doc->>'profileId' = shelf.doc->>'anonymousId'
WHERE shelf.model = 'AnonymousShelf';

-- Records a moderator hid (with their profile, say) come back as the rules now file them.
CREATE TEMP TABLE migration_0022_hidden ON COMMIT DROP AS
SELECT hidden.id, hidden.doc->>'model' AS model, hidden.doc->>'recordId' AS record_id, shelf.id AS profile_id, shelf.doc->'owner' AS owner,
  gen_random_uuid()::text AS public_id
FROM data_records AS shelf
JOIN data_records AS hidden
  ON hidden.model = 'HiddenRecord'
  AND hidden.doc->>'model' IN ('PlatformBan', 'ShadowbanExperience')
  AND jsonb_typeof(hidden.doc->'record') = 'string'
  AND ((hidden.doc->>'record')::jsonb)->>'profileId' = shelf.doc->>'anonymousId'
WHERE shelf.model = 'AnonymousShelf';

INSERT INTO data_records (model, id, doc)
SELECT 'AnonymousAuthorship', entry.model || '#' || entry.id, jsonb_build_object(
  'id', entry.model || '#' || entry.id,
  'profileId', entry.profile_id,
  'recordModel', entry.model,
  'recordId', entry.id,
  'owner', entry.owner,
  'createdAt', to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T00:00:00.000Z"'),
  'updatedAt', to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T00:00:00.000Z"'))
FROM (
  SELECT model, id, profile_id, owner FROM migration_0022_anonymised
  UNION ALL
  SELECT model, record_id, profile_id, owner FROM migration_0022_hidden
) AS entry
ON CONFLICT (model, id) DO NOTHING;

UPDATE data_records AS record
SET doc = record.doc || jsonb_build_object(
  'profileId', entry.public_id,
  'createdAt', substr(record.doc->>'createdAt', 1, 10) || 'T00:00:00.000Z',
  'updatedAt', substr(record.doc->>'updatedAt', 1, 10) || 'T00:00:00.000Z')
FROM migration_0022_anonymised AS entry
WHERE record.model = entry.model AND record.id = entry.id;

UPDATE data_records AS hidden
SET doc = hidden.doc || jsonb_build_object(
  'profileId', entry.profile_id,
  'record', to_jsonb((((hidden.doc->>'record')::jsonb) || jsonb_build_object('profileId', entry.public_id))::text))
FROM migration_0022_hidden AS entry
WHERE hidden.model = 'HiddenRecord' AND hidden.id = entry.id;

DELETE FROM data_records WHERE model = 'AnonymousShelf';
