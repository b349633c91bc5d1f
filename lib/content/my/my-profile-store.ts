import { throwIfErrors } from '@/lib/content/profiles/data-errors';
import type { BrowserDataClient } from '@/lib/data/browser-data';
import type { Schema } from '@/lib/data/schema';
import { AS_OWNER, readAllPages, savedOrThrow } from './my-api';
import type { ProfileInput } from './profile-form';

export type MyProfile = Omit<Schema['Profile']['type'], 'briefs' | 'platformBans' | 'shadowbanExperiences'>;

/**
 * The signed-in creator's profile, or null before they made one. Looked up by the caller's own
 * user id rather than "every profile I may read": moderators may read them all.
 */
export async function loadMyProfile(client: BrowserDataClient, userId: string): Promise<MyProfile | null> {
  const profiles = await readAllPages<MyProfile>((nextToken) => client.models.Profile.listProfileByUserId({ userId }, { ...AS_OWNER, nextToken }));
  // One profile per account (the server sees to it); should old data hold more, the first one counts, as on the server.
  const own = profiles.filter((profile) => profile.userId === userId);
  return own.sort((a, b) => (a.createdAt ?? '').localeCompare(b.createdAt ?? ''))[0] ?? null;
}

/** The profile as stored now: after a ban or report changed, the server has recomputed its totals. */
export async function reloadMyProfile(client: BrowserDataClient, profile: MyProfile): Promise<MyProfile> {
  const result = await client.models.Profile.get({ id: profile.id }, AS_OWNER);
  throwIfErrors(result);
  return result.data ?? profile;
}

/**
 * Whether another profile shows `username`, for the hint under the field while the creator types.
 * Only a hint: the save is what decides (it also knows names a profile gave up, which stay its own).
 * Asked on the API key without `owner`, which only the owner and moderators may read.
 */
export async function isUsernameTaken(client: BrowserDataClient, username: string, ownProfileId?: string): Promise<boolean> {
  const result = await client.models.Profile.listProfileByUsername({ username }, { authMode: 'apiKey', selectionSet: ['id'] });
  throwIfErrors(result);
  return result.data.some((profile) => profile.id !== ownProfileId);
}

/**
 * Creates the caller's profile on the first save, changes it afterwards. The server decides the
 * rest: the user id and owner, a unique and unreserved username, the totals from the records.
 * Its refusal (a taken name, say) throws with its own message.
 */
export async function saveMyProfile(client: BrowserDataClient, input: ProfileInput): Promise<MyProfile> {
  return savedOrThrow(await client.mutations.saveMyProfile(input, AS_OWNER), 'profile');
}
