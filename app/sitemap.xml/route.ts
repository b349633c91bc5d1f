import { readSitemapPartNames } from '@/lib/seo/read-sitemap-part';
import { sitemapPartPath } from '@/lib/seo/sitemap-index';
import { SITEMAP_HEADERS, renderSitemapIndex } from '@/lib/seo/sitemap-xml';
import { absoluteUrl, siteOrigin } from '@/lib/seo/site-origin';

// Built per request from the database's counts: never at build time, when no backend runs.
export const dynamic = 'force-dynamic';

// GET /sitemap.xml – the sitemap index: one file per URLS_PER_SITEMAP briefs, profiles or streams, and the listing pages.
export async function GET(): Promise<Response> {
  const origin = siteOrigin();
  const names = await readSitemapPartNames();
  return new Response(renderSitemapIndex(names.map((name) => absoluteUrl(sitemapPartPath(name), origin))), { headers: SITEMAP_HEADERS });
}
