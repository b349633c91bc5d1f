import type { BriefDetail, BriefSummary } from './brief-types';
import { getPublishedBrief } from './get-published-brief';
import { listPublishedBriefs } from './list-published-briefs';
import { pickRelatedBriefs } from './related-briefs';

/** A brief's page: the published brief and three to read next, or null (404) for anything else. */
export async function loadBriefPage(slug: string): Promise<{ brief: BriefDetail; related: BriefSummary[] } | null> {
  const [brief, published] = await Promise.all([getPublishedBrief(slug), listPublishedBriefs()]);
  if (!brief) return null;
  return { brief, related: pickRelatedBriefs(brief, published) };
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
