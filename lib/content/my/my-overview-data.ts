import type { HiddenRow } from '@/lib/content/moderation/hidden-records';
import { listMyHiddenRecords } from '@/lib/content/moderation/my-hidden-records';
import type { BrowserDataClient } from '@/lib/data/browser-data';
import { listMyBriefs } from './my-brief-list';
import { loadMyProfile, type MyProfile } from './my-profile-store';
import { listMyBans, listMyShadowbans } from './my-records-store';

/** What /me's cards count. */
export type OverviewCounts = { drafts: number; published: number; archived: number; bans: number; reports: number };

/** At most this many of the creator's records are listened for on /me (the keys travel in the page). */
export const MY_LIVE_RECORD_KEYS_LIMIT = 200;

/** What the cards count, and the keys (`<model>#<id>`) of the records counted, newest first by kind. */
async function readOverview(client: BrowserDataClient, profileId: string): Promise<{ counts: OverviewCounts; recordKeys: string[] }> {
  const [briefs, bans, reports] = await Promise.all([listMyBriefs(client, profileId), listMyBans(client, profileId), listMyShadowbans(client, profileId)]);
  const count = (status: string) => briefs.filter((brief) => (brief.status ?? 'DRAFT') === status).length;
  const recordKeys = [
    ...bans.map((ban) => `PlatformBan#${ban.id}`),
    ...reports.map((report) => `ShadowbanExperience#${report.id}`),
    ...briefs.filter((brief) => brief.status === 'PUBLISHED').map((brief) => `Brief#${brief.id}`),
  ];
  return { counts: { drafts: count('DRAFT'), published: count('PUBLISHED'), archived: count('ARCHIVED'), bans: bans.length, reports: reports.length }, recordKeys };
}

/** The creator's briefs by status, bans and shadowban reports, as the overview's cards show them. */
export async function loadOverviewCounts(client: BrowserDataClient, profileId: string): Promise<OverviewCounts> {
  return (await readOverview(client, profileId)).counts;
}

/**
 * /me's first view, read on the server as the creator (lib/data/signed-in-data.ts) with the same
 * readers the page uses in the browser. A part that could not be read is null: the page reads it
 * in the browser as before. `recordKeys` are the records whose changes by a moderator /me offers
 * to show (components/realtime/record-live-notice.tsx): the counted ones and the hidden ones
 * (which a restore brings back), at most MY_LIVE_RECORD_KEYS_LIMIT.
 */
export type MyOverviewFirstView = { profile: MyProfile | null; counts: OverviewCounts | null; hidden: HiddenRow[] | null; recordKeys: string[] };

export async function loadMyOverviewFirstView(client: BrowserDataClient, userId: string): Promise<MyOverviewFirstView> {
  const [profile, hidden] = await Promise.all([loadMyProfile(client, userId), listMyHiddenRecords(client, userId).catch(() => null)]);
  const overview = profile ? await readOverview(client, profile.id).catch(() => null) : null;
  const hiddenKeys = (hidden ?? []).map((row) => `${row.model}#${row.recordId}`);
  const recordKeys = [...new Set([...hiddenKeys, ...(overview?.recordKeys ?? [])])].slice(0, MY_LIVE_RECORD_KEYS_LIMIT);
  return { profile, counts: overview?.counts ?? null, hidden, recordKeys };
}
