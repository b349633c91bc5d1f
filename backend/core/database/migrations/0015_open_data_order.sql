-- Issue 18: the open data downloads (/data/bans.csv and the rest) walk every public ban record and
-- shadowban report in the order they last changed, a page at a time from where the last page
-- stopped, and `?since=` starts at an instant. These indexes hold that order, so each page is a
-- range read whatever the size of the store. A record without updatedAt sorts first ('').
CREATE INDEX IF NOT EXISTS open_data_ban_order ON data_records ((coalesce(doc->>'updatedAt', '') COLLATE "C"), id)
  WHERE model = 'PlatformBan';
CREATE INDEX IF NOT EXISTS open_data_shadowban_order ON data_records ((coalesce(doc->>'updatedAt', '') COLLATE "C"), id)
  WHERE model = 'ShadowbanExperience';
