import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';
import { sectionCrumbOf } from '@/lib/navigation/section-crumb';
import { ProfileViewTracker } from '@/components/analytics/profile-view-tracker';
import { ReportRecord } from '@/components/moderation/report-record';
import { RecordLiveNotice } from '@/components/realtime/record-live-notice';
import { toProfileBanCounts } from '@/components/profiles/profile-figures';
import { ProfileView } from '@/components/profiles/profile-view';
import { readBanStatistics } from '@/lib/content/platform-overview/read-ban-statistics';
import { getProfile } from '@/lib/content/profiles/get-profile';
import { readFirstRecords } from '@/lib/content/profiles/profile-records';
import { buildProfileMetadata } from '@/lib/content/profiles/profile-seo';

// Rendered on first request and cached; refreshed at once after an edit, else every 5 s (300 s behind our own server, which refreshes on every change: lib/data/event-driven-freshness.mjs).
export const revalidate = 5;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ username: string }> };

async function findProfile(params: Props['params']) {
  const { username } = await params;
  return getProfile(decodeURIComponent(username).toLowerCase());
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const profile = await findProfile(params);
  return profile ? buildProfileMetadata(profile) : { title: 'Profile not found', robots: { index: false } };
}

// /profiles/[username] – a creator's card, figures with their legend, and the newest of their bans, shadowban reports and briefs.
export default async function ProfilePage({ params }: Props) {
  const profile = await findProfile(params);
  if (!profile) notFound();
  // The ban figures are the database's count for this creator (cached; the ban history reads the same answer).
  const [records, statistics] = await Promise.all([readFirstRecords(profile.id), readBanStatistics({ profileId: profile.id })]);
  return (
    <>
      <BreadcrumbBanner title={profile.displayName} trail={[sectionCrumbOf('/profiles')]} />
      <ProfileView profile={profile} records={records} bans={toProfileBanCounts(statistics)} />
      <ReportRecord model="Profile" id={profile.id} what="profile" />
      <ProfileViewTracker username={profile.username} />
      {/* A change to the profile, its hide, or its creator leaving the site while the page is open (issue 47). */}
      <RecordLiveNotice recordKey={`Profile#${profile.id}`} />
    </>
  );
}
