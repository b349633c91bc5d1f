/**
 * The site a visit came from, as the dashboard's referrers count it: the referrer's origin only
 * (never its path or query, which can carry what a visitor searched for or who they are), and
 * nothing when it is this site (the same host, with or without www.) or not a web page.
 */
export function referrerOriginOf(referrer: string, ownOrigin: string): string | undefined {
  let from: URL;
  let own: URL;
  try {
    from = new URL(referrer);
    own = new URL(ownOrigin);
  } catch {
    return undefined;
  }
  if (from.protocol !== 'https:' && from.protocol !== 'http:') return undefined;
  const bare = (host: string) => host.replace(/^www\./, '');
  if (bare(from.hostname) === bare(own.hostname)) return undefined;
  return from.origin;
}
