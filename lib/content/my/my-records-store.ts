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

/** Where the creator's records are filed: the profile's id, and its private anonymousId for the anonymised ones. */
export type RecordShelves = { id: string; anonymousId?: string | null };
const shelvesOf = (profile: RecordShelves): string[] => [profile.id, ...(profile.anonymousId ? [profile.anonymousId] : [])];

export async function listMyBans(client: BrowserDataClient, profile: RecordShelves): Promise<MyPlatformBan[]> {
  const shelves = await Promise.all(
    shelvesOf(profile).map((profileId) => readAllPages<MyPlatformBan>((nextToken) => client.models.PlatformBan.listPlatformBanByProfileId({ profileId }, { ...AS_OWNER, nextToken }))),
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

export async function listMyShadowbans(client: BrowserDataClient, profile: RecordShelves): Promise<MyShadowban[]> {
  const shelves = await Promise.all(
    shelvesOf(profile).map((profileId) =>
      readAllPages<MyShadowban>((nextToken) => client.models.ShadowbanExperience.listShadowbanExperienceByProfileId({ profileId }, { ...AS_OWNER, nextToken })),
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
