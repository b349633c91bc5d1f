/**
 * Issue 50's whole-store reads, as a client makes them: the open data's full download of its
 * largest set (lib/open-data: /data/<set>.csv and .json, streamed a page at a time), read to the
 * end while its records are counted and the server's memory is sampled; and the sitemap index
 * (/sitemap.xml) with every file it lists, whose URLs are counted per kind. The counts are compared
 * with SQL's (store-truths.ts) by the bench.
 */
import { gunzipSync } from 'node:zlib';
import { Pool } from 'undici';
import { URLS_PER_SITEMAP } from '../../../lib/seo/sitemap-index';
import { sitemapParts } from './page-checks';
import type { SiteServer } from './site-server';
import type { StoreTruths } from './store-truths';

/** Records in a CSV stream: line feeds outside quoted cells (a quoted cell may hold CR LF), less the header. */
export function csvRecordCounter() {
  let isQuoted = false;
  let lines = 0;
  return {
    add(chunk: Buffer): void {
      let quote = chunk.indexOf(0x22);
      let lineFeed = chunk.indexOf(0x0a);
      for (;;) {
        if (isQuoted) {
          // A doubled quote inside a cell closes and opens again: the same state after both.
          if (quote === -1) return;
          isQuoted = false;
          const from = quote + 1;
          quote = chunk.indexOf(0x22, from);
          if (lineFeed !== -1 && lineFeed < from) lineFeed = chunk.indexOf(0x0a, from);
        } else if (lineFeed !== -1 && (quote === -1 || lineFeed < quote)) {
          lines++;
          lineFeed = chunk.indexOf(0x0a, lineFeed + 1);
        } else if (quote !== -1) {
          isQuoted = true;
          quote = chunk.indexOf(0x22, quote + 1);
        } else return;
      }
    },
    get records() {
      return Math.max(0, lines - 1);
    },
  };
}

const RECORD_START = Buffer.from('{"id":');

/**
 * Records in the JSON download: each record is an object whose first field is its id
 * (encode-open-data.ts toDownloadRow), and no string can hold `{"id":` unescaped. Also keeps the
 * document's end, where the download states its own count.
 */
export function jsonRecordCounter() {
  /** The previous chunks' last bytes, one fewer than the pattern: a match found with them takes a new byte. */
  let carry = Buffer.alloc(0);
  let tail = Buffer.alloc(0);
  let records = 0;
  return {
    add(chunk: Buffer): void {
      const text = carry.length ? Buffer.concat([carry, chunk]) : chunk;
      for (let at = text.indexOf(RECORD_START); at !== -1; at = text.indexOf(RECORD_START, at + 1)) records++;
      carry = Buffer.from(text.subarray(Math.max(0, text.length - (RECORD_START.length - 1))));
      tail = Buffer.from((chunk.length >= 200 ? chunk : Buffer.concat([tail, chunk])).subarray(-200));
    },
    get records() {
      return records;
    },
    /** The count the document's end states, or null when it did not end as the download's close does. */
    get statedCount(): number | null {
      const match = /"count":(\d+),"next":[^\]]*\}\s*$/.exec(tail.toString('latin1'));
      return match ? Number(match[1]) : null;
    },
  };
}

export type DownloadFigures = {
  path: string;
  status: number;
  records: number;
  /** The JSON document's own count (null for CSV). */
  statedCount: number | null;
  sqlRecords: number;
  firstByteMs: number;
  seconds: number;
  bytes: number;
  /** The server tree's resident memory: settled before, peak during, at the end. */
  rssBefore: number;
  rssPeak: number;
  rssAfter: number;
  /** The peak while the first half of the records streamed, and while the second half did. */
  rssFirstHalfPeak: number;
  rssSecondHalfPeak: number;
  error?: string;
};

/** The open data set with the most records (bans on the generated store). */
export function largestOpenDataSet(truths: StoreTruths): { name: string; sqlRecords: number } {
  const bans = truths.rowsByModel.PlatformBan ?? 0;
  const reports = truths.rowsByModel.ShadowbanExperience ?? 0;
  return bans >= reports ? { name: 'bans', sqlRecords: bans } : { name: 'shadowban-reports', sqlRecords: reports };
}

/**
 * The whole download of the largest set in `format`, read as it streams (no compression asked,
 * as curl or a script fetches it), its records counted; the server tree's RSS sampled by the
 * site server's sampler (every 200 ms) during it, and settled for a second before it. The peak is
 * kept for each half of the records as well: memory that grew with what was streamed peaks
 * higher in the second half, while the garbage collector's own room (V8 lets the old generation
 * grow by half of what it holds before it collects, scripts/server-heap-flags.mjs) is reached
 * early in a long download, and a full collection brings the heap back each time it is.
 */
