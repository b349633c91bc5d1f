import type { Metadata } from 'next';
import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';
import { ProfileDirectory } from '@/components/profiles/profile-directory';
import { profileDirectoryHref, readProfileDirectoryFilters, readProfileDirectoryPage } from '@/lib/content/profiles/list-profiles';
import { parsePageNumber } from '@/lib/content/content-pages/numbered-page';
import { buildPageMetadata } from '@/lib/seo/page-metadata';

type Query = Record<string, string | string[] | undefined>;

/** /profiles?platform=&every=&page=: served by profiles/page.tsx, and without a query string by the cached view. */
export function profilesMetadata(query: Query): Metadata {
  const filters = readProfileDirectoryFilters(query);
  return buildPageMetadata({
    title: filters.platform ? `Creators with a record on ${filters.platform.displayName}` : 'Creator profiles',
    description: 'Creators with their ban histories: bans per platform, shadowban reports, platforms affected and estimated losses.',
    path: profileDirectoryHref(filters, parsePageNumber(query.page)),
  });
}

// One page of the creators, most recorded bans first.
export async function ProfilesView({ query }: { query: Query }) {
  const directory = await readProfileDirectoryPage(query);
  return (
    <>
      <BreadcrumbBanner title="Creator profiles" name="Creators" />
      <ProfileDirectory directory={directory} />
    </>
  );
}
