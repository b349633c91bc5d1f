import type { BrowserDataClient } from '@/lib/data/browser-data';
import type { Schema } from '@/lib/data/schema';
import type { BanInput } from './ban-form';
import { AS_OWNER, readAllPages, savedOrThrow } from './my-api';
import type { ShadowbanInput } from './shadowban-form';

/**
 * The creator's platform bans and shadowban reports. Reads list the caller's own profile's
 * records; writes go through the creator mutations, which put the record on the caller's profile
 * (never another's) and recompute the profile's totals in the same step.
 */
export type MyPlatformBan = Omit<Schema['PlatformBan']['type'], 'platform' | 'profile'>;
export type MyShadowban = Omit<Schema['ShadowbanExperience']['type'], 'profile'>;

function byDateDescending<T>(dateOf: (item: T) => string | null | undefined) {
  return (a: T, b: T) => (dateOf(b) ?? '').localeCompare(dateOf(a) ?? '');
}

/**
 * The creator's anonymised records of one model: each is filed under a public id of its own, and
 * only its AnonymousAuthorship entry (which its owner and moderators alone read) says it is theirs.
 */
async function anonymisedIdsOf(client: BrowserDataClient, profileId: string, model: 'PlatformBan' | 'ShadowbanExperience'): Promise<string[]> {
  const entries = await readAllPages<{ recordModel: string; recordId: string }>((nextToken) =>
    client.models.AnonymousAuthorship.listAnonymousAuthorshipByProfileId({ profileId }, { ...AS_OWNER, nextToken, selectionSet: ['recordModel', 'recordId'] }),
  );
  return entries.filter((entry) => entry.recordModel === model).map((entry) => entry.recordId);
}

/** Records by id, as their owner reads them (missing ones, hidden or deleted meanwhile, left out). */
async function ownRecordsByIds<T>(ids: readonly string[], get: (id: string) => Promise<{ data?: T | null }>): Promise<T[]> {
  const records: T[] = [];
  for (const answer of await Promise.all(ids.map(get))) if (answer.data) records.push(answer.data);
  return records;
}

export async function listMyBans(client: BrowserDataClient, profileId: string): Promise<MyPlatformBan[]> {
  const [named, anonymised] = await Promise.all([
    readAllPages<MyPlatformBan>((nextToken) => client.models.PlatformBan.listPlatformBanByProfileId({ profileId }, { ...AS_OWNER, nextToken })),
    anonymisedIdsOf(client, profileId, 'PlatformBan').then((ids) => ownRecordsByIds(ids, (id) => client.models.PlatformBan.get({ id }, AS_OWNER))),
  ]);
  return [...named, ...(anonymised as MyPlatformBan[])].sort(byDateDescending((ban) => ban.dateOfBan));
}

/** Adds a ban (no id) or changes one of the caller's bans. */
export async function saveMyBan(client: BrowserDataClient, input: BanInput, id?: string): Promise<MyPlatformBan> {
  return savedOrThrow(await client.mutations.saveMyPlatformBan({ ...input, id }, AS_OWNER), 'ban');
}

export async function deleteMyBan(client: BrowserDataClient, id: string): Promise<void> {
  savedOrThrow(await client.mutations.deleteMyPlatformBan({ id }, AS_OWNER), 'deleted ban');
}

export async function listMyShadowbans(client: BrowserDataClient, profileId: string): Promise<MyShadowban[]> {
  const [named, anonymised] = await Promise.all([
    readAllPages<MyShadowban>((nextToken) => client.models.ShadowbanExperience.listShadowbanExperienceByProfileId({ profileId }, { ...AS_OWNER, nextToken })),
    anonymisedIdsOf(client, profileId, 'ShadowbanExperience').then((ids) => ownRecordsByIds(ids, (id) => client.models.ShadowbanExperience.get({ id }, AS_OWNER))),
  ]);
  return [...named, ...(anonymised as MyShadowban[])].sort(byDateDescending((report) => report.date));
}

/** Adds a shadowban report (no id) or changes one of the caller's reports. */
export async function saveMyShadowban(client: BrowserDataClient, input: ShadowbanInput, id?: string): Promise<MyShadowban> {
  return savedOrThrow(await client.mutations.saveMyShadowbanReport({ ...input, id }, AS_OWNER), 'shadowban report');
}

export async function deleteMyShadowban(client: BrowserDataClient, id: string): Promise<void> {
  savedOrThrow(await client.mutations.deleteMyShadowbanReport({ id }, AS_OWNER), 'deleted shadowban report');
}
