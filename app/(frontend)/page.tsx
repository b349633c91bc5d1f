import type { Metadata } from 'next';
import { HomePage } from '@/components/home/home-page';
import { loadHomeContent } from '@/lib/content/home/load-home-content';
import { buildPageMetadata } from '@/lib/seo/page-metadata';

// Served from the cache and refreshed in the background at most 5 s after a change (at once when an
// edit asks): a rendered home costs ~10× a cached one. The build renders it without data (the
// backend is not running then); the first request after a build replaces that copy.
export const revalidate = 5;

export function generateMetadata(): Metadata {
  return buildPageMetadata({
    title: 'Platform bans, restrictions and shadowbans',
    description:
      'Creator ban histories, plain briefs on how platforms restrict and shadowban, featured personalities and streams, and a live tracker of active bans and restorations per platform.',
    path: '/',
    hasBriefFeed: true,
  });
}

export default async function Home() {
  return <HomePage content={await loadHomeContent()} />;
}
