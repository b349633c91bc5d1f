/**
 * The origin search engines and feed readers should see (scheme, host and port, no path), from
 * PUBLIC_URL as the backend reads it, else http://localhost:$PORT. Read at request time, never
 * at build time: a build must not bake one deployment's address into another's pages.
 */
export function siteOrigin(env: Record<string, string | undefined> = process.env): string {
  const configured = env.PUBLIC_URL?.trim();
  if (configured) {
    try {
      return new URL(configured).origin;
    } catch {
      // The backend refuses to start with a bad PUBLIC_URL; this only guards direct use.
    }
  }
  return `http://localhost:${env.PORT?.trim() || '3000'}`;
}

/**
 * A path the URL parser would copy as it is: each segment of characters its path percent-encode
 * set leaves alone, none a dot segment (".", "..", or their %2e spellings), and no "//" in front
 * (which would name another host).
 */
const PLAIN_PATH = /^(?!\/\/)(?:\/(?!(?:\.|%2e){1,2}(?:\/|$))[\w\-.~!$&'()*+,;=:@%]*)+$/i;
const HTTP_ORIGIN = /^https?:\/\/[^/?#\\@]+$/;

/** The last origin seen, as the URL parser writes it (a site has one; each absoluteUrl parsed it again). */
let lastOrigin: { given: string; parsed: string } | undefined;

/**
 * A site path or an absolute URL as an absolute URL on `origin`. A plain path is appended to the
 * parsed origin rather than parsed: the same text, and a 1,000-URL sitemap file's first request
 * spent ~2 ms parsing its URLs one by one.
 */
export function absoluteUrl(pathOrUrl: string, origin: string): string {
  if (PLAIN_PATH.test(pathOrUrl) && HTTP_ORIGIN.test(origin)) {
    if (lastOrigin?.given !== origin) lastOrigin = { given: origin, parsed: new URL(`${origin}/`).origin };
    return lastOrigin.parsed + pathOrUrl;
  }
  return new URL(pathOrUrl, `${origin}/`).toString();
}
