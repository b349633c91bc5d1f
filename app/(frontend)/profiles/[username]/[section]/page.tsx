import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';
import { sectionCrumbOf } from '@/lib/navigation/section-crumb';
import { ProfileSectionRecords } from '@/components/profiles/profile-section-records';
import { parsePageNumber } from '@/lib/content/content-pages/numbered-page';
import { getProfile } from '@/lib/content/profiles/get-profile';
import { isProfileSection, readProfileSection } from '@/lib/content/profiles/profile-records';
import { profileSectionPathOf, SECTION_NOUNS } from '@/lib/content/profiles/profile-section-paths';
import { buildPageMetadata } from '@/lib/seo/page-metadata';
import { RecordLiveNotice } from '@/components/realtime/record-live-notice';

type Props = {
  params: Promise<{ username: string; section: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

async function readRoute({ params, searchParams }: Props) {
  const { username, section } = await params;
  const page = parsePageNumber((await searchParams).page);
  if (!isProfileSection(section)) return null;
  const profile = await getProfile(decodeURIComponent(username).toLowerCase());
  return profile && { profile, section, page };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const route = await readRoute(props);
  if (!route) return { title: 'Page not found', robots: { index: false } };
  const { profile, section, page } = route;
  const title = `${SECTION_NOUNS[section].title}: ${profile.displayName}`;
  return buildPageMetadata({
    title: page > 1 ? `${title} (page ${page})` : title,
    description: `Every one of ${profile.displayName}'s ${SECTION_NOUNS[section].plural}, newest first.`,
    path: profileSectionPathOf(profile.username, section, page),
  });
}

// /profiles/[username]/bans|reports|briefs?page= – every record of one section of a creator, page by page.
export default async function ProfileSectionPage(props: Props) {
  const route = await readRoute(props);
  if (!route) notFound();
  const { profile, section, page } = route;
  const records = await readProfileSection(profile.id, section, page);
  if (!records) notFound();
  return (
    <>
      <BreadcrumbBanner
        title={`${profile.displayName}: ${SECTION_NOUNS[section].title}`}
        name={SECTION_NOUNS[section].title}
        trail={[sectionCrumbOf('/profiles'), { label: profile.displayName, href: `/profiles/${encodeURIComponent(profile.username)}` }]}
      />
      <div className="container-xl py-5 profile-page">
        <p>
          <Link href={`/profiles/${encodeURIComponent(profile.username)}`}>
            <i className="bi bi-arrow-left flip-rtl" aria-hidden="true" /> {profile.displayName}&rsquo;s profile
          </Link>
        </p>
        <ProfileSectionRecords profile={profile} section={section} records={records} />
      </div>
      {/* A change to the profile, its hide, or its creator leaving the site while the page is open (issue 47). */}
      <RecordLiveNotice recordKey={`Profile#${profile.id}`} />
    </>
  );
}
