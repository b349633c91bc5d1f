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

/** A site path or an absolute URL as an absolute URL on `origin`. */
export function absoluteUrl(pathOrUrl: string, origin: string): string {
  return new URL(pathOrUrl, `${origin}/`).toString();
}
