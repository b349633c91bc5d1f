import type { HiddenRow } from '@/lib/content/moderation/hidden-records';
import { listMyHiddenRecords } from '@/lib/content/moderation/my-hidden-records';
import type { BrowserDataClient } from '@/lib/data/browser-data';
import { listMyBriefs } from './my-brief-list';
import { loadMyProfile, type MyProfile } from './my-profile-store';
import { listMyBans, listMyShadowbans } from './my-records-store';

/** What /me's cards count. */
export type OverviewCounts = { drafts: number; published: number; archived: number; bans: number; reports: number };

/** The creator's briefs by status, bans and shadowban reports, as the overview's cards show them. */
export async function loadOverviewCounts(client: BrowserDataClient, profileId: string): Promise<OverviewCounts> {
  const [briefs, bans, reports] = await Promise.all([listMyBriefs(client, profileId), listMyBans(client, profileId), listMyShadowbans(client, profileId)]);
  const count = (status: string) => briefs.filter((brief) => (brief.status ?? 'DRAFT') === status).length;
  return { drafts: count('DRAFT'), published: count('PUBLISHED'), archived: count('ARCHIVED'), bans: bans.length, reports: reports.length };
}

/**
 * /me's first view, read on the server as the creator (lib/data/signed-in-data.ts) with the same
 * readers the page uses in the browser. A part that could not be read is null: the page reads it
 * in the browser as before.
 */
export type MyOverviewFirstView = { profile: MyProfile | null; counts: OverviewCounts | null; hidden: HiddenRow[] | null };

export async function loadMyOverviewFirstView(client: BrowserDataClient, userId: string): Promise<MyOverviewFirstView> {
  const [profile, hidden] = await Promise.all([loadMyProfile(client, userId), listMyHiddenRecords(client, userId).catch(() => null)]);
  const counts = profile ? await loadOverviewCounts(client, profile.id).catch(() => null) : null;
  return { profile, counts, hidden };
}
