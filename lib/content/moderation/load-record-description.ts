import { unwrapOptionalResult, type DataResult } from '@/lib/content/admin/data-result';
import type { BrowserDataClient } from '@/lib/data/browser-data';
import { describeRecord, recordContextOf, type RecordContext, type RecordDescription, type RecordFields } from './describe-record';
import type { ModeratedModel } from './moderated-models';

/** The reported record now: its name, page and context, or null when it is gone from its public table. */
export type LiveRecord = RecordDescription & { record: RecordFields; profileUsername: string | null; context: RecordContext };

type Getter = (client: BrowserDataClient, id: string) => Promise<DataResult<RecordFields>>;

// Moderators read every moderated model (their group rule), so a get finds any public record.
const GETTERS: Record<ModeratedModel, Getter> = {
  Brief: (client, id) => client.models.Brief.get({ id }, { selectionSet: ['id', 'title', 'slug', 'username', 'profileId', 'description'] }),
  Profile: (client, id) => client.models.Profile.get({ id }, { selectionSet: ['id', 'username', 'displayName', 'bio'] }),
  PlatformBan: (client, id) =>
    client.models.PlatformBan.get({ id }, { selectionSet: ['id', 'platformId', 'dateOfBan', 'profileId', 'explanation', 'verification'] }),
  ShadowbanExperience: (client, id) =>
    client.models.ShadowbanExperience.get({ id }, { selectionSet: ['id', 'platform', 'restrictionType', 'profileId', 'description', 'verification'] }),
  Stream: (client, id) => client.models.Stream.get({ id }, { selectionSet: ['id', 'title', 'slug', 'description'] }),
  Personality: (client, id) => client.models.Personality.get({ id }, { selectionSet: ['id', 'slug', 'name', 'displayName', 'bio'] }),
};

/** The username of a profile, for links to records shown on it (bans, shadowban reports). */
export async function loadProfileUsername(client: BrowserDataClient, profileId: string): Promise<string | null> {
  return (await loadCreator(client, profileId))?.username ?? null;
}

async function loadCreator(client: BrowserDataClient, profileId: string): Promise<{ username: string; displayName: string } | null> {
  const profile = unwrapOptionalResult(await client.models.Profile.get({ id: profileId }, { selectionSet: ['username', 'displayName'] }), 'load the profile');
  return profile ? { username: profile.username, displayName: profile.displayName ?? '' } : null;
}

export async function loadRecordDescription(client: BrowserDataClient, model: ModeratedModel, id: string): Promise<LiveRecord | null> {
  const record = unwrapOptionalResult(await GETTERS[model](client, id), `load the ${model}`);
  if (!record) return null;
  const needsProfile = (model === 'PlatformBan' || model === 'ShadowbanExperience') && typeof record.profileId === 'string';
  const creator = needsProfile ? await loadCreator(client, String(record.profileId)) : null;
  const byline = creator ? (creator.displayName ? `${creator.displayName} (@${creator.username})` : `@${creator.username}`) : model === 'Brief' && typeof record.username === 'string' ? `@${record.username}` : null;
  return { ...describeRecord(model, record), record, profileUsername: creator?.username ?? null, context: recordContextOf(model, record, byline) };
}
