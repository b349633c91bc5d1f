'use client';

import Link from 'next/link';
import { useCallback, useEffect, useState } from 'react';
import { BRIEF_STATUS_LABELS, type BriefStatus } from '@/lib/content/my/brief-options';
import type { MyBrief } from '@/lib/content/my/brief-form';
import { listMyBriefs } from '@/lib/content/my/my-brief-list';
import { changeMyBriefStatus, deleteMyBrief } from '@/lib/content/my/my-brief-store';
import type { MyProfile } from '@/lib/content/my/my-profile-store';
import { announceBriefDeleted, announceBriefSaved } from '@/lib/content/my/public-refresh';
import type { BrowserDataClient } from '@/lib/data/browser-data';
import { MyBriefItem } from './my-brief-item';
import { usePlacedStatus } from './use-placed-status';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

type BriefsManagerProps = { client: BrowserDataClient; profile: MyProfile };

/**
 * "My briefs": the creator's published, draft and archived briefs, their status moves and
 * deletion; what a move or a delete did is said in the brief's place.
 */
export function BriefsManager({ client, profile }: BriefsManagerProps) {
  const [briefs, setBriefs] = useState<MyBrief[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [confirmingId, setConfirmingId] = useState<string | null>(null);
  const [deletedIds, setDeletedIds] = useState<ReadonlySet<string>>(new Set());
  const { statusAt, show } = usePlacedStatus();

  const reload = useCallback(() => listMyBriefs(client, profile.id).then(setBriefs, (error: unknown) => setLoadError(errorText(error))), [client, profile.id]);
  useEffect(() => {
    void reload();
  }, [reload]);

  async function move(brief: MyBrief, to: BriefStatus) {
    setBusyId(brief.id);
    show(brief.id, { tone: 'pending', message: `Saving “${brief.title}”…` });
    try {
      const saved = await changeMyBriefStatus(client, { brief, status: to });
      setBriefs((current) => (current ?? []).map((item) => (item.id === brief.id ? saved.brief : item)));
      await announceBriefSaved(saved);
      show(brief.id, { tone: 'info', message: `“${brief.title}” is now ${BRIEF_STATUS_LABELS[to].toLowerCase()}.` });
    } catch (error) {
      show(brief.id, { tone: 'error', message: errorText(error) });
    } finally {
      setBusyId(null);
    }
  }

  async function remove(brief: MyBrief) {
    setBusyId(brief.id);
    show(brief.id, { tone: 'pending', message: `Deleting “${brief.title}”…` });
    try {
      await deleteMyBrief(client, brief);
      setDeletedIds((current) => new Set(current).add(brief.id));
      setConfirmingId(null);
      await announceBriefDeleted(brief);
      show(brief.id, { tone: 'info', message: `“${brief.title}” is deleted.` });
    } catch (error) {
      show(brief.id, { tone: 'error', message: `“${brief.title}” could not be deleted: ${errorText(error)}` });
    } finally {
      setBusyId(null);
    }
  }

  if (loadError) return <p className="my-alert my-alert-error" role="alert">Could not load your briefs: {loadError}</p>;
  if (!briefs) return <p className="my-loading" role="status">Loading your briefs…</p>;
  return (
    <div className="record-manager">
      <Link href="/me/briefs/new" className="btn btn-primary align-self-start">
        <i className="bi bi-plus-lg" aria-hidden="true" /> Write a brief
      </Link>
      {briefs.every((brief) => deletedIds.has(brief.id)) && <p className="text-muted-theme mt-3">You have not written any briefs yet.</p>}
      <ul className="record-list" aria-label="My briefs">
        {briefs.map((brief) => (
          <MyBriefItem
            key={brief.id}
            brief={brief}
            isDeleted={deletedIds.has(brief.id)}
            isBusy={busyId === brief.id}
            isConfirming={confirmingId === brief.id}
            status={statusAt(brief.id)}
            onMove={(to) => void move(brief, to)}
            onConfirm={(isConfirming) => setConfirmingId(isConfirming ? brief.id : null)}
            onDelete={() => void remove(brief)}
          />
        ))}
      </ul>
    </div>
  );
}
