/**
 * The server hands the plain listings to Next as /cached-view/<view> (see
 * backend/core/http/page-cache/cached-views.ts and app/(frontend)/cached-view/), so the pathname
 * Next renders with is that route's; the visitor's address is the listing's own. Navigation
 * highlights and analytics use the visitor's.
 */
const CACHED_VIEW = /^\/cached-view\/([a-z-]+)$/;

export function publicPathOf(pathname: string): string {
  const view = CACHED_VIEW.exec(pathname)?.[1];
  if (!view) return pathname;
  return view === 'home' ? '/' : `/${view}`;
}
