import type { Metadata } from 'next';
import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';
import { ProfileDirectory } from '@/components/profiles/profile-directory';
import { listProfiles } from '@/lib/content/profiles/list-profiles';
import { pageOf } from '@/lib/content/profiles/page-of';
import { buildPageMetadata } from '@/lib/seo/page-metadata';

export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { page } = await searchParams;
  return buildPageMetadata({
    title: 'Creator profiles',
    description: 'Creators with their ban histories: bans per platform, shadowban reports, platforms affected and estimated losses.',
    path: typeof page === 'string' && page !== '1' ? `/profiles?page=${encodeURIComponent(page)}` : '/profiles',
  });
}

// /profiles – every creator with their standing on the platforms.
export default async function ProfilesPage({ searchParams }: Props) {
  const { page, totalPages, items } = pageOf(await listProfiles(), (await searchParams).page);
  return (
    <>
      <BreadcrumbBanner title="Creator profiles" name="Profiles" />
      <ProfileDirectory profiles={items} page={page} totalPages={totalPages} />
    </>
  );
}
