import { deriveProfileTotals, type ProfileTotals } from '@/amplify/data/profile-totals';
import { PLATFORMS } from '@/lib/content/platforms';
import { throwIfErrors } from '@/lib/content/profiles/data-errors';
import { readEveryPage } from '@/lib/content/read-every-page';
import type { BrowserDataClient } from '@/lib/data/browser-data';
import type { Schema } from '@/lib/data/schema';
import { listMyBans, listMyShadowbans } from './my-records-store';
import { USERNAME_TAKEN_MESSAGE, type ProfileInput } from './profile-form';

export type MyProfile = Omit<Schema['Profile']['type'], 'briefs' | 'platformBans' | 'shadowbanExperiences'>;

/** Platform records by id for the totals: the constant, since the records are another owner's. */
const PLATFORM_FACTS = PLATFORMS.map((platform) => ({ id: platform.id, name: platform.name }));

/**
 * The signed-in creator's profile, or null before they made one. The owner rule filters the list
 * to the caller's own records, so this can never return someone else's profile.
 */
export async function loadMyProfile(client: BrowserDataClient): Promise<MyProfile | null> {
  const profiles = await readEveryPage<MyProfile>((nextToken) => client.models.Profile.list({ limit: 100, nextToken }));
  // One profile per creator; should an old one linger, the first created is the one that counts.
  return [...profiles].sort((a, b) => (a.createdAt ?? '').localeCompare(b.createdAt ?? ''))[0] ?? null;
}

/**
 * Whether another profile uses `username`. Asked on the API key: with user-pool auth the owner
 * rule would hide every profile but the caller's own.
 */
export async function isUsernameTaken(client: BrowserDataClient, username: string, ownProfileId?: string): Promise<boolean> {
  const result = await client.models.Profile.listProfileByUsername({ username }, { authMode: 'apiKey', selectionSet: ['id'] });
  throwIfErrors(result);
  return result.data.some((profile) => profile.id !== ownProfileId);
}

/** The profile's totals from its own ban and shadowban records, as they are now. */
export async function readProfileTotals(client: BrowserDataClient, profileId: string, activePlatforms: readonly (string | null)[]): Promise<ProfileTotals> {
  const [platformBans, shadowbanExperiences] = await Promise.all([listMyBans(client, profileId), listMyShadowbans(client, profileId)]);
  return deriveProfileTotals({
    platformBans: platformBans.map((ban) => ({ platformId: ban.platformId ?? '', isActive: ban.isActive, dateOfBan: ban.dateOfBan })),
    shadowbanExperiences,
    platforms: PLATFORM_FACTS,
    activePlatforms: activePlatforms.filter((name): name is string => Boolean(name)),
  });
}

async function updateProfile(client: BrowserDataClient, changes: Schema['Profile']['updateType']): Promise<MyProfile> {
  const result = await client.models.Profile.update(changes);
  throwIfErrors(result);
  if (!result.data) throw new Error('The profile could not be saved: it was not found.');
  return result.data;
}

/** After a ban or report changed: recompute the totals from the records and store them. */
export async function syncProfileTotals(client: BrowserDataClient, profile: MyProfile): Promise<MyProfile> {
  const totals = await readProfileTotals(client, profile.id, profile.activePlatforms ?? []);
  return updateProfile(client, { id: profile.id, ...totals });
}

/** First visit: the profile with a unique username, totals from (no) records. */
export async function createMyProfile(client: BrowserDataClient, userId: string, input: ProfileInput): Promise<MyProfile> {
  if (await isUsernameTaken(client, input.username)) throw new Error(USERNAME_TAKEN_MESSAGE);
  const totals = deriveProfileTotals({ platformBans: [], shadowbanExperiences: [], platforms: PLATFORM_FACTS, activePlatforms: input.activePlatforms });
  const result = await client.models.Profile.create({ userId, ...input, ...totals });
  throwIfErrors(result);
  if (!result.data) throw new Error('The profile could not be created.');
  return result.data;
}

/** Saves the form's fields and, since the active platforms may have changed, the totals. */
export async function updateMyProfile(client: BrowserDataClient, profile: MyProfile, input: ProfileInput): Promise<MyProfile> {
  if (input.username !== profile.username && (await isUsernameTaken(client, input.username, profile.id))) {
    throw new Error(USERNAME_TAKEN_MESSAGE);
  }
  const totals = await readProfileTotals(client, profile.id, input.activePlatforms);
  return updateProfile(client, { id: profile.id, ...input, ...totals });
}
