import { listPublishedBriefs } from '@/lib/content/briefs/list-published-briefs';
import { buildBriefFeed } from '@/lib/seo/brief-feed';
import { siteOrigin } from '@/lib/seo/site-origin';

export const dynamic = 'force-dynamic';

// GET /briefs/feed.xml – RSS 2.0 feed of the newest published briefs (never drafts or archived ones).
export async function GET(): Promise<Response> {
  const xml = buildBriefFeed(await listPublishedBriefs(), siteOrigin());
  return new Response(xml, {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8', 'Cache-Control': 'public, max-age=60' },
  });
}
