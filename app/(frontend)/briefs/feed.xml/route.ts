import { listNewestBriefs } from '@/lib/content/briefs/list-published-briefs';
import { buildBriefFeed, FEED_ITEM_LIMIT } from '@/lib/seo/brief-feed';
import { siteOrigin } from '@/lib/seo/site-origin';

export const dynamic = 'force-dynamic';

// GET /briefs/feed.xml – RSS 2.0 feed of the newest published briefs: one page of the status/blogDate index.
export async function GET(): Promise<Response> {
  const xml = buildBriefFeed(await listNewestBriefs(FEED_ITEM_LIMIT), siteOrigin());
  return new Response(xml, {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8', 'Cache-Control': 'public, max-age=60' },
  });
}
