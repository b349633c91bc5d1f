import { DAY_FIELD, FILTER_FIELDS, PLATFORM_KEYWORD, SORT_DATE_FIELD, type IndexedKind } from './search-index-kinds';

type FieldMapping = Record<string, unknown>;

/**
 * An index's settings and mappings (the pipeline's `template_content`, as Gen 2's OpenSearch guide
 * declares it). Text is analysed as the local search's 'english' configuration does (stemmed, stop
 * words dropped); ids, dates and filter values are keywords, compared bytewise as the local
 * search's "C" collation does. `dynamic: false`: the record's other attributes stay in its source,
 * unindexed, so a new model field never changes a mapping nor fails a document.
 */
export function indexMappingOf(kind: IndexedKind) {
  const properties: Record<string, FieldMapping> = { id: { type: 'keyword' } };
  for (const { field } of kind.searched) properties[field] = { type: 'text', analyzer: 'english' };
  if (kind.platform)
    properties[kind.platform] = { type: 'text', analyzer: 'english', fields: { [PLATFORM_KEYWORD]: { type: 'keyword', normalizer: 'lowercase', ignore_above: 64 } } };
  if (kind.date) {
    properties[kind.date] = { type: 'keyword', ignore_above: 64, fields: { [DAY_FIELD]: { type: 'date', format: 'strict_date_optional_time||strict_date', ignore_malformed: true } } };
    properties[SORT_DATE_FIELD] = { type: 'alias', path: kind.date };
  }
  if (kind.onlyWhen) properties[kind.onlyWhen.field] = { type: 'keyword' };
  if (kind.isOnProfile) {
    properties.profileId = { type: 'keyword' };
    for (const field of Object.values(FILTER_FIELDS)) properties[field] = { type: 'keyword', ignore_above: 64 };
  }
  const { catalogue } = kind;
  for (const [field, mapping] of Object.entries(catalogue?.properties ?? {})) properties[field] = { ...properties[field], ...mapping };
  const analysis = catalogue?.analysis ?? {};
  return {
    settings: {
      number_of_shards: 1,
      number_of_replicas: 0,
      analysis: { ...analysis, normalizer: { lowercase: { type: 'custom', filter: ['lowercase'] }, ...analysis.normalizer } },
    },
    mappings: { dynamic: false, properties },
  };
}
