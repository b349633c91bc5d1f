import type { AnySectionPage } from '@/lib/content/profiles/profile-records';
import type { PublicProfile } from '@/lib/content/profiles/profile-types';
import { BanTimeline } from './ban-timeline';
import { ProfileBriefs } from './profile-briefs';
import { ProfileSectionPages } from './profile-section-more';
import { ShadowbanList } from './shadowban-list';

/** One page of a section of a creator's records, with links to its other pages. */
export function ProfileSectionRecords({ profile, section, records }: { profile: PublicProfile; section: AnySectionPage['section']; records: AnySectionPage }) {
  return (
    <>
      {records.section === 'bans' && <BanTimeline groups={records.page.items} />}
      {records.section === 'reports' && <ShadowbanList reports={records.page.items} />}
      {records.section === 'briefs' && <ProfileBriefs briefs={records.page.items} displayName={profile.displayName} />}
      <ProfileSectionPages username={profile.username} section={section} window={records.page.window} />
    </>
  );
}
