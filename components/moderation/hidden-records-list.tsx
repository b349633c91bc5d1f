import Link from 'next/link';
import { formatMoment } from '@/components/admin/record-facts';
import { describeRecord } from '@/lib/content/moderation/describe-record';
import type { HiddenRow } from '@/lib/content/moderation/hidden-records';
import { MODEL_LABELS } from '@/lib/content/moderation/moderated-models';

/**
 * The creator's hidden records as /me shows them, each with the reason; nothing when there are
 * none. No state of its own: /me renders it on the server from its first view, and the browser's
 * HiddenRecordsNotice (hidden-records-notice.tsx) from what it read when the server could not.
 */
export function HiddenRecordsList({ rows }: { rows: readonly HiddenRow[] }) {
  if (rows.length === 0) return null;
  return (
    <section className="my-alert my-alert-error hidden-records-notice mb-4" aria-labelledby="hidden-records-notice-title">
      <h2 id="hidden-records-notice-title" className="h5">
        <i className="bi bi-eye-slash" aria-hidden="true" /> {rows.length === 1 ? 'A moderator hid one of your records' : `Moderators hid ${rows.length} of your records`}
      </h2>
      <p className="mb-2">
        Hidden records are off every public page. They are kept as they were and can be restored: to ask for that, write to us through the{' '}
        <Link href="/extra/contact-us" prefetch={false}>
          contact page
        </Link>
        .
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
