import { normalizeSince, SINCE_MESSAGE } from '@/amplify/data/open-data/open-data-request';
import { readRecordFilterParams } from '@/lib/content/search/record-filter-params';
import { siteOrigin } from '@/lib/seo/site-origin';
import { OPEN_DATA_LICENCE, type OpenDataSet } from './open-data-sets';
import { openDataStream, type OpenDataFormat, type ReadOpenDataPage } from './open-data-stream';
import { readOpenDataPage, type OpenDataPage } from './read-open-data';
import { withTimeout } from './with-timeout';

export type { OpenDataFormat } from './open-data-stream';

const CONTENT_TYPES: Record<OpenDataFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  json: 'application/json; charset=utf-8',
};

/** How long the data API may take over one page before a download is given up. */
const PAGE_TIMEOUT_MS = 30_000;

/** `?since=` in the form records store instants, or the message for a value that is not one. */
export function readSince(value: string | null): { since: string | null } | { error: string } {
  if (value === null || value.trim() === '') return { since: null };
  const since = normalizeSince(value);
  return since === undefined ? { error: SINCE_MESSAGE } : { since };
}

const plainText = (status: number, text: string, headers: Record<string, string> = {}) =>
  new Response(`${text}\n`, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
  });

export type OpenDataResponseOptions = { readPage?: ReadOpenDataPage; pageTimeoutMs?: number };

/**
 * A download of every public record of `set` (those passing the address's filters), streamed (open-data-stream.ts). Everything that can
 * be refused is refused before the 200: a `since` the data API would not take is a 400, and the
 * first page is read first, so a data API that is down is a 503 rather than a download that breaks.
 */
export async function openDataResponse(
  set: OpenDataSet,
  format: OpenDataFormat,
  searchParams: URLSearchParams,
  options: OpenDataResponseOptions = {},
): Promise<Response> {
  const asked = readSince(searchParams.get('since'));
  if ('error' in asked) return plainText(400, asked.error);
  const { since } = asked;
  // The same filters as /search's (its "Download these records" link carries them).
  const filtered = readRecordFilterParams((name) => searchParams.get(name) ?? '');
  if (!filtered.ok) return plainText(400, filtered.message);
  const read = options.readPage ?? readOpenDataPage;
  const readPage: ReadOpenDataPage = (pageSet, pageSince, cursor) => read(pageSet, pageSince, cursor, filtered.filters);
  const pageTimeoutMs = options.pageTimeoutMs ?? PAGE_TIMEOUT_MS;
  let firstPage: OpenDataPage;
  try {
    firstPage = await withTimeout(
      readPage(set, since, null),
      pageTimeoutMs,
      `no page within ${pageTimeoutMs} ms`,
    );
  } catch (error) {
    console.error(`[open-data] /data/${set.name}.${format}: the first page could not be read:`, error);
    return plainText(503, 'The records cannot be read just now. Try again in a minute.', {
      'Retry-After': '60',
    });
  }

  const body = openDataStream({
    set,
    format,
    since,
    origin: siteOrigin(),
    firstPage,
    readPage,
    pageTimeoutMs,
  });
  return new Response(body, {
    headers: {
      'Content-Type': CONTENT_TYPES[format],
      'Content-Disposition': `${format === 'csv' ? 'attachment' : 'inline'}; filename="${set.name}.${format}"`,
      // Current on every request for browsers; the server's page cache keeps a small file until the next refresh (docs/caches.md).
      'Cache-Control': 'no-cache',
      Link: `<${OPEN_DATA_LICENCE.url}>; rel="license"`,
    },
  });
}
