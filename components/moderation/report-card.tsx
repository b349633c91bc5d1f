'use client';

import Link from 'next/link';
import { ClampedText } from '@/components/admin/clamped-text';
import { formatMoment } from '@/components/admin/record-facts';
import { MODEL_LABELS } from '@/lib/content/moderation/moderated-models';
import type { LiveRecord } from '@/lib/content/moderation/load-record-description';
import type { ReportGroup } from '@/lib/content/moderation/open-reports';
import { ReasonAction } from './reason-action';
import { useLiveRecord, type LiveRecordState } from './use-live-record';

type ReportCardProps = {
  group: ReportGroup;
  /** Hides the reported record (`live` is what the card found of it); the queue drops its reports. */
  onHide: (group: ReportGroup, live: LiveRecord | null, reason: string) => Promise<void>;
  /** Closes the record's reports; `name` is how the card named the record. */
  onDismiss: (group: ReportGroup, name: string, reason: string) => Promise<void>;
  /** The record as the server found it for the page's first view; absent: the card looks it up. */
  firstLive?: LiveRecordState | null;
};

function RecordName({ state, fallback }: { state: LiveRecordState; fallback: string }) {
  if (state.status === 'loading') return <span className="text-muted-theme">{fallback} (loading…)</span>;
  if (state.status === 'gone') return <span>{fallback} <span className="badge text-bg-secondary">no longer public</span></span>;
  if (state.status === 'error') return <span title={state.message}>{fallback}</span>;
  const { name, href } = state.live;
  return href ? (
    // Opens in a new tab: a prefetch would fill this tab's router with a page it never shows.
    <Link href={href} target="_blank" prefetch={false} className="moderation-record-link">
      {name} <i className="bi bi-box-arrow-up-right" aria-hidden="true" />
      <span className="visually-hidden"> (opens its public page in a new tab)</span>
    </Link>
  ) : (
    <span>{name}</span>
  );
}

function RecordContextLine({ state }: { state: LiveRecordState }) {
  if (state.status !== 'found') return null;
  const { creator, excerpt, level } = state.live.context;
  const facts = [creator && `By ${creator}`, level].filter(Boolean).join(' · ');
  return (
    <>
      {facts ? <p className="mb-0 small moderation-record-facts">{facts}</p> : null}
      {excerpt ? <p className="mb-0 small text-muted-theme moderation-record-excerpt">“{excerpt}”</p> : null}
    </>
  );
}

/**
 * The open reports about one record: what was reported (linked to its public page, with whose it
 * is, what it says and how far it is checked), each report's reason, by whom and when; hide the
 * record or dismiss its reports.
 */
export function ReportCard({ group, onHide, onDismiss, firstLive = null }: ReportCardProps) {
  const state = useLiveRecord(group.model, group.recordId, firstLive);
  const label = MODEL_LABELS[group.model];
  const name = state.status === 'found' ? state.live.name : `${label} ${group.recordId}`;
  const count = group.reports.length;
  const about = count === 1 ? 'the report' : `the ${count} reports`;
  return (
    <article className="admin-message moderation-report" aria-label={`${count === 1 ? 'Report' : `${count} reports`} about ${label}: ${name}`}>
      <header className="admin-message-head">
        <div className="moderation-report-what">
          <span className="badge text-bg-light moderation-model">{label}</span>
          {count > 1 ? <span className="badge text-bg-warning moderation-report-count">{count} reports</span> : null}
          <h3 className="h6 mb-1">
            <RecordName state={state} fallback={`${label} ${group.recordId}`} />
          </h3>
          <RecordContextLine state={state} />
        </div>
      </header>
      <ol className="list-unstyled moderation-report-reasons">
        {group.reports.map((report) => (
          <li key={report.id}>
            <p className="mb-0 small">
              Reported {report.createdAt ? formatMoment(report.createdAt) : 'at an unknown time'} ·{' '}
              {report.contactEmail ? <a href={`mailto:${report.contactEmail}`}>{report.contactEmail}</a> : 'no e-mail given'}
            </p>
            <ClampedText className="admin-message-body moderation-reason-text" what={`of the report about ${name}`}>
              {report.reason}
            </ClampedText>
          </li>
        ))}
      </ol>
      <div className="moderation-actions">
        <ReasonAction
          label="Hide"
          accessibleLabel={`Hide ${label}: ${name}`}
          icon="bi-eye-slash"
          reasonLabel="Why hide it? Its owner reads this."
          confirmLabel="Hide it"
          pendingLabel="Hiding…"
          look="danger"
          onConfirm={(reason) => onHide(group, state.status === 'found' ? state.live : null, reason)}
        />
        <ReasonAction
          label="Dismiss"
          accessibleLabel={`Dismiss ${about} about ${name}`}
          icon="bi-x-circle"
          reasonLabel="Why dismiss it? It goes in the audit log."
          confirmLabel={count === 1 ? 'Dismiss report' : 'Dismiss reports'}
          pendingLabel="Dismissing…"
          onConfirm={(reason) => onDismiss(group, name, reason)}
        />
      </div>
    </article>
  );
}
