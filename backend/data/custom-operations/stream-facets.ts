import type { Queryable } from '../../core/database/database';
import { SqlParams } from '../store/sql-params';
import { FACET_CHOICES } from '../../../amplify/data/statistics/statistics-limits';
import { readStreamStatus } from '../../../amplify/data/statistics/stream-catalogue-filters';
import { STREAM_GENRES_SQL, STREAM_LANGUAGE_SQL, STREAM_STATUS_SQL } from './stream-catalogue-filters';

type ValueCount = { value: string; count: number };

/**
 * streamFacetCounts(status) – the genres and languages the stream catalogue's filters offer, with
 * how many streams carry each, counted by the database over the streams of one status (every
 * stream without `status`). Spellings that differ only in case are one choice, as the filters
 * match them: counted once per stream (a stream listing "Drama" and "drama" counts once) and
 * shown in their most used spelling. Each stream's choices and their spellings are its stored
 * facts (amplify/data/record-facts, migration 0030). At most FACET_CHOICES of each, most used first.
 *
 * Each call reads every stream of the status once per facet (hash aggregates, no sort of the
 * streams: a second or two per 100,000 streams here); the site caches the small answer per status.
 * Counters kept by the stream mutations would be the next step at larger sizes.
 */
export async function readStreamFacetCounts(db: Queryable, args: Record<string, unknown>): Promise<{ genres: ValueCount[]; languages: ValueCount[] }> {
  const status = readStreamStatus(args);
  // `choice` is a stream's [key, spelling] of a facet (its stored facts: each key once per stream, blank ones left out).
  const count = async (choice: string, from: string) => {
    const params = new SqlParams();
    const where = [`model = 'Stream'`, `jsonb_typeof(${choice}) = 'array'`];
    if (status) where.push(`${STREAM_STATUS_SQL} = ${params.add(status)}`);
    // How often each spelling is used, then one row per choice.
    const { rows } = await db.query<ValueCount>(
      `WITH choices AS (SELECT ${choice}->>0 AS choice, (${choice}->>1) COLLATE "C" AS spelling FROM ${from} WHERE ${where.join(' AND ')}),
       spellings AS (SELECT choice, spelling, count(*) AS uses FROM choices GROUP BY choice, spelling)
       SELECT (array_agg(spelling ORDER BY uses DESC, spelling))[1] AS value, sum(uses)::int AS count
         FROM spellings GROUP BY choice
        ORDER BY sum(uses) DESC, choice COLLATE "C" LIMIT ${FACET_CHOICES}`,
      params.values,
    );
    return rows.map((row) => ({ value: row.value, count: Number(row.count) }));
  };
  const [genres, languages] = await Promise.all([
    count('genre', `data_records, ${STREAM_GENRES_SQL} AS genre`),
    count(STREAM_LANGUAGE_SQL, 'data_records'),
  ]);
  return { genres, languages };
}
