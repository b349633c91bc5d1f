import type { ProfileSummary } from '@/lib/content/profiles/profile-types';
import { FigureInfoLink } from './figure-info-link';
import { buildProfileFigures, type ProfileBanCounts } from './profile-figures';

type Props = { profile: ProfileSummary; bans: ProfileBanCounts; reportCount: number };

/**
 * The profile's figures, bans and shadowban reports counted apart, each with what it counts and a
 * link to how it is counted. The stored totals are recomputed from the records on every edit.
 */
export function ProfileTotals({ profile, bans, reportCount }: Props) {
  return (
    <dl className="profile-totals" aria-label="Figures">
      {buildProfileFigures({ profile, bans, reportCount }).map((figure) => (
        <div key={figure.testId} className="profile-total surface" data-testid={figure.testId}>
          <dt>
            <i className={`bi ${figure.icon}`} aria-hidden="true" /> {figure.label}
          </dt>
          <dd className="profile-total-value">{figure.value}</dd>
          <dd className="profile-total-note">{figure.note}</dd>
          <dd className="profile-total-info">
            <FigureInfoLink anchor={figure.anchor} figure={figure.label} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
