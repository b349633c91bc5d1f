-- Brings a store whose 0002_user_pool.sql is the version of commit d8e9ca3 (the first release with
-- migrations) to today's 0002: that version lacked user_pool_users.pending_email, which dd6afc6
-- added to the file instead of a new migration. The column comes last here, not after
-- email_verified as in a new install; every statement names its columns, so the order is not read.
ALTER TABLE user_pool_users ADD COLUMN IF NOT EXISTS pending_email text;
