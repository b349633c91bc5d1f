import { normalizeSince, SINCE_MESSAGE } from '@/amplify/data/open-data/open-data-request';
import { siteOrigin } from '@/lib/seo/site-origin';
import { csvLines, jsonClosing, jsonOpening, toDownloadRow } from './encode-open-data';
import { OPEN_DATA_LICENCE, type OpenDataSet } from './open-data-sets';
import { readOpenDataPage } from './read-open-data';

export type OpenDataFormat = 'csv' | 'json';

const CONTENT_TYPES: Record<OpenDataFormat, string> = { csv: 'text/csv; charset=utf-8', json: 'application/json; charset=utf-8' };

/** `?since=` in the form records store instants, or the message for a value that is not one. */
export function readSince(value: string | null): { since: string | null } | { error: string } {
  if (value === null || value.trim() === '') return { since: null };
  const since = normalizeSince(value);
  return since === undefined ? { error: SINCE_MESSAGE } : { since };
}

/**
 * A download of every public record of `set`, streamed: each pull reads the next page from the
 * data API and sends it, so the first bytes leave at once, memory holds one page, and a reader
 * who stops reading stops the reads.
 */
export function openDataResponse(set: OpenDataSet, format: OpenDataFormat, searchParams: URLSearchParams): Response {
  const asked = readSince(searchParams.get('since'));
  if ('error' in asked) return new Response(`${asked.error}\n`, { status: 400, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  const { since } = asked;
  const origin = siteOrigin();
  const encoder = new TextEncoder();
  let cursor: string | null = null;
  let started = false;
  let count = 0;
  let latestChange: string | null = null;

  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(format === 'json' ? jsonOpening(set, origin, since, new Date().toISOString()) : csvLines(set, [], true)));
      }
      // A page may hold no records and still go on (on AWS `since` filters a scan page): read on.
      for (;;) {
        const page = await readOpenDataPage(set, since, cursor);
        cursor = page.cursor;
        const rows = page.rows.map((record) => toDownloadRow(set, record, origin));
        for (const row of rows) if (typeof row.updatedAt === 'string' && (latestChange === null || row.updatedAt > latestChange)) latestChange = row.updatedAt;
        if (rows.length > 0) {
          const text = format === 'json' ? `${count > 0 ? ',' : ''}${rows.map((row) => JSON.stringify(row)).join(',')}` : csvLines(set, rows, false);
          count += rows.length;
          controller.enqueue(encoder.encode(text));
        }
        if (cursor === null) {
          if (format === 'json') controller.enqueue(encoder.encode(jsonClosing(count, latestChange)));
          controller.close();
          return;
        }
        if (rows.length > 0) return;
      }
    },
  });

  return new Response(body, {
    headers: {
      'Content-Type': CONTENT_TYPES[format],
      'Content-Disposition': `${format === 'csv' ? 'attachment' : 'inline'}; filename="${set.name}.${format}"`,
      // Current on every request, and never stored whole by the page cache.
      'Cache-Control': 'no-cache',
      Link: `<${OPEN_DATA_LICENCE.url}>; rel="license"`,
    },
  });
}
