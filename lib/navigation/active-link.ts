/**
 * Whether a navigation link is the current one: an exact match, or (for any link but the
 * root) the current path lying inside the link's section, so /briefs/x highlights /briefs.
 */
export function isActiveLink(currentPath: string, href: string): boolean {
  const path = stripTrailingSlash(currentPath.split(/[?#]/)[0] || '/');
  const target = stripTrailingSlash(href.split(/[?#]/)[0] || '/');
  if (target === '/') return path === '/';
  return path === target || path.startsWith(`${target}/`);
}

/** Whether a menu link is the current one: by the sections it names, else by its own address. */
export function isNavLinkActive(currentPath: string, link: { href: string; activePaths?: string[] }): boolean {
  return link.activePaths ? link.activePaths.some((path) => isActiveLink(currentPath, path)) : isActiveLink(currentPath, link.href);
}

function stripTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/**
 * Of several links, the one the current path belongs to most specifically (the longest match),
 * so /movies/restricted highlights "Restricted Content" and not "Movies" as well.
 */
export function findActiveHref(currentPath: string, hrefs: string[]): string | undefined {
  return hrefs
    .filter((href) => isActiveLink(currentPath, href))
    .sort((a, b) => b.length - a.length)[0];
}
