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
 * transaction each, so each its own connection on PostgreSQL); one statement for them all, their
 * parts joined by UNION ALL, where the database runs one at a time anyway (`oneStatement`, PGlite).
 * The records' own text never carries the marks (they are removed first), so every mark in an
 * answer is one the search placed.
 */
export async function describeHits(
  run: TimedQuery,
  ranked: readonly RankedMatch[],
  kinds: ReadonlyMap<SearchKind, SearchableKind>,
  q: string,
  options: { oneStatement?: boolean } = {},
): Promise<SearchHit[]> {
  const onPage = [...new Set(ranked.map((match) => match.kind))].flatMap((kind) => {
    const searchable = kinds.get(kind);
    return searchable ? [searchable] : [];
  });
  const shared = options.oneStatement ? new SqlParams() : undefined;
  const parts = onPage.map((searchable) => {
    const params = shared ?? new SqlParams();
    return { params, sql: hitsOf(searchable, ranked.filter((match) => match.kind === searchable.kind).map((match) => match.id), q, params) };
  });
  const rows = !parts.length
    ? []
    : shared
      ? await run<HitRow>(parts.map((part) => `(${part.sql})`).join(' UNION ALL '), shared.values)
      : (await Promise.all(parts.map((part) => run<HitRow>(part.sql, part.params.values)))).flat();
  const found = new Map<string, SearchHit>();
  for (const row of rows) {
    const hit = searchHitOf(row.kind, 0, row);
    found.set(`${hit.kind}#${hit.id}`, hit);
  }
  return ranked.flatMap((match) => {
    const hit = found.get(`${match.kind}#${match.id}`);
    return hit ? [{ ...hit, kind: match.kind, rank: match.rank }] : [];
  });
}

/** A hit's row: its kind, id, highlighted title and snippet, and its other fields. */
type HitRow = Record<string, unknown> & { kind: SearchKind };

/** One kind's statement for its hits on the page. */
function hitsOf(kind: SearchableKind, ids: string[], q: string, params: SqlParams): string {
  const query = tsQuery(params, q);
  const marks = params.add(HIGHLIGHT_START + HIGHLIGHT_END);
  const source = (sql: string) => `translate(left(${sql}, ${MAX_HIGHLIGHT_SOURCE}), ${marks}, '')`;
  const headline = (sql: string, options: string) => `ts_headline('english', ${source(sql)}, ${query}, ${params.add(options)})`;
  const columns = [
    `'${kind.kind}'::text AS kind`,
    'r.id',
    `${kind.title ? headline(kind.title, TITLE_OPTIONS) : 'NULL::text'} AS title`,
    `${headline(kind.snippet, SNIPPET_OPTIONS)} AS snippet`,
    ...FIELDS.map((field) => `${kind.fields[field] ?? (field === 'isActive' ? 'NULL::boolean' : 'NULL::text')} AS "${field}"`),
  ];
  const profile = kind.isOnProfile ? `LEFT JOIN data_records p ON p.model = 'Profile' AND p.id = r.doc->>'profileId'` : '';
  return `SELECT ${columns.join(', ')} FROM data_records r ${profile} WHERE r.model = '${kind.model}' AND r.id = ANY(${params.add(ids)}::text[])`;
}
