import { readEveryPage } from '@/lib/content/read-every-page';
import { assignPersonalityPaths } from '@/lib/content/personalities/personality-paths';
import { readPublicData } from '@/lib/data/public-data';
import type { SitemapSources } from './sitemap-entries';

const LIMIT = 1000;
type Row = Record<string, string | null | undefined>;

/**
 * The addresses and last changes the sitemap needs, read straight from the Data API with the
 * public key and the smallest selection sets (not through the cached page reads, which carry far
 * more per record). Briefs come from the PUBLISHED partition of the status index only.
 */
export async function readSitemapSources(): Promise<SitemapSources> {
  return readPublicData<SitemapSources>(async (client, context) => {
    const [briefs, profiles, streams, personalities] = await Promise.all([
      readEveryPage<Row>(async (nextToken) => {
        const page = await client.models.Brief.listBriefByStatusAndBlogDate(
          context,
          { status: 'PUBLISHED' },
          { sortDirection: 'DESC', limit: LIMIT, nextToken, selectionSet: ['slug', 'blogDate', 'updatedAt', 'status'] },
        );
        return { data: page.data as unknown as Row[], nextToken: page.nextToken, errors: page.errors };
      }),
      readEveryPage<Row>(async (nextToken) => {
        const page = await client.models.Profile.list(context, { limit: LIMIT, nextToken, selectionSet: ['username', 'updatedAt'] });
        return { data: page.data as unknown as Row[], nextToken: page.nextToken, errors: page.errors };
      }),
      readEveryPage<Row>(async (nextToken) => {
        const page = await client.models.Stream.list(context, { limit: LIMIT, nextToken, selectionSet: ['id', 'slug', 'updatedAt'] });
        return { data: page.data as unknown as Row[], nextToken: page.nextToken, errors: page.errors };
      }),
      readEveryPage<Row>(async (nextToken) => {
        const page = await client.models.Personality.list(context, { limit: LIMIT, nextToken, selectionSet: ['id', 'name', 'updatedAt'] });
        return { data: page.data as unknown as Row[], nextToken: page.nextToken, errors: page.errors };
      }),
    ]);
    const paths = assignPersonalityPaths(personalities.map((row) => ({ id: row.id ?? '', name: row.name ?? '' })));
    return {
      briefs: briefs
        .filter((row) => row.status === 'PUBLISHED')
        .map((row) => ({ slug: row.slug ?? '', blogDate: row.blogDate ?? null, updatedAt: row.updatedAt ?? null })),
      profiles: profiles.map((row) => ({ username: row.username?.trim() ?? '', updatedAt: row.updatedAt ?? null })),
      streams: streams.map((row) => ({ id: row.id ?? '', slug: row.slug?.trim() || null, updatedAt: row.updatedAt ?? null })),
      personalities: personalities.map((row) => ({ pathSegment: paths.get(row.id ?? '') ?? row.id ?? '', updatedAt: row.updatedAt ?? null })),
    };
  });
}
