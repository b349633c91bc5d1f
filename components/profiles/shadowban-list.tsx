import { APPEAL_STATUS_LABELS, APPEAL_TONES, formatDay, formatLoss } from '@/lib/content/profiles/profile-labels';
import type { ShadowbanReport } from '@/lib/content/profiles/profile-types';
import { EvidenceText } from './evidence-text';
import { VerificationBadge } from '@/components/records/verification-badge';
import { recordPathOf } from '@/lib/content/records/record-paths';
import { RecordDateLink } from '@/components/records/record-date-link';
import { RestrictionFacts } from './restriction-facts';

/** The creator's shadowban experiences, newest first; each date opens the report's permalink (but on it). */
export function ShadowbanList({ reports, isOwnPage = false }: { reports: ShadowbanReport[]; isOwnPage?: boolean }) {
  return (
    <section className="profile-section" aria-labelledby="shadowban-experiences">
      <h2 id="shadowban-experiences" className="profile-section-title">
        Shadowban experiences
      </h2>
      <p className="profile-section-intro">Shadowban reports: restrictions short of a ban, as the creator reports them. They are not counted as bans.</p>
      {reports.length === 0 && <p className="text-muted-theme">No shadowban experiences reported.</p>}
      <ul className="shadowban-list">
        {reports.map((report) => (
          <li key={report.id} className="shadowban-item surface">
            <div className="shadowban-item-head">
              <span className="shadowban-platform">
                <i className={`bi ${report.platform.iconClass}`} aria-hidden="true" /> {report.platform.displayName}
              </span>
              <RecordDateLink
                href={recordPathOf('ShadowbanExperience', report.id)}
                dateTime={report.date}
                label={formatDay(report.date)}
                what={`${report.platform.displayName} shadowban report`}
                isOwnPage={isOwnPage}
              />
            </div>
            <p className="shadowban-kind">
              <span className="standing-badge standing-neutral">{report.category}</span>
              <span className="standing-badge standing-limited">{report.restrictionType}</span>
              <span className={`standing-badge ${APPEAL_TONES[report.appealStatus]}`}>{APPEAL_STATUS_LABELS[report.appealStatus]}</span>
              <VerificationBadge verification={report.verification} href={recordPathOf('ShadowbanExperience', report.id)} />
            </p>
            <p className="shadowban-text">{report.description}</p>
            <RestrictionFacts restriction={report.restriction} start={report.date} isOngoing />
            <EvidenceText evidence={report.evidence} picture={report.evidencePicture} />
            {report.financialImpact !== null && (
              <p className="shadowban-impact">
                Financial impact: <strong>{formatLoss(report.financialImpact)}</strong>
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