export async function measureDownload(server: SiteServer, truths: StoreTruths, format: 'csv' | 'json', timeoutMs: number): Promise<DownloadFigures> {
  const set = largestOpenDataSet(truths);
  const path = `/data/${set.name}.${format}`;
  server.rss.setPhase(`before ${path}`);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  server.rss.sample();
  const rssBefore = server.rss.peaks.get(`before ${path}`) ?? server.rss.last;
  const firstHalf = `download ${path}`;
  const secondHalf = `download ${path}, second half`;
  server.rss.setPhase(firstHalf);
  let isSecondHalf = false;
  const pool = new Pool(server.origin, { connections: 1, headersTimeout: timeoutMs, bodyTimeout: timeoutMs });
  const json = format === 'json' ? jsonRecordCounter() : null;
  const counter: { add: (chunk: Buffer) => void; readonly records: number } = json ?? csvRecordCounter();
  const began = performance.now();
  let firstByteMs = Number.NaN;
  let status = 0;
  let bytes = 0;
  let error: string | undefined;
  try {
    const response = await pool.request({ path, method: 'GET' });
    status = response.statusCode;
    for await (const chunk of response.body) {
      if (Number.isNaN(firstByteMs)) firstByteMs = performance.now() - began;
      bytes += (chunk as Buffer).length;
      counter.add(chunk as Buffer);
      if (!isSecondHalf && counter.records * 2 >= set.sqlRecords) {
        isSecondHalf = true;
        server.rss.setPhase(secondHalf);
      }
    }
  } catch (caught) {
    error = (caught as Error).message;
  } finally {
    await pool.close();
  }
  const seconds = (performance.now() - began) / 1000;
  server.rss.sample();
  return {
    path,
    status,
    records: counter.records,
    statedCount: json ? json.statedCount : null,
    sqlRecords: set.sqlRecords,
    firstByteMs,
    seconds,
    bytes,
    rssBefore,
    rssPeak: Math.max(server.rss.peaks.get(firstHalf) ?? 0, server.rss.peaks.get(secondHalf) ?? 0),
    rssAfter: server.rss.last,
    rssFirstHalfPeak: server.rss.peaks.get(firstHalf) ?? 0,
    rssSecondHalfPeak: server.rss.peaks.get(secondHalf) ?? 0,
    error,
  };
}

export type SitemapFigures = {
  /** The files the index lists, by name (`briefs-3`, `pages`). */
  files: number;
  /** URLs per kind across the files (`pages` is the listing pages' file). */
  urls: Map<string, number>;
  /** Files that did not answer 200, or held more than URLS_PER_SITEMAP URLs, or locations not under /sitemaps/. */
  problems: string[];
  seconds: number;
  slowest: { path: string; ms: number };
};

/**
 * The sitemap index and every file it lists, one after another: each must answer 200 with at most
 * URLS_PER_SITEMAP URLs; the URLs are counted per kind (the file name's prefix).
 */
export async function walkSitemap(origin: string, timeoutMs: number): Promise<SitemapFigures> {
  const pool = new Pool(origin, { connections: 1, headersTimeout: timeoutMs, bodyTimeout: timeoutMs });
  const problems: string[] = [];
  const urls = new Map<string, number>();
  const slowest = { path: '', ms: 0 };
  const began = performance.now();
  const read = async (path: string) => {
    const start = performance.now();
    const response = await pool.request({ path, method: 'GET', headers: { 'accept-encoding': 'gzip' } });
    const raw = Buffer.from(await response.body.arrayBuffer());
    const ms = performance.now() - start;
    if (ms > slowest.ms) Object.assign(slowest, { path, ms });
    return { status: response.statusCode, body: response.headers['content-encoding'] === 'gzip' ? gunzipSync(raw).toString() : raw.toString() };
  };
  let files = 0;
  try {
    const index = await read('/sitemap.xml');
    if (index.status !== 200) problems.push(`/sitemap.xml answered ${index.status}`);
    const locations = [...index.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    const parts = sitemapParts(index.body);
    if (parts.length !== locations.length) problems.push(`/sitemap.xml lists ${locations.length} locations, ${parts.length} of them sitemap files`);
    files = parts.length;
    for (const part of parts) {
      const path = `/sitemaps/${part}.xml`;
      const answer = await read(path).catch((caught: Error) => ({ status: 0, body: caught.message }));
      if (answer.status !== 200) {
        problems.push(`${path} answered ${answer.status || answer.body}`);
        continue;
      }
      const count = answer.body.match(/<url>/g)?.length ?? 0;
      if (part !== 'pages' && count > URLS_PER_SITEMAP) problems.push(`${path} holds ${count} URLs (at most ${URLS_PER_SITEMAP})`);
      const kind = part.replace(/-\d+$/, '');
      urls.set(kind, (urls.get(kind) ?? 0) + count);
    }
  } finally {
    await pool.close();
  }
  return { files, urls, problems, seconds: (performance.now() - began) / 1000, slowest };
}
