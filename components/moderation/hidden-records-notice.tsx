'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';
import { formatMoment } from '@/components/admin/record-facts';
import { loadAmplifyAuth } from '@/lib/amplify/load-amplify-auth';
import { describeRecord } from '@/lib/content/moderation/describe-record';
import type { HiddenRow } from '@/lib/content/moderation/hidden-records';
import { MODEL_LABELS } from '@/lib/content/moderation/moderated-models';
import { listMyHiddenRecords } from '@/lib/content/moderation/my-hidden-records';
import { loadBrowserDataClient } from '@/lib/data/browser-data';

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
 * are shown at once and not read again; a refreshed first view replaces them.
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
  if (rows.length === 0) return null;
  return (
    <section className="my-alert my-alert-error hidden-records-notice mb-4" aria-labelledby="hidden-records-notice-title">
      <h2 id="hidden-records-notice-title" className="h5">
        <i className="bi bi-eye-slash" aria-hidden="true" /> {rows.length === 1 ? 'A moderator hid one of your records' : `Moderators hid ${rows.length} of your records`}
      </h2>
      <p className="mb-2">
        Hidden records are off every public page. They are kept as they were and can be restored: to ask for that, write to us through the{' '}
        <Link href="/extra/contact-us">contact page</Link>.
      </p>
      <ul className="hidden-records-notice-list">
        {rows.map((row) => (
          <li key={row.id}>
            <strong>
              {MODEL_LABELS[row.model]}: {describeRecord(row.model, row.record).name}
            </strong>
            <span className="d-block small">
              Hidden {formatMoment(row.hiddenAt)}. Reason: {row.reason}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
