import type { AppealStatus } from '@/lib/content/platform-overview/platform-ban-types';

const LABELS: Record<AppealStatus, string> = { NONE: 'No appeal', PENDING: 'Appeal pending', REJECTED: 'Appeal rejected', RESTORED: 'Restored', PARTIALLY_RESTORED: 'Partly restored' };

/** A ban's appeal status as a coloured label. */
export function AppealStatusBadge({ status }: { status: AppealStatus }) {
  return <span className={`appeal-badge appeal-badge-${status.toLowerCase()}`}>{LABELS[status]}</span>;
}
