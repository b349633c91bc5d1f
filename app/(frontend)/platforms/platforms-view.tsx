import type { Metadata } from 'next';
import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';
import { PlatformOverviewFilters } from '@/components/platforms/platform-overview-filters';
import { PlatformOverviewTable } from '@/components/platforms/platform-overview-table';
import { PlatformRecordFigures } from '@/components/platforms/platform-record-figures';
import { hasOverviewFilters, overviewFiltersQuery, parseOverviewFilters } from '@/lib/content/platform-overview/overview-filters';
import { readPlatformOverview } from '@/lib/content/platform-overview/platform-pages';
import { buildPageMetadata } from '@/lib/seo/page-metadata';

type Query = Record<string, string | string[] | undefined>;

const description = 'Platform by platform: how many creator bans are recorded, still active, under appeal and restored, with every record.';

/** /platforms, filtered by a query string (platforms/page.tsx) or plain (the cached view). */
export function platformsMetadata(query: Query): Metadata {
  const filters = parseOverviewFilters(query);
  const metadata = buildPageMetadata({ title: 'Platform bans', description, path: `/platforms${overviewFiltersQuery(filters)}` });
  // Filtered views are for visitors; search engines index the overview itself.
  return hasOverviewFilters(filters) ? { ...metadata, robots: { index: false, follow: true } } : metadata;
}

export async function PlatformsView({ query }: { query: Query }) {
  const filters = parseOverviewFilters(query);
  const { rows, years, figures } = await readPlatformOverview(filters);
  return (
    <>
      <BreadcrumbBanner title="Platform bans" name="Platforms" />
      <div className="media-page platforms-page">
        <section className="media-section">
          <div className="container-xl">
            <p className="section-lead">{description} Under appeal counts appeals still pending; restored counts bans lifted on appeal.</p>
            <PlatformOverviewFilters filters={filters} years={years} />
            <PlatformOverviewTable rows={rows} />
            <PlatformRecordFigures figures={figures} bansOnly={filters.state !== null} />
          </div>
        </section>
      </div>
    </>
  );
}
