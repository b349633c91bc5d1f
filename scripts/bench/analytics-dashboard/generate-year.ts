/**
 * What a year of the site's analytics at 1,000 events a minute leaves in the local store's daily
 * figures (migration 0025, kept by backend/analytics/store/insert-events.ts), written straight
 * into analytics_daily_counts and analytics_daily_browsers by SQL, one statement per table and
 * day, as a restore would. Deterministic: the same scale gives the same rows.
 *
 * At scale 1 (a day of 1.44 million events), per UTC day of the 366 ending today:
 * - events by type: page_view 720,000, brief_read 216,000, profile_viewed 144,000,
 *   stream_played 72,000, _session.start 120,000, _session.stop 110,000, app_launch 50,000,
 *   sign_up_completed 150, _analytics.dropped 50 (reporting 400 dropped events): 1,432,200;
 * - 100,000 distinct browsers (endpoint ids shaped like the site's UUIDs) out of a population of
 *   8 million that come back at random, so 30 days hold about 2.5 million distinct browsers and the
 *   year about 7.9 million;
 * - the top lists' keys with a long tail (Zipf: the r-th key of the day gets reads / (r·H)):
 *   20,000 of 50,000 briefs read a day, 10,000 of 20,000 profiles, all 300 streams, 1,000 of 5,000
 *   referring origins (72,000 page views with a referrer); which keys lead moves from day to day,
 *   so the year reads every key of each catalogue;
 * - the browsers behind each key: 70 % of its count (at least one), so about 430,000 browser rows
 *   a day (the active ones included): 158 million a year, and about 31,000 count rows a day.
 * Beside them, what the ingest keeps from the browser rows: each day's active browsers counted and
 * its HyperLogLog sketches (migration 0029), made from the rows by the migration's SQL function.
 * `scale` multiplies the traffic (events, browsers, population, keys a day), not the days.
 */
import { sketchRegistersOf } from '../../../amplify/data/analytics/browser-sketch';
import type { Queryable } from '../../../backend/core/database/database';

export const DAYS = 366;
export const EVENTS_PER_MINUTE = 1_000;

/** The day's events by type at scale 1. */
export const EVENT_MIX = [
  ['page_view', 720_000],
  ['brief_read', 216_000],
  ['profile_viewed', 144_000],
  ['stream_played', 72_000],
  ['_session.start', 120_000],
  ['_session.stop', 110_000],
  ['app_launch', 50_000],
  ['sign_up_completed', 150],
  ['_analytics.dropped', 50],
] as const;
const DROPPED_EVENTS = 400;
const BROWSERS_A_DAY = 100_000;
const POPULATION = 8_000_000;
/** Browsers behind a key, as a share of its count. */
const BROWSER_SHARE = 0.7;

/** A top list's keys: reads a day, keys read a day, catalogue, and how a key is spelled. */
export const KEY_LISTS = [
  { dimension: 'brief', reads: 216_000, keysADay: 20_000, catalogue: 50_000, prefix: 'how-a-creator-lost-their-channel-overnight-' },
  { dimension: 'profile', reads: 144_000, keysADay: 10_000, catalogue: 20_000, prefix: 'creator' },
  { dimension: 'stream', reads: 72_000, keysADay: 300, catalogue: 300, prefix: 'weekly-ban-roundup-' },
  { dimension: 'referrer', reads: 72_000, keysADay: 1_000, catalogue: 5_000, prefix: 'https://www.referring-site-' },
] as const;

export interface YearSizes {
  scale: number;
  browsersADay: number;
  population: number;
  lists: { dimension: string; reads: number; keysADay: number; catalogue: number; prefix: string }[];
}

export function sizesAt(scale: number): YearSizes {
  const at = (value: number) => Math.max(1, Math.round(value * scale));
  return {
    scale,
    browsersADay: at(BROWSERS_A_DAY),
    population: at(POPULATION),
    lists: KEY_LISTS.map((list) => ({ ...list, reads: at(list.reads), keysADay: Math.min(at(list.keysADay), list.catalogue) })),
  };
}

/**
 * A browser's id from its number in the population: UUID-shaped (36 characters, as the site's
 * endpoint ids are), distinct for distinct numbers.
 */
const ENDPOINT_SQL = (n: string) =>
  `lpad(to_hex(${n}), 8, '0') || '-5eed-4000-8000-' || lpad(to_hex((${n}::bigint * 2654435761) % 281474976710656), 12, '0')`;
/**
 * The i-th browser of day d: i·A + d·C modulo the population, with A prime and larger than any
 * population, so a day's browsers are distinct and days overlap as random draws would.
 */
const BROWSER_OF = (i: string, d: string) => ENDPOINT_SQL(`((${i})::bigint * 7368787 + (${d})::bigint * 1000003) % $POPULATION`);

