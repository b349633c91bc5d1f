import type { BriefStatus } from '@/lib/content/my/brief-options';

/** The moves a brief's status offers: DRAFT → PUBLISHED → ARCHIVED and back. */
const MOVES: Record<BriefStatus, { to: BriefStatus; label: string; icon: string }[]> = {
  DRAFT: [{ to: 'PUBLISHED', label: 'Publish', icon: 'bi-send' }],
  PUBLISHED: [
    { to: 'ARCHIVED', label: 'Archive', icon: 'bi-archive' },
    { to: 'DRAFT', label: 'Back to draft', icon: 'bi-pencil-square' },
  ],
  ARCHIVED: [
    { to: 'PUBLISHED', label: 'Republish', icon: 'bi-send' },
    { to: 'DRAFT', label: 'Back to draft', icon: 'bi-pencil-square' },
  ],
};

type BriefStatusActionsProps = {
  status: BriefStatus;
  title: string;
  isBusy: boolean;
  onMove: (to: BriefStatus) => void;
};

export function BriefStatusActions({ status, title, isBusy, onMove }: BriefStatusActionsProps) {
  return (
    <>
      {MOVES[status].map((move) => (
        <button
          key={move.to}
          type="button"
          className={`btn btn-sm ${move.to === 'PUBLISHED' ? 'btn-primary' : 'btn-outline-secondary'}`}
          disabled={isBusy}
          aria-label={`${move.label}: ${title}`}
          onClick={() => onMove(move.to)}
        >
          <i className={`bi ${move.icon}`} aria-hidden="true" /> {move.label}
        </button>
      ))}
    </>
  );
}
