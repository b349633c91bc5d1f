import type { Metadata } from 'next';
import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';
import { ProfileDirectory } from '@/components/profiles/profile-directory';
import { readProfileDirectoryPage } from '@/lib/content/profiles/list-profiles';
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

// GET /profiles?page= – one page of the creators, most recorded bans first.
export default async function ProfilesPage({ searchParams }: Props) {
  const { page, totalPages, items } = await readProfileDirectoryPage((await searchParams).page);
  return (
    <>
      <BreadcrumbBanner title="Creator profiles" name="Profiles" />
      <ProfileDirectory profiles={items} page={page} totalPages={totalPages} />
    </>
  );
}
