import { listContentEntries } from '@/lib/content/content-pages/content-entries';
import type { BriefDetail, BriefSummary } from './brief-types';
import { getPublishedBrief } from './get-published-brief';
import { listNewestBriefs, readBriefSummaries } from './list-published-briefs';
import { pickRelatedBriefs } from './related-briefs';

/** How many candidates related briefs are chosen from: the newest sharing the first category, and the newest overall. */
const RELATED_CANDIDATES = 12;

/** A brief's page: the published brief and three to read next, or null (404) for anything else. */
export async function loadBriefPage(slug: string): Promise<{ brief: BriefDetail; related: BriefSummary[] } | null> {
  const brief = await getPublishedBrief(slug);
  if (!brief) return null;
  return { brief, related: pickRelatedBriefs(brief, await readRelatedCandidates(brief)) };
}

/** A bounded set to choose from, newest first, whatever the number of briefs (never the whole list). */
async function readRelatedCandidates(brief: BriefDetail): Promise<BriefSummary[]> {
  const category = brief.categories[0] ?? null;
  const [sameCategory, newest] = await Promise.all([
    category ? listContentEntries('BRIEFS', 0, RELATED_CANDIDATES, { category }) : Promise.resolve({ entries: [] }),
    listNewestBriefs(RELATED_CANDIDATES),
  ]);
  const shared = await readBriefSummaries(sameCategory.entries.map((entry) => entry.id));
  const seen = new Set<string>();
  return [...shared, ...newest]
    .filter((candidate) => !seen.has(candidate.id) && Boolean(seen.add(candidate.id)))
    .sort((a, b) => b.blogDate.localeCompare(a.blogDate));
}

/** The slug as the route received it; a malformed escape is simply not a brief. */
export function decodeSlug(raw: string): string | null {
  try {
    const slug = decodeURIComponent(raw).trim();
    return slug && slug.length <= 300 ? slug : null;
  } catch {
    return null;
  }
}
