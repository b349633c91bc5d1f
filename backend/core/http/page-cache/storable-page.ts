import type { OutgoingHttpHeaders } from 'node:http';

export type ResponseHead = { status: number; headers: OutgoingHttpHeaders };

/**
 * Vary fields the cache already accounts for: Accept-Encoding is in the key, and requests that
 * carry Next's router headers never reach the cache.
 */
const HANDLED_VARY_FIELDS = new Set(['accept-encoding', 'rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-url']);

/**
 * Whether an answer may be kept and given to other guests: a 200 HTML page, without cookies,
 * that Next itself marks as fit for shared caches (ISR and static pages carry `s-maxage`; a page
 * that read cookies or headers is `private, no-store`), varying on nothing the key leaves out,
 * and not encoded (the cache compresses on the way out, after giving the page its nonce).
 */
export function isStorablePage(head: ResponseHead): boolean {
  if (!headerText(head.headers['content-type']).toLowerCase().startsWith('text/html')) return false;
  return isPlainAnswer(head) && isSharedCacheable(headerText(head.headers['cache-control']));
}

/**
 * Whether a guest's /api/search answer may be kept for other guests asking the same query: a 200
 * JSON answer, without cookies, varying on nothing the key leaves out, not encoded. Its
 * `Cache-Control: no-store` is for browsers (a search must not outlive the next refresh anywhere
 * the server cannot empty) and goes out with every copy; the server's copy is emptied with the pages.
 */
export function isStorableSearchAnswer(head: ResponseHead): boolean {
  return headerText(head.headers['content-type']).toLowerCase().startsWith('application/json') && isPlainAnswer(head);
}

/** The same for an open data file (CSV or JSON, `no-cache` for browsers, which is kept too). */
export function isStorableDownload(head: ResponseHead): boolean {
  const type = headerText(head.headers['content-type']).toLowerCase();
  return (type.startsWith('text/csv') || type.startsWith('application/json')) && isPlainAnswer(head);
}

/** A 200 without cookies, varying on nothing the key leaves out, and not encoded. */
function isPlainAnswer(head: ResponseHead): boolean {
  if (head.status !== 200) return false;
  const headers = head.headers;
  if (headers['set-cookie'] !== undefined) return false;
  const vary = headerText(headers.vary).toLowerCase().split(',').map((field) => field.trim()).filter(Boolean);
  if (!vary.every((field) => HANDLED_VARY_FIELDS.has(field))) return false;
  const contentEncoding = headerText(headers['content-encoding']).toLowerCase().trim() || 'identity';
  return contentEncoding === 'identity';
}

/**
 * The digest Next writes into a page rendered by `notFound()` (its flight data names the error
 * boundary it fell into). Next has answered such a page 200 from its own cache (issue 43: a
 * restored record's permalink, after its 404 was kept); a not-found is never kept as a page.
 */
const NOT_FOUND_DIGEST = Buffer.from('NEXT_HTTP_ERROR_FALLBACK;404');

/** Whether a page's HTML is Next's not-found page, whatever status it was answered with. */
export function isNotFoundPage(body: Buffer): boolean {
  return body.includes(NOT_FOUND_DIGEST);
}

/**
 * The attribute a page's message carries when it asks the reader to try again in a moment (a search
 * shed under load, or out of time): a passing state, never kept for others. Text from records
 * cannot forge it: React escapes their quotes in the HTML, and the flight data writes attributes as JSON.
 */
const TRY_AGAIN_MARK = Buffer.from(' data-retry-after="');

/** Whether a page asks its reader to try again soon. */
export function isTryAgainPage(body: Buffer): boolean {
  return body.includes(TRY_AGAIN_MARK);
}

function isSharedCacheable(cacheControl: string): boolean {
  const directives = new Map(
    cacheControl
      .toLowerCase()
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name, value = ''] = part.split('=', 2);
        return [name.trim(), value.trim().replace(/^"|"$/g, '')] as const;
      }),
  );
  if (['private', 'no-store', 'no-cache'].some((name) => directives.has(name))) return false;
  const seconds = (name: string) => Number(directives.get(name) ?? 0);
  return directives.has('public') || seconds('s-maxage') > 0 || seconds('max-age') > 0;
}

/** A header's value as one string, whichever shape Node holds it in. */
export function headerText(value: OutgoingHttpHeaders[string]): string {
  if (value === undefined) return '';
  return Array.isArray(value) ? value.join(', ') : String(value);
}
