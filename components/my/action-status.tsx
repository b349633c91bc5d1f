import type { StatusMessage, StatusTone } from '@/components/forms/form-status';

/**
 * In the workspace every finished action (a save, an add, a delete) is a success: `info` looks
 * like one; `pending` is the neutral "Saving…" while it runs.
 */
const LOOKS: Record<StatusTone, { className: string; icon: string }> = {
  info: { className: 'action-status-success', icon: 'bi-check-circle-fill' },
  pending: { className: 'action-status-pending', icon: 'bi-hourglass-split' },
  error: { className: 'action-status-error', icon: 'bi-exclamation-triangle-fill' },
};

function Message({ status }: { status: StatusMessage }) {
  const look = LOOKS[status.tone];
  return (
    <p className={`action-status-message ${look.className}`}>
      <i className={`bi ${look.icon}`} aria-hidden="true" /> <span>{status.message}</span>
    </p>
  );
}

/**
 * What an action in the workspace did, shown beside the button that did it. Two regions that
 * stay in the page, so assistive technology hears each change: progress and success politely
 * (role="status"), an error at once (role="alert").
 */
export function ActionStatus({ id, status }: { id?: string; status: StatusMessage | null }) {
  const isError = status?.tone === 'error';
  return (
    <div id={id} className="action-status">
      <div role="status" aria-live="polite">
        {status && !isError && <Message status={status} />}
      </div>
      <div role="alert">{status && isError && <Message status={status} />}</div>
    </div>
  );
}
