import type { RecordFilters } from '@/amplify/data/search/record-filters';
import { csvHeader, csvLines, jsonClosing, jsonOpening, jsonRecords, latestChangeOf, rowLayout } from './encode-open-data';
import type { OpenDataSet } from './open-data-sets';
import type { OpenDataPage } from './read-open-data';
import { withTimeout } from './with-timeout';

export type OpenDataFormat = 'csv' | 'json';
export type ReadOpenDataPage = (
  set: OpenDataSet,
  since: string | null,
  cursor: string | null,
  /** Only records passing these (the address's filters); every record when absent. */
  filters?: RecordFilters,
) => Promise<OpenDataPage>;

export type OpenDataStreamOptions = {
  set: OpenDataSet;
  format: OpenDataFormat;
  since: string | null;
  origin: string;
  /** The first page, read before the answer's status was chosen. */
  firstPage: OpenDataPage;
  readPage: ReadOpenDataPage;
  /** How long one page may take before the download is given up as failed. */
  pageTimeoutMs: number;
};

/**
 * A download's bytes, a page at a time, with the next page read while this one is encoded and
 * sent: each pull takes the page read ahead (or waits for it), starts the read of the one after it,
 * then encodes and sends its own. Memory holds this page, the one being read and what the reader
 * has not taken yet (the stream asks for one chunk ahead), and a reader who stops reading stops the
 * reads after the one under way. Reading ahead overlaps the data API's time (its SQL, or AppSync
 * and the function on AWS) with the encoding and the writing, which a page after page walk added
 * up (issue 50). A page that fails or takes too long errors the stream when its turn comes, which
 * Next turns into a destroyed response (no closing chunk, no JSON end): the client sees a failed
 * download, never a short one that looks whole. The failure is logged.
 */
export function openDataStream(options: OpenDataStreamOptions): ReadableStream<Uint8Array> {
  const { set, format, since, origin, readPage, pageTimeoutMs } = options;
  const encoder = new TextEncoder();
  let page: Promise<OpenDataPage> = Promise.resolve(options.firstPage);
  let count = 0;
  let latestChange: string | null = null;
  let isCancelled = false;
  const generatedAt = new Date().toISOString();

  /** The page after `cursor`, on its way; a failure waits to be met when its turn comes (never unhandled). */
  const readAhead = (cursor: string): Promise<OpenDataPage> => {
    const reading = withTimeout(readPage(set, since, cursor), pageTimeoutMs, `no page within ${pageTimeoutMs} ms`);
    reading.catch(() => undefined);
    return reading;
  };

  const encodePage = (current: OpenDataPage): string => {
    if (current.rows.length === 0) return '';
    // Each page names its columns: the set's fields are found among them once a page.
    const layout = rowLayout(set, current.columns, origin);
    latestChange = latestChangeOf(layout, current.rows, latestChange);
    const text =
      format === 'json'
        ? `${count > 0 ? ',' : ''}${jsonRecords(layout, current.rows)}`
        : csvLines(layout, current.rows);
    count += current.rows.length;
    return text;
  };

  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(
        encoder.encode(
          format === 'json'
            ? jsonOpening(set, origin, since, generatedAt)
            : csvHeader(set),
        ),
      );
    },
    async pull(controller) {
      try {
        // A page may hold fewer records than asked (the byte bound) or none (on AWS a date range may
        // leave a page empty) and still go on: only a null cursor ends the download.
        for (;;) {
          const current = await page;
          if (isCancelled) return;
          if (current.cursor !== null) page = readAhead(current.cursor);
          const text = encodePage(current);
          if (text) controller.enqueue(encoder.encode(text));
          if (current.cursor === null) {
            if (format === 'json') controller.enqueue(encoder.encode(jsonClosing(count, latestChange, generatedAt)));
            controller.close();
            return;
          }
          if (text) return;
        }
      } catch (error) {
        if (isCancelled) return;
        console.error(
          `[open-data] /data/${set.name}.${format} failed after ${count} records; the download is aborted:`,
          error,
        );
        controller.error(error);
      }
    },
    cancel() {
      isCancelled = true;
    },
  });
}
