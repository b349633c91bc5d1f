import { readEveryPage } from '@/lib/content/read-every-page';
import type { BrowserDataClient } from '@/lib/data/browser-data';
import { HIDDEN_FIELDS, newestHiddenFirst, toHiddenRow, type HiddenRow, type HiddenWire } from './hidden-records';

/** The signed-in creator's profile ids: the public one, or the one a moderator hid. */
async function myProfileIds(client: BrowserDataClient, userId: string): Promise<string[]> {
  const profiles = await readEveryPage((nextToken) =>
    client.models.Profile.listProfileByUserId({ userId }, { selectionSet: ['id', 'userId'], limit: 100, nextToken }),
  );
  const ids = profiles.filter((profile) => profile.userId === userId).map((profile) => profile.id);
  if (ids.length > 0) return ids;
  // A hidden profile left the Profile table: find it among the hidden records the caller may read.
  const hiddenProfiles = await readEveryPage<HiddenWire>((nextToken) =>
    client.models.HiddenRecord.list({ filter: { model: { eq: 'Profile' } }, selectionSet: HIDDEN_FIELDS, limit: 100, nextToken }),
  );
  return hiddenProfiles
    .map(toHiddenRow)
    .filter((row): row is HiddenRow => row !== null && row.record.userId === userId)
    .map((row) => row.recordId);
}

/**
 * What moderators hid of the caller's, newest first, by the caller's profile id. Read on the user
 * pool: the owner rule lets a creator read their own hidden records. Looking them up by profile
 * (not listing all) keeps a creator who is also a moderator from seeing everyone's here.
 */
export async function listMyHiddenRecords(client: BrowserDataClient, userId: string): Promise<HiddenRow[]> {
  const rows: HiddenRow[] = [];
  for (const profileId of await myProfileIds(client, userId)) {
    const hidden = await readEveryPage<HiddenWire>((nextToken) =>
      client.models.HiddenRecord.listHiddenRecordByProfileId({ profileId }, { selectionSet: HIDDEN_FIELDS, limit: 100, nextToken }),
    );
    rows.push(...hidden.map(toHiddenRow).filter((row): row is HiddenRow => row !== null));
  }
  return newestHiddenFirst(rows);
}
