/**
 * Migration 0022 on a store written when a creator's anonymised records shared their profile's
 * AnonymousShelf anonymousId: each gets a public profileId of its own and an AnonymousAuthorship
 * entry naming its profile, its timestamps show the day, a hidden one comes back the same way,
 * named records and other creators' records stay as they were, and the shelves are gone.
 */
import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '../../core/database/database';
import { MIGRATIONS_DIR, runMigrations } from '../../core/database/migrate';
import { openEmbeddedDatabase } from '../../core/database/open-embedded-database';
import { createTempDataDir, removeTempDataDir } from '../../core/database/temp-data-dir.test-helper';
import { silentLogger } from '../../core/log';
import { findRecord } from './record-store';
import { insertRecordBefore } from '../test-support/insert-record-before';

jest.setTimeout(60_000);

const MIGRATION = '0022_anonymous_authorship.sql';
const AT = '2026-05-04T13:14:15.161Z';
const owner = 'sub-anika::anika';

let dataDir: string;
let db: Database;
beforeAll(async () => {
  dataDir = await createTempDataDir();
  db = await openEmbeddedDatabase(dataDir);
  const before = mkdtempSync(join(tmpdir(), 'migrations-'));
  for (const name of readdirSync(MIGRATIONS_DIR).filter((file) => file < MIGRATION)) copyFileSync(join(MIGRATIONS_DIR, name), join(before, name));
  await runMigrations(db, { directory: before, log: silentLogger });
  rmSync(before, { recursive: true, force: true });

  await insertRecordBefore(db, 'Profile', { id: 'profile-anika', userId: 'sub-anika', username: 'anika', displayName: 'Anika', owner, createdAt: AT, updatedAt: AT });
  await insertRecordBefore(db, 'AnonymousShelf', { id: 'profile-anika', anonymousId: 'shelf-anika', owner, createdAt: AT, updatedAt: AT });
  const ban = { platformId: 'youtube', isActive: true, dateOfBan: '2026-03-01', owner, createdAt: AT, updatedAt: AT };
  await insertRecordBefore(db, 'PlatformBan', { ...ban, id: 'ban-named', profileId: 'profile-anika', isAnonymous: false });
  await insertRecordBefore(db, 'PlatformBan', { ...ban, id: 'ban-anon-1', profileId: 'shelf-anika', isAnonymous: true });
  await insertRecordBefore(db, 'PlatformBan', { ...ban, id: 'ban-anon-2', profileId: 'shelf-anika', isAnonymous: true });
  await insertRecordBefore(db, 'ShadowbanExperience', { id: 'report-anon', profileId: 'shelf-anika', isAnonymous: true, platform: 'X', category: 'Reach', description: 'd', restrictionType: 't', date: '2026-03-01', owner, createdAt: AT, updatedAt: AT });
  const hiddenBan = { ...ban, id: 'ban-anon-hidden', profileId: 'shelf-anika', isAnonymous: true };
  await insertRecordBefore(db, 'HiddenRecord', { id: 'PlatformBan#ban-anon-hidden', model: 'PlatformBan', recordId: 'ban-anon-hidden', record: JSON.stringify(hiddenBan), reason: 'r', hiddenBy: 'm', hiddenAt: AT, cascadeOf: 'Profile#profile-anika', owner, profileId: 'shelf-anika', createdAt: AT, updatedAt: AT });
  await insertRecordBefore(db, 'PlatformBan', { ...ban, id: 'ban-other', profileId: 'profile-other', owner: 'sub-other::other' });
  await runMigrations(db, { log: silentLogger });
});
afterAll(async () => {
  await db?.close();
  removeTempDataDir(dataDir);
});

it('gives each anonymised record a public profileId of its own and its day for its timestamps', async () => {
  const records = await Promise.all(['ban-anon-1', 'ban-anon-2'].map((id) => findRecord(db, 'PlatformBan', id)));
  const report = await findRecord(db, 'ShadowbanExperience', 'report-anon');
  const ids = [...records, report].map((record) => record?.profileId);
  expect(new Set([...ids, 'shelf-anika', 'profile-anika']).size).toBe(5);
  for (const record of [...records, report]) expect(record).toMatchObject({ createdAt: '2026-05-04T00:00:00.000Z', updatedAt: '2026-05-04T00:00:00.000Z', isAnonymous: true });
});

it('files whose each one is in a private AnonymousAuthorship entry, a hidden one included', async () => {
  for (const [model, id] of [['PlatformBan', 'ban-anon-1'], ['PlatformBan', 'ban-anon-2'], ['ShadowbanExperience', 'report-anon'], ['PlatformBan', 'ban-anon-hidden']]) {
    expect(await findRecord(db, 'AnonymousAuthorship', `${model}#${id}`)).toMatchObject({ profileId: 'profile-anika', recordModel: model, recordId: id, owner });
  }
  const hidden = await findRecord(db, 'HiddenRecord', 'PlatformBan#ban-anon-hidden');
  expect(hidden?.profileId).toBe('profile-anika');
  const restored = JSON.parse(String(hidden?.record)) as { profileId: string };
  expect(restored.profileId).not.toBe('shelf-anika');
});

it('leaves named records and other creators alone, and removes the shelves', async () => {
  expect(await findRecord(db, 'PlatformBan', 'ban-named')).toMatchObject({ profileId: 'profile-anika', createdAt: AT });
  expect(await findRecord(db, 'PlatformBan', 'ban-other')).toMatchObject({ profileId: 'profile-other', createdAt: AT });
  expect(await findRecord(db, 'AnonymousShelf', 'profile-anika')).toBeNull();
  const { rows } = await db.query<{ count: number }>(`SELECT count(*)::int AS count FROM data_records WHERE model = 'AnonymousAuthorship'`);
  expect(rows[0].count).toBe(4);
});
