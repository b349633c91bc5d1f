import { searchPipelineConfiguration } from '../search-pipeline';
import { INDEXED_KINDS, type IndexedKind } from '../search-index-kinds';

/**
 * What the ingestion pipeline's processors (search-pipeline.ts) make of a table's item, for tests:
 * the processors the configuration declares, read with Data Prepper's documented meaning for the
 * forms it uses and refused otherwise: add_entries and copy_values (never over an existing key,
 * each under its condition), substitute_string (a Java pattern read by JavaScript: `\z` is the end
 * of the input, code points with the u flag; on text only), delete_entries (under its condition).
 * Conditions: `/key == null`, `/key != null`, `/key != ""`, `/key == true` joined by `and`, where
 * equality is of type and value (a text "true" is not true) and a missing key is null.
 */
type Processor = Record<string, Record<string, any>>; // eslint-disable-line @typescript-eslint/no-explicit-any

const TARGETS = {
  tableArns: new Map(INDEXED_KINDS.map((kind) => [kind.sourceModel, `arn:aws:dynamodb:eu-west-1:123456789012:table/${kind.sourceModel}`])),
  exportBucket: 'export',
  region: 'eu-west-1',
  roleArn: 'arn:aws:iam::123456789012:role/pipeline',
  domainEndpoint: 'search.example',
};

/** A sub-pipeline's processors, as the configuration lists them. */
export function processorsOf(kind: IndexedKind): Processor[] {
  return (JSON.parse(searchPipelineConfiguration(TARGETS))[kind.index] as { processor: Processor[] }).processor;
}

function holds(condition: string, event: Record<string, unknown>): boolean {
  return condition.split(' and ').every((part) => {
    const [, key, operator, literal] = /^\/(\w+) (==|!=) (null|""|true)$/.exec(part) ?? [];
    if (!key) throw new Error(`not evaluated here: ${part}`);
    const equal = (event[key] ?? null) === JSON.parse(literal);
    return operator === '==' ? equal : !equal;
  });
}

/** A Java regular expression as JavaScript reads it (the patterns the configuration writes mean the same to both). */
export const javaPattern = (pattern: string) => new RegExp(pattern.replace(/\\z/g, '$'), 'gu');

/** The document the pipeline makes of `item` for `kind`'s index. */
export function indexedDocument(kind: IndexedKind, item: Readonly<Record<string, unknown>>, processors = processorsOf(kind)): Record<string, unknown> {
  const event: Record<string, unknown> = { ...item };
  for (const processor of processors) {
    const [[name, body]] = Object.entries(processor);
    if (name === 'add_entries') {
      for (const entry of body.entries) if (!Object.hasOwn(event, entry.key) && holds(entry.add_when, event)) event[entry.key] = entry.value;
    } else if (name === 'copy_values') {
      for (const entry of body.entries)
        if (!Object.hasOwn(event, entry.to_key) && Object.hasOwn(event, entry.from_key) && holds(entry.copy_when, event)) event[entry.to_key] = event[entry.from_key];
    } else if (name === 'substitute_string') {
      for (const entry of body.entries) {
        const value = event[entry.source];
        if (typeof value === 'string') event[entry.source] = value.replace(javaPattern(entry.from), entry.to);
      }
    } else if (name === 'delete_entries') {
      if (holds(body.delete_when, event)) for (const key of body.with_keys) delete event[key];
    } else throw new Error(`not evaluated here: ${name}`);
  }
  return event;
}
