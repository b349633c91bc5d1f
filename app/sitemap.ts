import type { MetadataRoute } from 'next';
import { readSitemapSources } from '@/lib/seo/read-sitemap-sources';
import { buildSitemapEntries } from '@/lib/seo/sitemap-entries';
import { siteOrigin } from '@/lib/seo/site-origin';

// Built per request from the Data API: never at build time, and never listing a record that left.
export const dynamic = 'force-dynamic';

// GET /sitemap.xml – published briefs, profiles, streams and personalities.
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  return buildSitemapEntries(await readSitemapSources(), siteOrigin());
}
