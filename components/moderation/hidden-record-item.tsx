'use client';

import { ClampedText } from '@/components/admin/clamped-text';
import { formatMoment } from '@/components/admin/record-facts';
import { describeRecord } from '@/lib/content/moderation/describe-record';
import type { HiddenRow } from '@/lib/content/moderation/hidden-records';
import { MODEL_LABELS } from '@/lib/content/moderation/moderated-models';
import { ReasonAction } from './reason-action';
import { StaffName } from './staff-name';

/** One hidden record: what it was, why and by whom it was hidden; Restore unless it went with its profile. */
export function HiddenRecordItem({
  row,
  onRestore,
  staffName,
}: {
  row: HiddenRow;
  onRestore: (row: HiddenRow, reason: string) => Promise<void>;
  /** Who hid it, as the server named them for the first view (null: an account gone); absent: asked here. */
  staffName?: string | null;
}) {
  const label = MODEL_LABELS[row.model];
  const { name } = describeRecord(row.model, row.record);
  return (
    <article className="admin-message moderation-hidden" aria-label={`Hidden ${label}: ${name}`}>
      <header className="admin-message-head">
        <div className="moderation-report-what">
          <span className="badge text-bg-light moderation-model">{label}</span>
          <h3 className="h6 mb-1">{name}</h3>
          <p className="mb-0 small">
            Hidden {formatMoment(row.hiddenAt)} by <StaffName account={row.hiddenBy} firstName={staffName} />
          </p>
        </div>
      </header>
      <ClampedText className="admin-message-body moderation-reason-text" what={`of the reason ${name} was hidden`}>
        <span className="text-muted-theme">Reason: </span>
        {row.reason}
      </ClampedText>
      {row.cascadeOf ? (
        <p className="small text-muted-theme mb-0">Hidden with its creator’s profile: restoring the profile brings it back.</p>
      ) : (
        <div className="moderation-actions">
          <ReasonAction
            label="Restore"
            accessibleLabel={`Restore ${label}: ${name}`}
            icon="bi-arrow-counterclockwise"
            reasonLabel="Why restore it? It goes in the audit log."
            confirmLabel="Restore it"
            pendingLabel="Restoring…"
            look="primary"
            onConfirm={(reason) => onRestore(row, reason)}
          />
        </div>
      )}
    </article>
  );
}