/** The key lists as a VALUES list: dimension, reads, keys a day, catalogue, prefix, harmonic number. */
function keyListsSql(sizes: YearSizes): string {
  return sizes.lists
    .map((list) => `('${list.dimension}', ${list.reads}, ${list.keysADay}, ${list.catalogue}, '${list.prefix}', ${Math.log(list.keysADay) + 0.5772})`)
    .join(', ');
}

/** The day's keyed rows: each key of each list with its count (Zipf over the day's ranks). */
function keyedSql(sizes: YearSizes): string {
  return `
    SELECT l.dimension, l.prefix || ((r * 7919 + $2 * 613) % l.catalogue) AS key,
      greatest(1, round(l.reads / (r * l.h)))::bigint AS count, r
    FROM (VALUES ${keyListsSql(sizes)}) AS l(dimension, reads, keys, catalogue, prefix, h),
      generate_series(1, l.keys) AS r`;
}

function countsSql(sizes: YearSizes): string {
  const mix = EVENT_MIX.map(([type, count]) => `('${type}', ${Math.round(count * sizes.scale)})`).join(', ');
  return `
    INSERT INTO analytics_daily_counts (dimension, day, key, count)
    SELECT 'event', $1::date, t, n FROM (VALUES ${mix}) AS m(t, n) WHERE n > 0
    UNION ALL SELECT 'dropped', $1::date, '', ${Math.max(1, Math.round(DROPPED_EVENTS * sizes.scale))}
    UNION ALL SELECT dimension, $1::date, key, count FROM (${keyedSql(sizes)}) AS k`;
}

function browsersSql(sizes: YearSizes): string {
  const browsers = sizes.browsersADay;
  return `
    INSERT INTO analytics_daily_browsers (dimension, day, key, endpoint_id)
    SELECT 'active', $1::date, '', ${BROWSER_OF('i', '$2')} FROM generate_series(0, ${browsers - 1}) AS i
    UNION ALL
    SELECT k.dimension, $1::date, k.key, ${BROWSER_OF(`(k.r * 977 + j) % ${browsers}`, '$2')}
    FROM (${keyedSql(sizes)}) AS k,
      generate_series(0, least(${browsers}, greatest(1, round(k.count * ${BROWSER_SHARE})))::int - 1) AS j`.replaceAll('$POPULATION', String(sizes.population));
}

/**
 * What the ingest keeps beside a day's browser rows (migration 0029): the day's active browsers
 * counted, and each figure's HyperLogLog sketch, made by the migration's own SQL function.
 */
const DAY_ACTIVE_SQL = `
  INSERT INTO analytics_daily_counts (dimension, day, key, count)
  SELECT 'active', $1::date, '', count(*) FROM analytics_daily_browsers WHERE dimension = 'active' AND day = $1::date`;
const DAY_SKETCHES_SQL = `
  INSERT INTO analytics_daily_sketches (dimension, day, key, sketch)
  SELECT dimension, day, key, bit_or(analytics_sketch_of(endpoint_id, CASE dimension WHEN 'active' THEN $2::int ELSE $3::int END))
  FROM analytics_daily_browsers WHERE day = $1::date GROUP BY dimension, day, key`;

export interface GeneratedYear {
  days: number;
  countRows: number;
  browserRows: number;
  seconds: number;
}

/** The UTC day `back` days before today, as YYYY-MM-DD. */
export const dayBefore = (back: number, now = new Date()) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - back * 86_400_000).toISOString().slice(0, 10);

/**
 * Writes the year's daily figures, oldest day first (the tables should hold no figures for these
 * days). `countsOnly`: the counts alone, no browser rows, active counts or sketches (the top lists'
 * cost at a scale whose browser rows would take hours to write).
 */
export async function generateYear(db: Queryable, scale: number, log: (line: string) => void, { countsOnly = false } = {}): Promise<GeneratedYear> {
  const sizes = sizesAt(scale);
  const began = performance.now();
  const counts = countsSql(sizes);
  const browsers = browsersSql(sizes);
  let countRows = 0;
  let browserRows = 0;
  for (let back = DAYS - 1; back >= 0; back -= 1) {
    const day = dayBefore(back);
    const index = DAYS - 1 - back;
    countRows += (await db.query(counts, [day, index])).rowCount;
    if (!countsOnly) {
      browserRows += (await db.query(browsers, [day, index])).rowCount;
      await db.query(DAY_ACTIVE_SQL, [day]);
      await db.query(DAY_SKETCHES_SQL, [day, sketchRegistersOf('active'), sketchRegistersOf('brief')]);
    }
    if (index % 30 === 29 || back === 0) log(`${index + 1} of ${DAYS} days: ${countRows} count rows, ${browserRows} browser rows, ${((performance.now() - began) / 1000).toFixed(0)} s`);
  }
  return { days: DAYS, countRows, browserRows, seconds: (performance.now() - began) / 1000 };
}
