'use client';

import Link from 'next/link';
import { ClampedText } from '@/components/admin/clamped-text';
import { formatMoment } from '@/components/admin/record-facts';
import { MODEL_LABELS } from '@/lib/content/moderation/moderated-models';
import type { LiveRecord } from '@/lib/content/moderation/load-record-description';
import type { ReportRow } from '@/lib/content/moderation/open-reports';
import { ReasonAction } from './reason-action';
import { useLiveRecord, type LiveRecordState } from './use-live-record';

type ReportCardProps = {
  report: ReportRow;
  /** Hides the reported record (`live` is what the card found of it); the queue drops its reports. */
  onHide: (report: ReportRow, live: LiveRecord | null, reason: string) => Promise<void>;
  /** Closes the report; `name` is how the card named the record. */
  onDismiss: (report: ReportRow, name: string, reason: string) => Promise<void>;
};

function RecordName({ state, fallback }: { state: LiveRecordState; fallback: string }) {
  if (state.status === 'loading') return <span className="text-muted-theme">{fallback} (loading…)</span>;
  if (state.status === 'gone') return <span>{fallback} <span className="badge text-bg-secondary">no longer public</span></span>;
  if (state.status === 'error') return <span title={state.message}>{fallback}</span>;
  const { name, href } = state.live;
  return href ? (
    <Link href={href} target="_blank" className="moderation-record-link">
      {name} <i className="bi bi-box-arrow-up-right" aria-hidden="true" />
      <span className="visually-hidden"> (opens its public page in a new tab)</span>
    </Link>
  ) : (
    <span>{name}</span>
  );
}

/** One open report: what was reported (linked to its public page), why, by whom, when; hide or dismiss. */
export function ReportCard({ report, onHide, onDismiss }: ReportCardProps) {
  const state = useLiveRecord(report.model, report.recordId);
  const label = MODEL_LABELS[report.model];
  const name = state.status === 'found' ? state.live.name : `${label} ${report.recordId}`;
  return (
    <article className="admin-message moderation-report" aria-label={`Report about ${label}: ${name}`}>
      <header className="admin-message-head">
        <div className="moderation-report-what">
          <span className="badge text-bg-light moderation-model">{label}</span>
          <h3 className="h6 mb-1">
            <RecordName state={state} fallback={`${label} ${report.recordId}`} />
          </h3>
          <p className="mb-0 small">
            Reported {report.createdAt ? formatMoment(report.createdAt) : 'at an unknown time'} ·{' '}
            {report.contactEmail ? <a href={`mailto:${report.contactEmail}`}>{report.contactEmail}</a> : 'no e-mail given'}
          </p>
        </div>
      </header>
      <ClampedText className="admin-message-body moderation-reason-text" what={`of the report about ${name}`}>
        {report.reason}
      </ClampedText>
      <div className="moderation-actions">
        <ReasonAction
          label="Hide"
          accessibleLabel={`Hide ${label}: ${name}`}
          icon="bi-eye-slash"
          reasonLabel="Why hide it? Its owner reads this."
          confirmLabel="Hide it"
          pendingLabel="Hiding…"
          look="danger"
          onConfirm={(reason) => onHide(report, state.status === 'found' ? state.live : null, reason)}
        />
        <ReasonAction
          label="Dismiss"
          accessibleLabel={`Dismiss the report about ${name}`}
          icon="bi-x-circle"
          reasonLabel="Why dismiss it? It goes in the audit log."
          confirmLabel="Dismiss report"
          pendingLabel="Dismissing…"
          onConfirm={(reason) => onDismiss(report, name, reason)}
        />
      </div>
    </article>
  );
}
