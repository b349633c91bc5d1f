import { JsonLd } from '@/components/seo/json-ld';
import { buildProfileJsonLd } from '@/lib/content/profiles/profile-seo';
import type { PublicProfile } from '@/lib/content/profiles/profile-types';
import { BanTimeline } from './ban-timeline';
import { ProfileBriefs } from './profile-briefs';
import { ProfileCard } from './profile-card';
import { ProfileTotals } from './profile-totals';
import { ShadowbanList } from './shadowban-list';

/** A creator's public page: card and totals beside the ban history, reports and briefs. */
export function ProfileView({ profile }: { profile: PublicProfile }) {
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
          <ProfileTotals profile={profile} />
          <BanTimeline groups={profile.banTimeline} />
          <ShadowbanList reports={profile.shadowbans} />
          <ProfileBriefs briefs={profile.briefs} displayName={profile.displayName} />
        </div>
      </div>
    </div>
  );
}
