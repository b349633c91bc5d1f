/**
 * Migration 0008 on a store written before issue 15's rules: impostor profiles and records planted
 * on someone else's profile leave the public tables for HiddenRecord with a reason, drafts leave
 * Brief, the claims are backfilled, and PostgreSQL itself refuses a second profile of one username.
 */
import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '../../core/database/database';
import { MIGRATIONS_DIR, runMigrations } from '../../core/database/migrate';
import { openEmbeddedDatabase } from '../../core/database/open-embedded-database';
import { createTempDataDir, removeTempDataDir } from '../../core/database/temp-data-dir.test-helper';
import { silentLogger } from '../../core/log';
import { countRecords, findRecord, insertRecord } from './record-store';
import { insertRecordBefore } from '../test-support/insert-record-before';

jest.setTimeout(60_000);

const ADA = 'sub-ada::sub-ada';
const MALLORY = 'sub-mallory::sub-mallory';
const brief = (id: string, fields: Record<string, unknown>) => ({
  id,
  title: id,
  slug: id,
  status: 'PUBLISHED',
  createdAt: '2025-01-02T00:00:00.000Z',
  ...fields,
});

let dataDir: string;
let db: Database;
beforeAll(async () => {
  dataDir = await createTempDataDir();
  db = await openEmbeddedDatabase(dataDir);
  // The store as the version before 0008 left it.
  const before = mkdtempSync(join(tmpdir(), 'migrations-'));
  for (const name of readdirSync(MIGRATIONS_DIR).filter((file) => file < '0008'))
    copyFileSync(join(MIGRATIONS_DIR, name), join(before, name));
  await runMigrations(db, { directory: before, log: silentLogger });
  rmSync(before, { recursive: true, force: true });

  await insertRecordBefore(db, 'Profile', { id: 'ada', userId: 'sub-ada', username: 'ada', owner: ADA, createdAt: '2025-01-01T00:00:00.000Z' });
  await insertRecordBefore(db, 'Profile', { id: 'fake-ada', userId: 'sub-mallory', username: 'Ada', owner: MALLORY, createdAt: '2025-02-01T00:00:00.000Z' });
  await insertRecordBefore(db, 'Profile', { id: 'ada-again', userId: 'sub-ada', username: 'ada2', owner: ADA, createdAt: '2025-03-01T00:00:00.000Z' });
  await insertRecordBefore(db, 'Brief', brief('mine', { profileId: 'ada', owner: ADA }));
  await insertRecordBefore(db, 'Brief', brief('draft', { profileId: 'ada', owner: ADA, status: 'DRAFT' }));
  await insertRecordBefore(db, 'Brief', brief('planted', { profileId: 'ada', owner: MALLORY }));
  await insertRecordBefore(db, 'Brief', brief('impostors', { profileId: 'fake-ada', owner: MALLORY }));
  await insertRecordBefore(db, 'PlatformBan', { id: 'ban', profileId: 'ada', owner: ADA });
  await runMigrations(db, { log: silentLogger });
});
afterAll(async () => {
  await db?.close();
  removeTempDataDir(dataDir);
});

it('keeps the oldest profile of a username and of an account, hiding the others with the reason', async () => {
  expect(await findRecord(db, 'Profile', 'ada')).not.toBeNull();
  expect(await findRecord(db, 'Profile', 'fake-ada')).toBeNull();
  expect(await findRecord(db, 'Profile', 'ada-again')).toBeNull();
  const impostor = await findRecord(db, 'HiddenRecord', 'Profile#fake-ada');
  expect(impostor).toMatchObject({ model: 'Profile', recordId: 'fake-ada', owner: MALLORY, profileId: 'fake-ada', cascadeOf: null });
  expect(String(impostor?.reason)).toMatch(/older profile holds this username/);
  expect(JSON.parse(String(impostor?.record))).toMatchObject({ id: 'fake-ada', username: 'Ada' });
  expect(String((await findRecord(db, 'HiddenRecord', 'Profile#ada-again'))?.reason)).toMatch(/one profile per account/);
});

it('hides an impostor’s records with its profile, and records planted on another creator’s profile', async () => {
  expect(await findRecord(db, 'Brief', 'impostors')).toBeNull();
  expect(await findRecord(db, 'HiddenRecord', 'Brief#impostors')).toMatchObject({ cascadeOf: 'Profile#fake-ada' });
  expect(await findRecord(db, 'Brief', 'planted')).toBeNull();
  expect(await findRecord(db, 'HiddenRecord', 'Brief#planted')).toMatchObject({ cascadeOf: null, reason: "Recorded on another creator's profile.", owner: MALLORY });
  expect(await findRecord(db, 'Brief', 'mine')).not.toBeNull();
  expect(await findRecord(db, 'PlatformBan', 'ban')).not.toBeNull();
});

it('moves drafts out of the public table', async () => {
  expect(await findRecord(db, 'Brief', 'draft')).toBeNull();
  expect(await findRecord(db, 'UnpublishedBrief', 'draft')).toMatchObject({ status: 'DRAFT', owner: ADA });
});

it('backfills the claims the creator mutations keep', async () => {
  expect(await findRecord(db, 'UniqueClaim', 'username#ada')).toMatchObject({ recordId: 'ada', isCurrent: true });
  expect(await findRecord(db, 'UniqueClaim', 'profile-of#sub-ada')).toMatchObject({ recordId: 'ada' });
  expect(await findRecord(db, 'UniqueClaim', 'profile-of#sub-mallory')).toBeNull();
  expect(await findRecord(db, 'UniqueClaim', 'brief-slug#mine')).toMatchObject({ recordId: 'mine' });
  expect(await findRecord(db, 'UniqueClaim', 'brief-slug#draft')).toMatchObject({ recordId: 'draft' });
  expect(await countRecords(db, 'UniqueClaim')).toBe(4);
});

it('lets the store refuse a second profile with the same username, whatever its case', async () => {
  await expect(insertRecord(db, 'Profile', { id: 'other', userId: 'sub-eve', username: ' ADA ' })).rejects.toThrow();
  expect(await countRecords(db, 'Profile')).toBe(1);
});
