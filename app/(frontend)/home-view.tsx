import type { Metadata } from 'next';
import { HomePage } from '@/components/home/home-page';
import { HomeLiveRefresh } from '@/components/realtime/home-live-refresh';
import { loadHomeContent } from '@/lib/content/home/load-home-content';
import { buildPageMetadata } from '@/lib/seo/page-metadata';

/** The home page: served by the cached view, and by page.tsx when the address carries a query string. */
export function homeMetadata(): Metadata {
  return buildPageMetadata({
    title: 'Platform bans, restrictions and shadowbans',
    description:
      'Creator ban histories, plain briefs on how platforms restrict and shadowban, featured personalities and streams, and a live tracker of active bans and restorations per platform.',
    path: '/',
    hasBriefFeed: true,
  });
}

export async function HomeView() {
  return (
    <>
      <HomePage content={await loadHomeContent()} />
      {/* Records published, hidden or restored while the page is open move its figures (issue 47). */}
      <HomeLiveRefresh />
    </>
  );
}
