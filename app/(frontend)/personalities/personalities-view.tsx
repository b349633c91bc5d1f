import type { Metadata } from 'next';
import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';
import { PersonalityList } from '@/components/personalities/personality-list';
import { parsePageNumber } from '@/lib/content/content-pages/numbered-page';
import { readPersonalityDirectoryPage } from '@/lib/content/personalities/list-personalities';
import { parsePersonalityCategory, personalityListHref } from '@/lib/content/personalities/personality-paths';
import { buildPageMetadata } from '@/lib/seo/page-metadata';

type Query = { category?: string | string[]; page?: string | string[] };

/** /personalities?category=&page=: served by personalities/page.tsx, and without a query string by the cached view. */
export function personalitiesMetadata({ category, page }: Query): Metadata {
  return buildPageMetadata({
    title: 'Personalities',
    description: 'Creators, streamers, podcasters and journalists worth following: their platforms, schedules, specialties and audiences.',
    path: personalityListHref({ category: parsePersonalityCategory(category), page: parsePageNumber(page) }),
  });
}

// One page of the personalities, active and best ranked first.
export async function PersonalitiesView({ query }: { query: Query }) {
  const category = parsePersonalityCategory(query.category);
  const directory = await readPersonalityDirectoryPage(query.page, category);
  return (
    <>
      <BreadcrumbBanner title="Personalities" />
      <PersonalityList category={category} directory={directory} />
    </>
  );
}
