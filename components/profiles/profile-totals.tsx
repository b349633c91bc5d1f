import { formatDay, formatLoss } from '@/lib/content/profiles/profile-labels';
import type { ProfileSummary } from '@/lib/content/profiles/profile-types';

/** The four totals of a profile, kept on the profile and recomputed from its records on every edit. */
export function ProfileTotals({ profile }: { profile: ProfileSummary }) {
  const totals = [
    { label: 'Total bans', value: String(profile.totalBans), icon: 'bi-slash-circle' },
    { label: 'Platforms affected', value: String(profile.platformsAffected.length), icon: 'bi-diagram-3' },
    { label: 'Estimated loss', value: formatLoss(profile.totalEstimatedLoss), icon: 'bi-cash-coin' },
    {
      label: 'First restricted',
      value: profile.dateFirstRestricted ? formatDay(profile.dateFirstRestricted) : 'Never',
      icon: 'bi-calendar-x',
    },
  ];
  return (
    <dl className="profile-totals" aria-label="Totals">
      {totals.map((total) => (
        <div key={total.label} className="profile-total surface" data-testid={`total-${total.label.toLowerCase().replace(/\s+/g, '-')}`}>
          <dt>
            <i className={`bi ${total.icon}`} aria-hidden="true" /> {total.label}
          </dt>
          <dd>{total.value}</dd>
        </div>
      ))}
    </dl>
  );
}
