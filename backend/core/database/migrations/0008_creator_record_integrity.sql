-- Issue 15's rules (amplify/data/creator-records/, amplify/data/moderation/) applied to records
-- written before them, so a store from an earlier version holds what the creator mutations would
-- have written: one profile per account and per username, records only on their owner's profile,
-- drafts apart from published briefs, and the claims that keep names unique from now on.
-- Nothing is deleted outright: a record that cannot stay goes to HiddenRecord with the reason,
-- where its owner reads it and a moderator may restore it.

-- The one time every row of this migration is stamped with (the API's ISO form, UTC).
CREATE TEMP TABLE migration_0008_now ON COMMIT DROP AS
  SELECT to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at;

-- 1. Profiles that cannot stay: a later one with a username an older one holds (case-insensitively),
--    or an account's second profile. The oldest keeps the name.
INSERT INTO data_records (model, id, doc)
SELECT 'HiddenRecord', 'Profile#' || ranked.id, jsonb_build_object(
  'id', 'Profile#' || ranked.id,
  'model', 'Profile',
  'recordId', ranked.id,
  'record', to_jsonb(ranked.doc::text),
  'reason', CASE WHEN ranked.by_name > 1
    THEN 'An older profile holds this username: choose another and ask a moderator to restore this profile.'
    ELSE 'This account has an older profile: one profile per account.' END,
  'hiddenBy', 'migration 0008',
  'hiddenAt', now_row.at,
  'cascadeOf', NULL,
  'owner', ranked.doc->'owner',
  'profileId', ranked.id,
  'createdAt', now_row.at,
  'updatedAt', now_row.at)
FROM (
  SELECT id, doc,
    row_number() OVER (PARTITION BY lower(btrim(doc->>'username')) ORDER BY doc->>'createdAt', id) AS by_name,
    CASE WHEN doc->>'userId' IS NULL THEN 1
      ELSE row_number() OVER (PARTITION BY doc->>'userId' ORDER BY doc->>'createdAt', id) END AS by_account
  FROM data_records WHERE model = 'Profile'
) AS ranked, migration_0008_now AS now_row
WHERE ranked.by_name > 1 OR ranked.by_account > 1
ON CONFLICT (model, id) DO NOTHING;

DELETE FROM data_records AS profile
WHERE profile.model = 'Profile'
  AND EXISTS (SELECT 1 FROM data_records AS hidden WHERE hidden.model = 'HiddenRecord' AND hidden.id = 'Profile#' || profile.id);

-- 2. Briefs, bans and reports of those profiles go with them (and come back with them); those
--    whose owner is not their profile's owner were planted on someone else's profile.
INSERT INTO data_records (model, id, doc)
SELECT 'HiddenRecord', child.model || '#' || child.id, jsonb_build_object(
  'id', child.model || '#' || child.id,
  'model', child.model,
  'recordId', child.id,
  'record', to_jsonb(child.doc::text),
  'reason', COALESCE(hidden_profile.doc->>'reason', 'Recorded on another creator''s profile.'),
  'hiddenBy', 'migration 0008',
  'hiddenAt', now_row.at,
  'cascadeOf', hidden_profile.id,
  'owner', child.doc->'owner',
  'profileId', child.doc->'profileId',
  'createdAt', now_row.at,
  'updatedAt', now_row.at)
FROM data_records AS child
LEFT JOIN data_records AS profile ON profile.model = 'Profile' AND profile.id = child.doc->>'profileId'
LEFT JOIN data_records AS hidden_profile
  ON hidden_profile.model = 'HiddenRecord' AND hidden_profile.id = 'Profile#' || (child.doc->>'profileId')
CROSS JOIN migration_0008_now AS now_row
WHERE child.model IN ('Brief', 'PlatformBan', 'ShadowbanExperience')
  AND (hidden_profile.id IS NOT NULL
    OR (profile.id IS NOT NULL
      AND split_part(COALESCE(child.doc->>'owner', ''), '::', 1) <> split_part(COALESCE(profile.doc->>'owner', ''), '::', 1)))
ON CONFLICT (model, id) DO NOTHING;

DELETE FROM data_records AS child
WHERE child.model IN ('Brief', 'PlatformBan', 'ShadowbanExperience')
  AND EXISTS (SELECT 1 FROM data_records AS hidden WHERE hidden.model = 'HiddenRecord' AND hidden.id = child.model || '#' || child.id);

-- 3. Drafts and archived briefs leave the public table.
INSERT INTO data_records (model, id, doc)
SELECT 'UnpublishedBrief', id, doc FROM data_records
WHERE model = 'Brief' AND COALESCE(doc->>'status', '') <> 'PUBLISHED'
ON CONFLICT (model, id) DO NOTHING;

DELETE FROM data_records AS brief
WHERE brief.model = 'Brief' AND COALESCE(brief.doc->>'status', '') <> 'PUBLISHED'
  AND EXISTS (SELECT 1 FROM data_records AS moved WHERE moved.model = 'UnpublishedBrief' AND moved.id = brief.id);

-- 4. The claims (amplify/data/creator-records/unique-claims.ts): usernames, one profile per
--    account, brief slugs (the oldest brief keeps a slug two briefs share).
INSERT INTO data_records (model, id, doc)
SELECT 'UniqueClaim', claim.kind || '#' || claim.value, jsonb_build_object(
  'id', claim.kind || '#' || claim.value,
  'kind', claim.kind,
  'value', claim.value,
  'recordId', claim.record_id,
  'isCurrent', true,
  'createdAt', now_row.at,
  'updatedAt', now_row.at)
FROM (
  SELECT 'username' AS kind, lower(btrim(doc->>'username')) AS value, id AS record_id, doc->>'createdAt' AS created
  FROM data_records WHERE model = 'Profile' AND doc->>'username' IS NOT NULL
  UNION ALL
  SELECT 'profile-of', doc->>'userId', id, doc->>'createdAt'
  FROM data_records WHERE model = 'Profile' AND doc->>'userId' IS NOT NULL
  UNION ALL
  (SELECT DISTINCT ON (doc->>'slug') 'brief-slug', doc->>'slug', id, doc->>'createdAt'
    FROM data_records WHERE model IN ('Brief', 'UnpublishedBrief') AND doc->>'slug' IS NOT NULL
    ORDER BY doc->>'slug', doc->>'createdAt', id)
) AS claim, migration_0008_now AS now_row
ON CONFLICT (model, id) DO NOTHING;

-- 5. What the claims promise, held by the store itself on PostgreSQL too.
CREATE UNIQUE INDEX data_records_profile_username ON data_records (lower(btrim(doc->>'username'))) WHERE model = 'Profile';
