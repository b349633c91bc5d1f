import { DAY_FIELD, INDEXED_KIND_BY_INDEX, PLATFORM_KEYWORD, SORT_DATE_FIELD } from '../search-index-kinds';
import type { OpenSearchResponse } from '../opensearch-answer';
import { platformKey } from '../../record-facts/record-facts';

/**
 * The part of OpenSearch's query DSL searchContent sends when browsing (no words), evaluated over
 * documents in memory with OpenSearch's documented semantics, so a test can hold the AWS query
 * builder and answer mapping against the local search on the same records: bool (filter, must,
 * should with minimum_should_match, must_not), term, terms, range (keywords compare bytewise),
 * exists; post_filter; filter aggregations around terms (with `missing`) and a yearly
 * date_histogram; sort by fields with `missing: _last`, `_index` and `id`; from/size. Mappings as
 * search-index-mappings.ts declares them: `<platform>.keyword` is lower-cased, `<date>.day` a date,
 * `sortDate` an alias of the kind's date. Words (simple_query_string) are not evaluated: analysers
 * are OpenSearch's own.
 */
export type Document = { index: string; source: Record<string, unknown> };
type Clause = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

function valueOf(document: Document, field: string): unknown {
  if (field === '_index') return document.index;
  const kind = INDEXED_KIND_BY_INDEX.get(document.index);
  if (field === SORT_DATE_FIELD) return kind?.date ? document.source[kind.date] : undefined;
  const [base, sub] = field.split('.');
  const value = document.source[base];
  // The `lowercase` normaliser: each character's simple lower-case mapping, as platformKey keys the records' platforms.
  if (sub === PLATFORM_KEYWORD) return typeof value === 'string' ? platformKey(value) : undefined;
  if (sub === DAY_FIELD) return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) ? value : undefined;
  return value;
}

const present = (value: unknown) => value !== undefined && value !== null;

export function matches(document: Document, clause: Clause): boolean {
  const [type, body] = Object.entries(clause)[0] as [string, Clause];
  switch (type) {
    case 'bool': {
      const all = [...(body.filter ?? []), ...(body.must ?? [])];
      if (!all.every((inner: Clause) => matches(document, inner))) return false;
      if ((body.must_not ?? []).some((inner: Clause) => matches(document, inner))) return false;
      const should: Clause[] = body.should ?? [];
      const needed = body.minimum_should_match ?? (all.length === 0 && should.length > 0 ? 1 : 0);
      return should.filter((inner) => matches(document, inner)).length >= needed;
    }
    case 'term': {
      const [field, value] = Object.entries(body)[0];
      return valueOf(document, field) === value;
    }
    case 'terms': {
      const [field, values] = Object.entries(body)[0] as [string, unknown[]];
      return values.includes(valueOf(document, field));
    }
    case 'range': {
      const [field, bounds] = Object.entries(body)[0] as [string, { gte?: string; lt?: string }];
      const value = valueOf(document, field);
      if (typeof value !== 'string') return false;
      return (bounds.gte === undefined || value >= bounds.gte) && (bounds.lt === undefined || value < bounds.lt);
    }
    case 'exists':
      return present(valueOf(document, body.field));
    default:
      throw new Error(`The in-memory search does not evaluate ${type}.`);
  }
}

function aggregate(documents: Document[], aggregation: Clause): Record<string, unknown> {
  if (aggregation.filter) {
    const kept = documents.filter((document) => matches(document, aggregation.filter));
    const inner = Object.fromEntries(Object.entries(aggregation.aggs ?? {}).map(([name, sub]) => [name, aggregate(kept, sub as Clause)]));
    return { doc_count: kept.length, ...inner };
  }
  const counts = new Map<string, number>();
  if (aggregation.terms) {
    const { field, missing } = aggregation.terms;
    for (const document of documents) {
      const value = valueOf(document, field) ?? missing;
      if (present(value)) counts.set(String(value), (counts.get(String(value)) ?? 0) + 1);
    }
    const buckets = [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, aggregation.terms.size ?? 10);
    return { buckets: buckets.map(([key, doc_count]) => ({ key, doc_count })) };
  }
  if (aggregation.date_histogram) {
    for (const document of documents) {
      const day = valueOf(document, aggregation.date_histogram.field);
      if (typeof day === 'string') counts.set(day.slice(0, 4), (counts.get(day.slice(0, 4)) ?? 0) + 1);
    }
    return { buckets: [...counts].sort().map(([year, doc_count]) => ({ key: Date.UTC(Number(year), 0, 1), key_as_string: year, doc_count })) };
  }
  throw new Error(`The in-memory search does not evaluate the aggregation ${Object.keys(aggregation).join(', ')}.`);
}

function compare(a: Document, b: Document, sort: Clause[]): number {
  for (const entry of sort) {
    const [field, { order }] = Object.entries(entry)[0] as [string, { order: 'asc' | 'desc' }];
    const [x, y] = [valueOf(a, field), valueOf(b, field)];
    if (x === y) continue;
    // missing: _last, whatever the order.
    if (!present(x)) return 1;
    if (!present(y)) return -1;
    const byValue = String(x) < String(y) ? -1 : 1;
    return order === 'desc' ? -byValue : byValue;
  }
  return 0;
}

/** A `_search` over `documents` (those of the path's indexes), answered as OpenSearch answers it. */
export function searchInMemory(documents: readonly Document[], path: string, body: Clause): OpenSearchResponse {
  const indexes = new Set(path.split('/')[1].split(','));
  const found = documents.filter((document) => indexes.has(document.index) && matches(document, body.query));
  const shown = body.post_filter ? found.filter((document) => matches(document, body.post_filter)) : found;
  const sorted = [...shown].sort((a, b) => compare(a, b, body.sort ?? []));
  const page = sorted.slice(body.from ?? 0, (body.from ?? 0) + (body.size ?? 10));
  return {
    hits: {
      total: { value: shown.length, relation: 'eq' },
      hits: page.map((document) => ({ _index: document.index, _id: String(document.source.id), _score: null, _source: document.source })),
    },
    aggregations: Object.fromEntries(Object.entries(body.aggs ?? {}).map(([name, aggregation]) => [name, aggregate(found, aggregation as Clause)])),
  } as OpenSearchResponse;
}
