import Link from 'next/link';
import { platformLabelsOf } from '@/lib/content/profiles/platform-label';
import { formatDay, formatLoss } from '@/lib/content/profiles/profile-labels';
import type { MyProfile } from '@/lib/content/my/my-profile-store';
import { PlatformBadgeRow } from '@/components/profiles/platform-badge';

/**
 * The profile fields computed from the creator's records (SPEC §3's totals and status lists):
 * shown, not typed, so they always agree with the bans and reports behind them.
 */
export function DerivedTotalsPanel({ profile }: { profile: MyProfile }) {
  return (
    <section className="my-panel" aria-labelledby="derived-title">
      <h2 id="derived-title" className="my-panel-title">
        Computed from your records
      </h2>
      <p className="text-muted-theme small">
        These change when you record a <Link href="/me/bans">platform ban</Link> or a <Link href="/me/shadowbans">shadowban report</Link>.
      </p>
      <dl className="my-derived">
        <div>
          <dt>Total bans</dt>
          <dd data-testid="my-total-bans">{profile.totalBans ?? 0}</dd>
        </div>
        <div>
          <dt>Platforms affected</dt>
          <dd>{(profile.platformsAffected ?? []).length}</dd>
        </div>
        <div>
          <dt>Estimated loss</dt>
          <dd>{formatLoss(profile.totalEstimatedLoss ?? 0)}</dd>
        </div>
        <div>
          <dt>First restricted</dt>
          <dd>{profile.dateFirstRestricted ? formatDay(profile.dateFirstRestricted) : 'Never'}</dd>
        </div>
      </dl>
      <div className="profile-card-standing">
        <PlatformBadgeRow label="Banned on" platforms={platformLabelsOf(profile.bannedPlatforms)} tone="standing-banned" />
        <PlatformBadgeRow label="Limited on" platforms={platformLabelsOf(profile.limitedPlatforms)} tone="standing-limited" />
        <PlatformBadgeRow label="Platforms affected" platforms={platformLabelsOf(profile.platformsAffected)} tone="standing-neutral" />
      </div>
    </section>
  );
}
