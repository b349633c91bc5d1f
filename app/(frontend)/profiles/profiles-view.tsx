import type { Metadata } from 'next';
import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';
import { ProfileDirectory } from '@/components/profiles/profile-directory';
import { readProfileDirectoryPage } from '@/lib/content/profiles/list-profiles';
import { buildPageMetadata } from '@/lib/seo/page-metadata';

type Query = Record<string, string | string[] | undefined>;

/** /profiles?page=: served by profiles/page.tsx, and without a query string by the cached view. */
export function profilesMetadata({ page }: Query): Metadata {
  return buildPageMetadata({
    title: 'Creator profiles',
    description: 'Creators with their ban histories: bans per platform, shadowban reports, platforms affected and estimated losses.',
    path: typeof page === 'string' && page !== '1' ? `/profiles?page=${encodeURIComponent(page)}` : '/profiles',
  });
}

// One page of the creators, most recorded bans first.
export async function ProfilesView({ query }: { query: Query }) {
  const { page, totalPages, items } = await readProfileDirectoryPage(query.page);
  return (
    <>
      <BreadcrumbBanner title="Creator profiles" name="Creators" />
      <ProfileDirectory profiles={items} page={page} totalPages={totalPages} />
    </>
  );
}
