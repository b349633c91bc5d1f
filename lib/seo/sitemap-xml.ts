import { XMLBuilder } from 'fast-xml-parser';

const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@_', format: true, suppressEmptyNode: true });

export type SitemapUrl = { url: string; lastModified?: string | Date | null; changeFrequency?: string; priority?: number };

/** A sitemap file (urlset); text is escaped by the XML builder. */
export function renderUrlSet(urls: readonly SitemapUrl[]): string {
  return builder.build({
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    urlset: {
      '@_xmlns': NAMESPACE,
      url: urls.map((entry) => ({
        loc: entry.url,
        ...(isoDateOf(entry.lastModified) ? { lastmod: isoDateOf(entry.lastModified) } : {}),
        ...(entry.changeFrequency ? { changefreq: entry.changeFrequency } : {}),
        ...(entry.priority !== undefined ? { priority: entry.priority } : {}),
      })),
    },
  }) as string;
}

/** The sitemap index: one <sitemap> per file. */
export function renderSitemapIndex(locations: readonly string[]): string {
  return builder.build({
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    sitemapindex: { '@_xmlns': NAMESPACE, sitemap: locations.map((loc) => ({ loc })) },
  }) as string;
}

export const SITEMAP_HEADERS = { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=300' } as const;

/** W3C datetime for <lastmod>; an unreadable date is left out rather than failing the file. */
function isoDateOf(value: string | Date | null | undefined): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
