import { searchHitOf, type SearchHit } from '../../../amplify/data/search/search-hit';
import { HIGHLIGHT_END, HIGHLIGHT_START, type SearchKind } from '../../../amplify/data/search/search-terms';
import { SqlParams } from '../store/sql-params';
import type { SearchableKind } from './search-kinds';
import { tsQuery, type RankedMatch, type TimedQuery } from './search-matches';

export type { SearchHit };

/** Highlighting reads at most this much of a record's text: a snippet needs the start of a long body, not all of it. */
const MAX_HIGHLIGHT_SOURCE = 20_000;
const MARKS = `StartSel=${HIGHLIGHT_START}, StopSel=${HIGHLIGHT_END}`;
const TITLE_OPTIONS = `HighlightAll=true, ${MARKS}`;
const SNIPPET_OPTIONS = `MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … ", ${MARKS}`;
const FIELDS = ['slug', 'username', 'displayName', 'name', 'platform', 'date', 'appealStatus', 'isActive', 'verification'] as const;

/**
 * The page's matches with their titles and snippets highlighted by ts_headline (only for the page:
 * highlighting is the costly part), one statement per kind on the page, the kinds side by side (a
 * transaction each, so each its own connection on PostgreSQL). The records' own text never carries
 * the marks (they are removed first), so every mark in an answer is one the search placed.
 */
export async function describeHits(run: TimedQuery, ranked: readonly RankedMatch[], kinds: ReadonlyMap<SearchKind, SearchableKind>, q: string): Promise<SearchHit[]> {
  const onPage = [...new Set(ranked.map((match) => match.kind))].flatMap((kind) => {
    const searchable = kinds.get(kind);
    return searchable ? [searchable] : [];
  });
  const described = await Promise.all(
    onPage.map((searchable) => readHits(run, searchable, ranked.filter((match) => match.kind === searchable.kind).map((match) => match.id), q)),
  );
  const found = new Map<string, SearchHit>();
  for (const hits of described) for (const hit of hits) found.set(`${hit.kind}#${hit.id}`, hit);
  return ranked.flatMap((match) => {
    const hit = found.get(`${match.kind}#${match.id}`);
    return hit ? [{ ...hit, kind: match.kind, rank: match.rank }] : [];
  });
}

async function readHits(run: TimedQuery, kind: SearchableKind, ids: string[], q: string): Promise<SearchHit[]> {
  const params = new SqlParams();
  const query = tsQuery(params, q);
  const marks = params.add(HIGHLIGHT_START + HIGHLIGHT_END);
  const source = (sql: string) => `translate(left(${sql}, ${MAX_HIGHLIGHT_SOURCE}), ${marks}, '')`;
  const headline = (sql: string, options: string) => `ts_headline('english', ${source(sql)}, ${query}, ${params.add(options)})`;
  const columns = [
    'r.id',
    `${kind.title ? headline(kind.title, TITLE_OPTIONS) : 'NULL'} AS title`,
    `${headline(kind.snippet, SNIPPET_OPTIONS)} AS snippet`,
    ...FIELDS.map((field) => `${kind.fields[field] ?? 'NULL'} AS "${field}"`),
  ];
  const profile = kind.isOnProfile ? `LEFT JOIN data_records p ON p.model = 'Profile' AND p.id = r.doc->>'profileId'` : '';
  const rows = await run<Record<string, unknown>>(
    `SELECT ${columns.join(', ')} FROM data_records r ${profile} WHERE r.model = '${kind.model}' AND r.id = ANY(${params.add(ids)}::text[])`,
    params.values,
  );
  return rows.map((row) => searchHitOf(kind.kind, 0, row));
}
