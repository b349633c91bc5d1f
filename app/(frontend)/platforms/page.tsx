import type { Metadata } from 'next';
import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';
import { PlatformOverviewTable } from '@/components/platforms/platform-overview-table';
import { readPlatformOverview } from '@/lib/content/platform-overview/platform-pages';
import { siteOrigin } from '@/lib/content/profiles/profile-seo';

export const dynamic = 'force-dynamic';

const description = 'Platform by platform: how many creator bans are recorded, still active, under appeal and restored, with every record.';

export function generateMetadata(): Metadata {
  const url = `${siteOrigin()}/platforms`;
  return { title: 'Platform bans', description, alternates: { canonical: url }, openGraph: { type: 'website', url, title: 'Platform bans', description }, twitter: { card: 'summary', title: 'Platform bans', description } };
}

export default async function PlatformsPage() {
  const rows = await readPlatformOverview();
  return (
    <>
      <BreadcrumbBanner title="Platform bans" />
      <div className="media-page platforms-page">
        <section className="media-section">
          <div className="container-xl">
            <p className="section-lead">{description} Under appeal counts appeals still pending; restored counts bans lifted on appeal.</p>
            <PlatformOverviewTable rows={rows} />
          </div>
        </section>
      </div>
    </>
  );
}
