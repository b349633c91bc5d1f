'use client';

import Link from 'next/link';
import { useCallback, useEffect, useState } from 'react';
import { FormStatus, type StatusMessage } from '@/components/forms/form-status';
import { BRIEF_STATUS_LABELS, isBriefStatus, type BriefStatus } from '@/lib/content/my/brief-options';
import type { MyBrief } from '@/lib/content/my/brief-form';
import { listMyBriefs } from '@/lib/content/my/my-brief-list';
import { changeMyBriefStatus, deleteMyBrief } from '@/lib/content/my/my-brief-store';
import type { MyProfile } from '@/lib/content/my/my-profile-store';
import { announceBriefDeleted, announceBriefSaved } from '@/lib/content/my/public-refresh';
import { formatDay } from '@/lib/content/profiles/profile-labels';
import type { BrowserDataClient } from '@/lib/data/browser-data';
import { BriefStatusActions } from './brief-status-actions';

const STATUS_TONES: Record<BriefStatus, string> = { DRAFT: 'standing-neutral', PUBLISHED: 'standing-restored', ARCHIVED: 'standing-limited' };
const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

type BriefsManagerProps = { client: BrowserDataClient; profile: MyProfile };

/** "My briefs": the creator's published, draft and archived briefs, their status moves and deletion. */
export function BriefsManager({ client, profile }: BriefsManagerProps) {
  const [briefs, setBriefs] = useState<MyBrief[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [confirmingId, setConfirmingId] = useState<string | null>(null);
  const [status, setStatus] = useState<StatusMessage | null>(null);

  const reload = useCallback(() => listMyBriefs(client, profile.id).then(setBriefs, (error: unknown) => setLoadError(errorText(error))), [client, profile.id]);
  useEffect(() => {
    void reload();
  }, [reload]);

  async function move(brief: MyBrief, to: BriefStatus) {
    setBusyId(brief.id);
    setStatus({ tone: 'info', message: `Saving “${brief.title}”…` });
    try {
      const saved = await changeMyBriefStatus(client, { brief, status: to });
      setBriefs((current) => (current ?? []).map((item) => (item.id === brief.id ? saved.brief : item)));
      await announceBriefSaved(saved);
      setStatus({ tone: 'info', message: `“${brief.title}” is now ${BRIEF_STATUS_LABELS[to].toLowerCase()}.` });
    } catch (error) {
      setStatus({ tone: 'error', message: errorText(error) });
    } finally {
      setBusyId(null);
    }
  }

  async function remove(brief: MyBrief) {
    setBusyId(brief.id);
    setStatus({ tone: 'info', message: `Deleting “${brief.title}”…` });
    try {
      await deleteMyBrief(client, brief);
      setBriefs((current) => (current ?? []).filter((item) => item.id !== brief.id));
      setConfirmingId(null);
      await announceBriefDeleted(brief);
      setStatus({ tone: 'info', message: `“${brief.title}” is deleted.` });
    } catch (error) {
      setStatus({ tone: 'error', message: `“${brief.title}” could not be deleted: ${errorText(error)}` });
    } finally {
      setBusyId(null);
    }
  }

  if (loadError) return <p className="my-alert my-alert-error" role="alert">Could not load your briefs: {loadError}</p>;
  if (!briefs) return <p className="my-loading" role="status">Loading your briefs…</p>;
  return (
    <div className="record-manager">
      <FormStatus id="briefs-status" status={status} />
      <Link href="/me/briefs/new" className="btn btn-primary align-self-start">
        <i className="bi bi-plus-lg" aria-hidden="true" /> Write a brief
      </Link>
      {briefs.length === 0 && <p className="text-muted-theme mt-3">You have not written any briefs yet.</p>}
      <ul className="record-list" aria-label="My briefs">
        {briefs.map((brief) => {
          const briefStatus = isBriefStatus(brief.status) ? brief.status : 'DRAFT';
          return (
            <li key={brief.id} className="record-item my-panel" data-testid="my-brief">
              <div className="record-summary">
                <p className="record-summary-head">
                  <strong>{brief.title}</strong>
                  <span className={`standing-badge ${STATUS_TONES[briefStatus]}`}>{BRIEF_STATUS_LABELS[briefStatus]}</span>
                  <time dateTime={brief.blogDate}>{formatDay(brief.blogDate)}</time>
                </p>
                <p className="record-summary-text">{brief.description}</p>
                <p className="record-summary-meta">
                  /briefs/{brief.slug} · {brief.categories}
                </p>
              </div>
              <div className="record-actions">
                <Link href={`/me/briefs/${brief.id}`} className="btn btn-outline-primary btn-sm" aria-label={`Edit: ${brief.title}`}>
                  <i className="bi bi-pencil" aria-hidden="true" /> Edit
                </Link>
                {briefStatus === 'PUBLISHED' && (
                  <Link href={`/briefs/${brief.slug}`} className="btn btn-outline-secondary btn-sm" aria-label={`View: ${brief.title}`}>
                    <i className="bi bi-box-arrow-up-right" aria-hidden="true" /> View
                  </Link>
                )}
                <BriefStatusActions status={briefStatus} title={brief.title} isBusy={busyId === brief.id} onMove={(to) => void move(brief, to)} />
                {confirmingId === brief.id ? (
                  <>
                    <span>Delete this brief?</span>
                    <button type="button" className="btn btn-danger btn-sm" disabled={busyId === brief.id} onClick={() => void remove(brief)}>
                      {busyId === brief.id ? 'Deleting…' : 'Yes, delete'}
                    </button>
                    <button type="button" className="btn btn-outline-secondary btn-sm" onClick={() => setConfirmingId(null)}>
                      Keep it
                    </button>
                  </>
                ) : (
                  <button type="button" className="btn btn-outline-secondary btn-sm" aria-label={`Delete: ${brief.title}`} onClick={() => setConfirmingId(brief.id)}>
                    <i className="bi bi-trash" aria-hidden="true" /> Delete
                  </button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
