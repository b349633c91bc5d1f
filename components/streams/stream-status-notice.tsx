import type { StreamStatus } from '@/lib/content/streams/stream-types';

const NOTICES: Record<Exclude<StreamStatus, 'ACTIVE'>, { icon: string; title: string; text: string }> = {
  PENDING: { icon: 'bi-hourglass-split', title: 'Coming soon', text: 'This stream is not published yet. Its trailer, where there is one, plays below.' },
  INACTIVE: { icon: 'bi-slash-circle', title: 'Withdrawn', text: 'This stream is no longer shown here. Its details stay for the record; platform links may still work.' },
};

/** Says why a pending or withdrawn stream does not play. */
export function StreamStatusNotice({ status }: { status: StreamStatus }) {
  if (status === 'ACTIVE') return null;
  const notice = NOTICES[status];
  return (
    <div className="stream-status-notice" role="note">
      <i className={`bi ${notice.icon}`} aria-hidden="true" />
      <div>
        <p className="stream-status-notice-title">{notice.title}</p>
        <p className="stream-status-notice-text">{notice.text}</p>
      </div>
    </div>
  );
}
