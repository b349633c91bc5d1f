'use client';

import { useEffect, useState } from 'react';
import { loadAmplifyAuth } from '@/lib/amplify/load-amplify-auth';
import type { HiddenRow } from '@/lib/content/moderation/hidden-records';
import { listMyHiddenRecords } from '@/lib/content/moderation/my-hidden-records';
import { loadBrowserDataClient } from '@/lib/data/browser-data';
import { HiddenRecordsList } from './hidden-records-list';

/** What the signed-in creator may read of theirs that moderators hid; nothing on any failure. */
async function loadMine(): Promise<HiddenRow[]> {
  const { isConfigured, getCurrentUser } = await loadAmplifyAuth();
  const client = isConfigured ? await loadBrowserDataClient() : null;
  if (!client) return [];
  const { userId } = await getCurrentUser();
  return listMyHiddenRecords(client, userId);
}

/**
 * On /me: the creator's records a moderator took down, each with the reason, so nothing vanishes
 * without a word. Renders nothing while loading, when nothing is hidden, or when the lookup fails
 * (the rest of /me must not suffer for it). `firstRows`, when the server read them as the creator,
 * are shown at once and not read again; a refreshed first view replaces them. /me itself renders
 * the server's rows on the server (HiddenRecordsList) and loads this only when it has none.
 */
export function HiddenRecordsNotice({ firstRows = null }: { firstRows?: HiddenRow[] | null }) {
  const [readHere, setRows] = useState<HiddenRow[]>([]);
  // The server's rows win, also when a refresh (/me's "Show") brings new ones.
  const rows = firstRows ?? readHere;
  useEffect(() => {
    if (firstRows) return;
    let isCurrent = true;
    loadMine().then(
      (mine) => isCurrent && setRows(mine),
      () => isCurrent && setRows([]),
    );
    return () => {
      isCurrent = false;
    };
  }, [firstRows]);
  return <HiddenRecordsList rows={rows} />;
}
