import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { listPublishedBriefs } from '../briefs/list-published-briefs';
import { listPersonalities } from '../personalities/list-personalities';
import { listPlatformBans } from '../platform-overview/list-platform-bans';
import { DEFAULT_STREAM_FILTERS } from '../streams/stream-filters';
import { listStreams } from '../streams/list-streams';
import { selectHomeContent, type HomeContent } from './select-home-content';

/**
 * The home page's data: four cached public reads, shared with the pages that own them (briefs,
 * personalities, the stream catalogue's "featured, now streaming" view, the platform overview),
 * so the home page adds no cache entries of its own and refreshes with each of them. Null while
 * `next build` prerenders the page: the backend does not run then, and data is never read at build.
 */
export async function loadHomeContent(): Promise<HomeContent | null> {
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return null;
  const { search, genre, language, status } = DEFAULT_STREAM_FILTERS;
  const [publishedBriefs, personalities, featuredStreams, platformBans] = await Promise.all([
    listPublishedBriefs(),
    listPersonalities(),
    listStreams({ search, genre, language, status, isFeaturedOnly: true }),
    listPlatformBans(null),
  ]);
  return selectHomeContent({ publishedBriefs, personalities, featuredStreams, platformBans });
}
