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
 * Where the creator's records are filed: the profile's id, and for the anonymised ones the
 * anonymousId of its AnonymousShelf (which only its owner and moderators read).
 */
async function shelvesOf(client: BrowserDataClient, profileId: string): Promise<string[]> {
  const shelf = await client.models.AnonymousShelf.get({ id: profileId }, { ...AS_OWNER, selectionSet: ['anonymousId'] });
  return [profileId, ...(shelf.data?.anonymousId ? [shelf.data.anonymousId] : [])];
}

export async function listMyBans(client: BrowserDataClient, profileId: string): Promise<MyPlatformBan[]> {
  const shelves = await Promise.all(
    (await shelvesOf(client, profileId)).map((shelf) =>
      readAllPages<MyPlatformBan>((nextToken) => client.models.PlatformBan.listPlatformBanByProfileId({ profileId: shelf }, { ...AS_OWNER, nextToken })),
    ),
  );
  return shelves.flat().sort(byDateDescending((ban) => ban.dateOfBan));
}

/** Adds a ban (no id) or changes one of the caller's bans. */
export async function saveMyBan(client: BrowserDataClient, input: BanInput, id?: string): Promise<MyPlatformBan> {
  return savedOrThrow(await client.mutations.saveMyPlatformBan({ ...input, id }, AS_OWNER), 'ban');
}

export async function deleteMyBan(client: BrowserDataClient, id: string): Promise<void> {
  savedOrThrow(await client.mutations.deleteMyPlatformBan({ id }, AS_OWNER), 'deleted ban');
}

export async function listMyShadowbans(client: BrowserDataClient, profileId: string): Promise<MyShadowban[]> {
  const shelves = await Promise.all(
    (await shelvesOf(client, profileId)).map((shelf) =>
      readAllPages<MyShadowban>((nextToken) => client.models.ShadowbanExperience.listShadowbanExperienceByProfileId({ profileId: shelf }, { ...AS_OWNER, nextToken })),
    ),
  );
  return shelves.flat().sort(byDateDescending((report) => report.date));
}

/** Adds a shadowban report (no id) or changes one of the caller's reports. */
export async function saveMyShadowban(client: BrowserDataClient, input: ShadowbanInput, id?: string): Promise<MyShadowban> {
  return savedOrThrow(await client.mutations.saveMyShadowbanReport({ ...input, id }, AS_OWNER), 'shadowban report');
}

export async function deleteMyShadowban(client: BrowserDataClient, id: string): Promise<void> {
  savedOrThrow(await client.mutations.deleteMyShadowbanReport({ id }, AS_OWNER), 'deleted shadowban report');
}
