import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { listNewestBriefs } from '../briefs/list-published-briefs';
import { listFeaturedPersonalities } from '../personalities/list-personalities';
import { listPlatformBanPage } from '../platform-overview/list-platform-bans';
import { readBanStatistics } from '../platform-overview/read-ban-statistics';
import { DEFAULT_STREAM_FILTERS } from '../streams/stream-filters';
import { listStreamWindow } from '../streams/list-streams';
import { HOME_SECTION_SIZE, selectHomeContent, type HomeContent } from './select-home-content';
import { LATEST_BANS_SHOWN } from './summarize-ban-tracker';

/**
 * The home page's data, each read bounded by what the page shows: the newest briefs (one page of
 * the index), the ban figures counted by the database, the latest bans, the first featured
 * personalities (one bounded page of their catalogue's order) and the stream catalogue's
 * "featured, now streaming" view. Null
 * while `next build` prerenders the page: the backend does not run then, and data is never read
 * at build.
 */
export async function loadHomeContent(): Promise<HomeContent | null> {
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return null;
  const { search, genre, language, status } = DEFAULT_STREAM_FILTERS;
  const [publishedBriefs, personalities, featuredStreams, statistics, latestBans] = await Promise.all([
    listNewestBriefs(HOME_SECTION_SIZE),
    listFeaturedPersonalities(HOME_SECTION_SIZE),
    listStreamWindow({ search, genre, language, status, isFeaturedOnly: true }, 0, HOME_SECTION_SIZE).then((window) => window.streams),
    readBanStatistics({}),
    listPlatformBanPage({}, 0, LATEST_BANS_SHOWN),
  ]);
  return selectHomeContent({ publishedBriefs, personalities, featuredStreams, bansByPlatform: statistics.byPlatform, latestBans: latestBans.records });
}
