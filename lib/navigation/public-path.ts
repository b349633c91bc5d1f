import { CACHED_PLATFORM, CACHED_VIEW_PREFIX, CACHED_VIEWS } from '@/amplify/shared/site-server-contract';

/**
 * The server hands the plain listings to Next as /cached-view/<view> (the list is declared once,
 * in amplify/shared/site-server-contract.ts), so the pathname Next renders with is that route's;
 * the visitor's address is the listing's own (and /cached-view/platform/<name> is /platforms/<name>). Navigation highlights and analytics use the visitor's.
 */
const PATH_OF_VIEW = new Map<string, string>(CACHED_VIEWS.map(({ path, view }) => [`${CACHED_VIEW_PREFIX}/${view}`, path]));

export function publicPathOf(pathname: string): string {
  if (pathname.startsWith(CACHED_PLATFORM.viewPrefix)) return `${CACHED_PLATFORM.pathPrefix}${pathname.slice(CACHED_PLATFORM.viewPrefix.length)}`;
  return PATH_OF_VIEW.get(pathname) ?? pathname;
}
