import { JsonLd } from '@/components/seo/json-ld';
import type { ProfileRecords } from '@/lib/content/profiles/profile-records';
import { buildProfileJsonLd } from '@/lib/content/profiles/profile-seo';
import type { PublicProfile } from '@/lib/content/profiles/profile-types';
import { BanTimeline } from './ban-timeline';
import { ProfileBriefs } from './profile-briefs';
import { ProfileCard } from './profile-card';
import type { ProfileBanCounts } from './profile-figures';
import { ProfileSectionMore } from './profile-section-more';
import { ProfileTotals } from './profile-totals';
import { ShadowbanList } from './shadowban-list';
import { StandingLegend } from './standing-legend';

type Props = { profile: PublicProfile; records: ProfileRecords; bans: ProfileBanCounts };

/** A creator's public page: card beside the figures, the colours' legend, and the newest of the ban history, reports and briefs. */
export function ProfileView({ profile, records, bans }: Props) {
  const { reports, briefs } = records;
  const username = profile.username;
  return (
    <div className="container-xl py-5 profile-page">
      <JsonLd data={buildProfileJsonLd(profile)} />
      <div className="row g-4">
        <div className="col-12 col-lg-4">
          <div className="profile-aside">
            <ProfileCard profile={profile} />
          </div>
        </div>
        <div className="col-12 col-lg-8">
          <ProfileTotals profile={profile} bans={bans} reportCount={reports.total} />
          <StandingLegend />
          <BanTimeline groups={records.bans.items} />
          <ProfileSectionMore username={username} section="bans" total={records.bans.total} shown={records.bans.items.reduce((sum, group) => sum + group.bans.length, 0)} />
          <ShadowbanList reports={reports.items} />
          <ProfileSectionMore username={username} section="reports" total={reports.total} shown={reports.items.length} />
          <ProfileBriefs briefs={briefs.items} displayName={profile.displayName} />
          <ProfileSectionMore username={username} section="briefs" total={briefs.total} shown={briefs.items.length} />
        </div>
      </div>
    </div>
  );
}
