import type { MetadataRoute } from 'next';
import { buildRobots } from '@/lib/seo/robots-rules';
import { siteOrigin } from '@/lib/seo/site-origin';

// The sitemap's address depends on PUBLIC_URL, read when asked, not at build time.
export const dynamic = 'force-dynamic';

// GET /robots.txt – everything public may be crawled; signed-in areas and APIs may not.
export default function robots(): MetadataRoute.Robots {
  return buildRobots(siteOrigin());
}
