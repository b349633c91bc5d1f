import Link from 'next/link';
import type { StatusMessage } from '@/components/forms/form-status';
import { BRIEF_STATUS_LABELS, isBriefStatus, type BriefStatus } from '@/lib/content/my/brief-options';
import type { MyBrief } from '@/lib/content/my/brief-form';
import { formatDay } from '@/lib/content/profiles/profile-labels';
import { ActionStatus } from './action-status';
import { BriefStatusActions } from './brief-status-actions';

const STATUS_TONES: Record<BriefStatus, string> = { DRAFT: 'standing-neutral', PUBLISHED: 'standing-restored', ARCHIVED: 'standing-limited' };

type MyBriefItemProps = {
  brief: MyBrief;
  /** Deleted a moment ago: only what the deletion said stays in its place. */
  isDeleted: boolean;
  isBusy: boolean;
  isConfirming: boolean;
  status: StatusMessage | null;
  onMove: (to: BriefStatus) => void;
  onConfirm: (isConfirming: boolean) => void;
  onDelete: () => void;
};

/** One brief in "My briefs": its facts, then Edit, View, the status moves and Delete with their status beside them. */
export function MyBriefItem({ brief, isDeleted, isBusy, isConfirming, status, onMove, onConfirm, onDelete }: MyBriefItemProps) {
  const briefStatus = isBriefStatus(brief.status) ? brief.status : 'DRAFT';
  return (
    <li className={`record-item my-panel${isDeleted ? ' record-item-deleted' : ''}`} data-testid="my-brief">
      {!isDeleted && (
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
      )}
      <div className="record-actions">
        {!isDeleted && (
          <>
            <Link href={`/me/briefs/${brief.id}`} className="btn btn-outline-primary btn-sm" aria-label={`Edit: ${brief.title}`}>
              <i className="bi bi-pencil" aria-hidden="true" /> Edit
            </Link>
            {briefStatus === 'PUBLISHED' && (
              <Link href={`/briefs/${brief.slug}`} className="btn btn-outline-secondary btn-sm" aria-label={`View: ${brief.title}`}>
                <i className="bi bi-box-arrow-up-right" aria-hidden="true" /> View
              </Link>
            )}
            <BriefStatusActions status={briefStatus} title={brief.title} isBusy={isBusy} onMove={onMove} />
            {isConfirming ? (
              <>
                <span>Delete this brief?</span>
                <button type="button" className="btn btn-danger btn-sm" disabled={isBusy} onClick={onDelete}>
                  {isBusy ? 'Deleting…' : 'Yes, delete'}
                </button>
                <button type="button" className="btn btn-outline-secondary btn-sm" onClick={() => onConfirm(false)}>
                  Keep it
                </button>
              </>
            ) : (
              <button type="button" className="btn btn-outline-secondary btn-sm" aria-label={`Delete: ${brief.title}`} onClick={() => onConfirm(true)}>
                <i className="bi bi-trash" aria-hidden="true" /> Delete
              </button>
            )}
          </>
        )}
        <ActionStatus status={status} />
      </div>
    </li>
  );
}
