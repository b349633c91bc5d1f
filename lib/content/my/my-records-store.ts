import { throwIfErrors } from '@/lib/content/profiles/data-errors';
import { readEveryPage } from '@/lib/content/read-every-page';
import type { BrowserDataClient } from '@/lib/data/browser-data';
import type { Schema } from '@/lib/data/schema';
import type { BanInput } from './ban-form';
import type { ShadowbanInput } from './shadowban-form';

/**
 * The creator's platform bans and shadowban reports. Every call runs on user-pool auth, so the
 * owner rule limits reads to the caller's records and refuses changes to anyone else's.
 */
export type MyPlatformBan = Omit<Schema['PlatformBan']['type'], 'platform' | 'profile'>;
export type MyShadowban = Omit<Schema['ShadowbanExperience']['type'], 'profile'>;

function byDateDescending<T>(dateOf: (item: T) => string | null | undefined) {
  return (a: T, b: T) => (dateOf(b) ?? '').localeCompare(dateOf(a) ?? '');
}

function savedOrThrow<T>(result: { data: T | null; errors?: readonly { message: string }[] }, what: string): T {
  throwIfErrors(result);
  if (!result.data) throw new Error(`The ${what} was not found: it may have been deleted.`);
  return result.data;
}

export async function listMyBans(client: BrowserDataClient, profileId: string): Promise<MyPlatformBan[]> {
  const bans = await readEveryPage<MyPlatformBan>((nextToken) =>
    client.models.PlatformBan.listPlatformBanByProfileId({ profileId }, { limit: 1000, nextToken }),
  );
  return bans.sort(byDateDescending((ban) => ban.dateOfBan));
}

export async function saveMyBan(client: BrowserDataClient, profileId: string, input: BanInput, id?: string): Promise<MyPlatformBan> {
  const result = id
    ? await client.models.PlatformBan.update({ id, ...input })
    : await client.models.PlatformBan.create({ profileId, ...input });
  return savedOrThrow(result, 'ban');
}

export async function deleteMyBan(client: BrowserDataClient, id: string): Promise<void> {
  savedOrThrow(await client.models.PlatformBan.delete({ id }), 'ban');
}

export async function listMyShadowbans(client: BrowserDataClient, profileId: string): Promise<MyShadowban[]> {
  const reports = await readEveryPage<MyShadowban>((nextToken) =>
    client.models.ShadowbanExperience.listShadowbanExperienceByProfileId({ profileId }, { limit: 1000, nextToken }),
  );
  return reports.sort(byDateDescending((report) => report.date));
}

export async function saveMyShadowban(client: BrowserDataClient, profileId: string, input: ShadowbanInput, id?: string): Promise<MyShadowban> {
  const result = id
    ? await client.models.ShadowbanExperience.update({ id, ...input })
    : await client.models.ShadowbanExperience.create({ profileId, ...input });
  return savedOrThrow(result, 'shadowban report');
}

export async function deleteMyShadowban(client: BrowserDataClient, id: string): Promise<void> {
  savedOrThrow(await client.models.ShadowbanExperience.delete({ id }), 'shadowban report');
}
