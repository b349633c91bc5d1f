import { DAY_FIELD, INDEXED_KIND_BY_INDEX, PLATFORM_KEYWORD, SORT_DATE_FIELD, type IndexedKind } from '../search-index-kinds';
import type { OpenSearchResponse } from '../opensearch-answer';
import { lowerEach, platformKey } from '../../record-facts/record-facts';
import { compareCodePoints } from '../../record-facts/code-point-order';
import { CATALOGUE_ANALYSIS, CHOICE_NORMALIZER } from '../stream-catalogue-index';
import { javaPattern } from './pipeline-in-memory';

/**
 * The part of OpenSearch's query DSL searchContent sends when browsing (no words), evaluated over
 * documents in memory with OpenSearch's documented semantics, so a test can hold the AWS query
 * builder and answer mapping against the local search on the same records: bool (filter, must,
 * should with minimum_should_match, must_not), term, terms, range (keywords compare bytewise),
 * exists; post_filter; filter aggregations around terms (with `missing`) and a yearly
 * date_histogram; sort by fields with `missing: _last`, `_index` and `id`; from/size. Mappings as
 * search-index-mappings.ts declares them: `<platform>.keyword` is lower-cased, `<date>.day` a date,
 * `sortDate` an alias of the kind's date; a catalogue's attributes (stream-catalogue-index.ts) by
 * their declared type and normaliser (a keyword is its text, `lowercase` each character's simple
 * lower case as lowerEach, `choice_key` its spaces trimmed first; a double a number; a boolean
 * true or "true"), a list as its elements. Keywords compare by code points (bytewise), numbers as
 * numbers. Words (simple_query_string) are not evaluated here: analysers are OpenSearch's own, so
 * a test that sends words passes what stands in for them (`words`).
 */
export type Document = { index: string; source: Record<string, unknown> };
type Clause = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Decides whether a document holds a simple_query_string's words (the test's stand-in for the analyser). */
export type WordMatcher = (document: Document, clause: Clause) => boolean;
const noWords: WordMatcher = () => {
  throw new Error('The in-memory search does not evaluate words: pass what stands in for them.');
};

const CHOICE_TRIM = javaPattern(CATALOGUE_ANALYSIS.char_filter.trim_spaces.pattern);

/** A catalogue attribute's indexed value(s) as its mapping reads the source; undefined when `field` is no catalogue attribute. */
function catalogueValueOf(kind: IndexedKind | undefined, source: Record<string, unknown>, field: string): { value: unknown } | undefined {
  const [base, sub] = field.split('.');
  const declared = kind?.catalogue?.properties[base];
  const mapping = (sub ? (declared?.fields as Record<string, Record<string, unknown>> | undefined)?.[sub] : declared) as { type?: string; normalizer?: string } | undefined;
  if (!mapping?.type) return undefined;
  const raw = source[base];
  const values = (Array.isArray(raw) ? raw : [raw]).flatMap((value): unknown[] => {
    if (value === null || value === undefined) return [];
    if (mapping.type === 'double') return Number.isFinite(Number(value)) ? [Number(value)] : [];
    if (mapping.type === 'boolean') return [value === true || value === 'true'];
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    if (mapping.normalizer === 'lowercase') return [lowerEach(text)];
    if (mapping.normalizer === CHOICE_NORMALIZER) return [lowerEach(text.replace(CHOICE_TRIM, ''))];
    return [text];
  });
  return { value: values.length > 1 ? values : values[0] };
}

function valueOf(document: Document, field: string): unknown {
  if (field === '_index') return document.index;
  const kind = INDEXED_KIND_BY_INDEX.get(document.index);
  const catalogue = catalogueValueOf(kind, document.source, field);
  if (catalogue) return catalogue.value;
  if (field === SORT_DATE_FIELD) return kind?.date ? document.source[kind.date] : undefined;
  const [base, sub] = field.split('.');
  const value = document.source[base];
  // The `lowercase` normaliser: each character's simple lower-case mapping, as platformKey keys the records' platforms.
  if (sub === PLATFORM_KEYWORD) return typeof value === 'string' ? platformKey(value) : undefined;
  if (sub === DAY_FIELD) return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) ? value : undefined;
  return value;
}

const present = (value: unknown) => value !== undefined && value !== null;

/** A field's values: a list's elements, or the one value. */
const valuesOf = (document: Document, field: string): unknown[] => [valueOf(document, field)].flat();

export function matches(document: Document, clause: Clause, words: WordMatcher = noWords): boolean {
  const [type, body] = Object.entries(clause)[0] as [string, Clause];
  switch (type) {
    case 'bool': {
      const all = [...(body.filter ?? []), ...(body.must ?? [])];
      if (!all.every((inner: Clause) => matches(document, inner, words))) return false;
      if ((body.must_not ?? []).some((inner: Clause) => matches(document, inner, words))) return false;
      const should: Clause[] = body.should ?? [];
      const needed = body.minimum_should_match ?? (all.length === 0 && should.length > 0 ? 1 : 0);
      return should.filter((inner) => matches(document, inner, words)).length >= needed;
    }
    case 'term': {
      const [field, value] = Object.entries(body)[0];
      return valuesOf(document, field).includes(value);
    }
    case 'terms': {
      const [field, values] = Object.entries(body)[0] as [string, unknown[]];
      return valuesOf(document, field).some((value) => values.includes(value));
    }
    case 'simple_query_string':
      return words(document, clause);
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
    const byValue = typeof x === 'number' && typeof y === 'number' ? Math.sign(x - y) : Math.sign(compareCodePoints(String(x), String(y)));
    if (byValue === 0) continue;
    return order === 'desc' ? -byValue : byValue;
  }
  return 0;
}

/** A `_search` over `documents` (those of the path's indexes), answered as OpenSearch answers it. */
export function searchInMemory(documents: readonly Document[], path: string, body: Clause, words: WordMatcher = noWords): OpenSearchResponse {
  const indexes = new Set(path.split('/')[1].split(','));
  const found = documents.filter((document) => indexes.has(document.index) && matches(document, body.query, words));
  const shown = body.post_filter ? found.filter((document) => matches(document, body.post_filter, words)) : found;
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
