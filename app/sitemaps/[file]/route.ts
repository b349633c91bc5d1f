import { readSitemapPart } from '@/lib/seo/read-sitemap-part';
import { parseSitemapPart } from '@/lib/seo/sitemap-index';
import { SITEMAP_HEADERS, renderUrlSet } from '@/lib/seo/sitemap-xml';
import { siteOrigin } from '@/lib/seo/site-origin';

export const dynamic = 'force-dynamic';

// GET /sitemaps/<kind>-<n>.xml – one sitemap file, built by one bounded query; 404 for a file the index does not list.
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const part = parseSitemapPart((await params).file);
  const urls = part ? await readSitemapPart(part, siteOrigin()) : null;
  if (!urls) return new Response('Not found', { status: 404 });
  return new Response(renderUrlSet(urls), { headers: SITEMAP_HEADERS });
}
