'use client';

import Link from 'next/link';
import { useState } from 'react';
import { REPLY_AUTHOR_ROLE_LABELS } from '@/amplify/data/enums';
import { ClampedText } from '@/components/admin/clamped-text';
import { formatMoment } from '@/components/admin/record-facts';
import { ReasonAction } from './reason-action';
import type { ReplyRow } from './record-replies';
import { recordPathOf } from '@/lib/content/records/record-paths';

const RECORD_LABELS = { PlatformBan: 'Ban record', ShadowbanExperience: 'Shadowban report' } as const;

type ReplyCardProps = {
  reply: ReplyRow;
  onPublish: (reply: ReplyRow) => Promise<void>;
  onDecline: (reply: ReplyRow, reason: string) => Promise<void>;
};

/** Publish at once (the text is public as sent); a failure is said beside the button. */
function PublishButton({ reply, onPublish }: Pick<ReplyCardProps, 'reply' | 'onPublish'>) {
  const [isBusy, setIsBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  async function publish() {
    setIsBusy(true);
    setProblem(null);
    try {
      await onPublish(reply);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
      setIsBusy(false);
    }
  }
  return (
    <>
      <button type="button" className="btn btn-sm btn-outline-primary" onClick={() => void publish()} disabled={isBusy} aria-busy={isBusy || undefined} aria-label={`Publish the reply from ${reply.authorName}`}>
        {isBusy ? <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" /> : <i className="bi bi-check-circle" aria-hidden="true" />} {isBusy ? 'Publishing…' : 'Publish'}
      </button>
      {problem && (
        <p className="text-danger small mb-0" role="alert">
          {problem}
        </p>
      )}
    </>
  );
}

/** One pending reply: which record (linked), who wrote it and as what, when, the text; publish or decline. */
export function ReplyCard({ reply, onPublish, onDecline }: ReplyCardProps) {
  const label = RECORD_LABELS[reply.recordModel];
  const role = REPLY_AUTHOR_ROLE_LABELS[reply.authorRole];
  return (
    <article className="admin-message moderation-report" aria-label={`Reply from ${reply.authorName} about ${label.toLowerCase()} ${reply.recordId}`}>
      <header className="admin-message-head">
        <div className="moderation-report-what">
          <span className="badge text-bg-light moderation-model">{label}</span>
          <h3 className="h6 mb-1">
            <Link href={recordPathOf(reply.recordModel, reply.recordId)} target="_blank" className="moderation-record-link">
              {label} {reply.recordId} <i className="bi bi-box-arrow-up-right" aria-hidden="true" />
              <span className="visually-hidden"> (opens its public page in a new tab)</span>
            </Link>
          </h3>
          <p className="mb-0 small">
            From <strong>{reply.authorName}</strong> ({role}) · sent {formatMoment(reply.submittedAt)} ·{' '}
            {reply.contactEmail ? <a href={`mailto:${reply.contactEmail}`}>{reply.contactEmail}</a> : 'no e-mail given'}
          </p>
        </div>
      </header>
      <ClampedText className="admin-message-body moderation-reason-text" what={`of the reply from ${reply.authorName}`}>
        {reply.body}
      </ClampedText>
      <div className="moderation-actions">
        <PublishButton reply={reply} onPublish={onPublish} />
        <ReasonAction
          label="Decline"
          accessibleLabel={`Decline the reply from ${reply.authorName}`}
          icon="bi-x-circle"
          reasonLabel="Why decline it? It is kept with the reply and in the audit log."
          confirmLabel="Decline reply"
          pendingLabel="Declining…"
          onConfirm={(reason) => onDecline(reply, reason)}
        />
      </div>
    </article>
  );
}
