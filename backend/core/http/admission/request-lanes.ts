/**
 * Which queue a site request waits in before Next renders it (admission-gate.ts). Searches and
 * open-data downloads are slow by nature: they get lanes of their own with fewer places, so a
 * burst of them cannot take every render from readers of ordinary pages. A guest's search or
 * download that was just answered for someone else never gets here: the page cache, in front of
 * the gate, gives out its copy (page-cache.ts).
 */
import { REVALIDATE_PATH } from '../../revalidation/relay-to-site';

export const LANES = ['page', 'search', 'export'] as const;
export type Lane = (typeof LANES)[number];

/**
 * Paths that never wait: the build's files and the site's media cost Next almost nothing, and the
 * revalidation relay is this server's own call, which an edit waits for.
 */
const UNGATED_PREFIXES = ['/_next/static/', '/_next/image', '/media/', '/artwork/'];
const UNGATED_PATHS = new Set(['/favicon.ico', '/robots.txt', '/amplify-outputs.js', '/amplify-model-introspection.json', REVALIDATE_PATH]);

/** The lane of a site request by its path (the query does not matter), or null when it is not gated. */
export function laneOf(url: string): Lane | null {
  const path = url.split('?', 1)[0];
  if (UNGATED_PATHS.has(path) || UNGATED_PREFIXES.some((prefix) => path.startsWith(prefix))) return null;
  if (path === '/search' || path === '/api/search') return 'search';
  // The open data files (/data/bans.csv …); /data itself is the page that describes them.
  if (path.startsWith('/data/')) return 'export';
  return 'page';
}
