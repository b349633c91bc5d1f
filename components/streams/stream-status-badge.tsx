import type { StreamStatus } from '@/lib/content/streams/stream-types';

const LABELS: Record<Exclude<StreamStatus, 'ACTIVE'>, string> = { PENDING: 'Coming soon', INACTIVE: 'Withdrawn' };

/** Marks streams that are not playing now; active ones need no badge. */
export function StreamStatusBadge({ status }: { status: StreamStatus }) {
  if (status === 'ACTIVE') return null;
  return <span className={`stream-badge stream-badge-${status.toLowerCase()}`}>{LABELS[status]}</span>;
}
