import type { ReactNode } from 'react';
import type { AppealStatus, PlatformLabel } from '@/lib/content/profiles/profile-types';
import { APPEAL_STATUS_LABELS, APPEAL_TONES, formatDay } from '@/lib/content/profiles/profile-labels';

type RecordSummaryProps = {
  platform: PlatformLabel;
  date: string | null;
  appealStatus: AppealStatus;
  /** The record's own badges, shown between its date and its appeal's. */
  badges: ReactNode;
  /** What happened, in the creator's words. */
  text: string;
  /** Further lines under the text. */
  children?: ReactNode;
  /** Anonymised by the creator's choice: off their profile, without their username. */
  isAnonymous?: boolean;
  /** Its step on the verification ladder, linking to its page's history. */
  verification?: ReactNode;
};

/** One ban or shadowban report in the creator's list: platform, date, badges, then what happened. */
export function RecordSummary({ platform, date, appealStatus, badges, text, children, isAnonymous = false, verification = null }: RecordSummaryProps) {
  return (
    <div className="record-summary">
      <p className="record-summary-head">
        <strong>
          <i className={`bi ${platform.iconClass}`} aria-hidden="true" /> {platform.displayName}
        </strong>
        <time dateTime={date ?? undefined}>{formatDay(date)}</time>
        {badges}
        {isAnonymous ? (
          <span className="standing-badge standing-neutral" title="Off your profile and without your username: counted in the platform figures and the open data">
            <i className="bi bi-incognito" aria-hidden="true" /> Anonymised
          </span>
        ) : null}
        <span className={`standing-badge ${APPEAL_TONES[appealStatus]}`}>{APPEAL_STATUS_LABELS[appealStatus]}</span>
        {verification}
      </p>
      <p className="record-summary-text">{text}</p>
      {children}
    </div>
  );
}
