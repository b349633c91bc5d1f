'use client';

import { useCallback } from 'react';
import { reloadMyProfile, type MyProfile } from '@/lib/content/my/my-profile-store';
import { recordRefresh } from '@/lib/content/my/public-refresh';
import { refreshPublicPages, type BrowserDataClient } from '@/lib/data/browser-data';

export type ProfileRecordsProps = { client: BrowserDataClient; profile: MyProfile; onProfileChanged: (profile: MyProfile) => void };

/**
 * How a creator's list of bans or shadowban reports loads, and what follows each change (to a
 * record, its evidence or its appeal): the profile, whose totals the server recomputed with the
 * change, is read again, then the public pages showing them refresh.
 */
export function useProfileRecords<T>(
  kind: 'ban' | 'shadowban',
  list: (client: BrowserDataClient, profileId: string) => Promise<T[]>,
  { client, profile, onProfileChanged }: ProfileRecordsProps,
) {
  const load = useCallback(() => list(client, profile.id), [list, client, profile.id]);
  const afterChange = async (recordId: string) => {
    onProfileChanged(await reloadMyProfile(client, profile));
    await refreshPublicPages(recordRefresh(kind, profile.username, recordId));
  };
  return { load, afterChange };
}
