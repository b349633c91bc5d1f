import { APPEAL_STATUS_LABELS, APPEAL_TONES, formatDay } from '@/lib/content/profiles/profile-labels';
import type { BanTimelineGroup } from '@/lib/content/profiles/profile-types';
import { EvidenceText } from './evidence-text';
import { VerificationBadge } from '@/components/records/verification-badge';
import { recordPathOf } from '@/lib/content/records/record-paths';
import { RecordDateLink } from '@/components/records/record-date-link';
import { RestrictionFacts } from './restriction-facts';

/**
 * A page of the ban history: one timeline per platform, newest ban first, headed by the creator's
 * count there; each ban's date opens its permalink.
 */
export function BanTimeline({ groups }: { groups: BanTimelineGroup[] }) {
  return (
    <section className="profile-section" aria-labelledby="ban-history">
      <h2 id="ban-history" className="profile-section-title">
        Ban history
      </h2>
      <p className="profile-section-intro">Bans the creator recorded, newest first on each platform. Shadowban reports are counted apart.</p>
      {groups.length === 0 && <p className="text-muted-theme">No platform bans recorded.</p>}
      {groups.map((group) => (
        <div key={group.platform.name} className="ban-platform">
          <h3 className="ban-platform-title">
            <i className={`bi ${group.platform.iconClass}`} aria-hidden="true" /> {group.platform.displayName}
            <span className="ban-platform-count">
              {group.total} ban{group.total === 1 ? '' : 's'}
            </span>
          </h3>
          <ol className="ban-timeline">
            {group.bans.map((ban) => (
              <li key={ban.id} className={`ban-timeline-item${ban.isActive ? ' is-active' : ''}`}>
                <div className="ban-timeline-head">
                  <RecordDateLink href={recordPathOf('PlatformBan', ban.id)} dateTime={ban.dateOfBan ?? undefined} label={formatDay(ban.dateOfBan)} what={`${group.platform.displayName} ban record`} />
                  <span className={`standing-badge ${ban.isActive ? 'standing-banned' : 'standing-restored'}`}>
                    {ban.isActive ? 'Active ban' : 'Lifted'}
                  </span>
                  <span className={`standing-badge ${APPEAL_TONES[ban.appealStatus]}`}>{APPEAL_STATUS_LABELS[ban.appealStatus]}</span>
                  <VerificationBadge verification={ban.verification} href={recordPathOf('PlatformBan', ban.id)} />
                </div>
                {ban.explanation && <p className="ban-timeline-text">{ban.explanation}</p>}
                <RestrictionFacts restriction={ban.restriction} start={ban.dateOfBan} isOngoing={ban.isActive} />
                <EvidenceText evidence={ban.evidence} picture={ban.evidencePicture} />
              </li>
            ))}
          </ol>
        </div>
      ))}
    </section>
  );
}
