import { indexMappingOf } from './search-index-mappings';
import { INDEXED_KINDS } from './search-index-kinds';
import { searchPipelineConfiguration } from './search-pipeline';
import { CATALOGUE_ANALYSIS } from './stream-catalogue-index';
import { indexedDocument, javaPattern, processorsOf } from './test-support/pipeline-in-memory';
import { choiceKey, lowerEach, recordFactsOf } from '../record-facts/record-facts';

const TARGETS = {
  tableArns: new Map(INDEXED_KINDS.map((kind) => [kind.sourceModel, `arn:aws:dynamodb:eu-west-1:123456789012:table/${kind.sourceModel}-abc-NONE`])),
  exportBucket: 'search-export',
  region: 'eu-west-1',
  roleArn: 'arn:aws:iam::123456789012:role/pipeline',
  domainEndpoint: 'search-banwatch.eu-west-1.es.amazonaws.com',
};

type SubPipeline = {
  source: { dynamodb: { tables: { table_arn: string; stream: { start_position: string }; export: { s3_prefix: string } }[] } };
  processor: { substitute_string: { entries: { source: string; from: string; to: string }[] } }[];
  sink: { opensearch: { index: string; index_type: string; template_content: string; document_id: string; action: string; hosts: string[] } }[];
};

describe('the ingestion pipeline from the public tables to the search index', () => {
  const configuration = JSON.parse(searchPipelineConfiguration(TARGETS)) as Record<string, SubPipeline | string>;

  it('has one sub-pipeline per public model, from its table (export, then stream) to its own index', () => {
    expect(Object.keys(configuration).sort()).toEqual(['version', ...INDEXED_KINDS.map((kind) => kind.index)].sort());
    for (const kind of INDEXED_KINDS) {
      const pipeline = configuration[kind.index] as SubPipeline;
      expect(pipeline.source.dynamodb.tables).toEqual([expect.objectContaining({ table_arn: TARGETS.tableArns.get(kind.sourceModel), stream: { start_position: 'LATEST' } })]);
      const { opensearch } = pipeline.sink[0];
      expect(opensearch).toMatchObject({ index: kind.index, index_type: 'custom', hosts: [`https://${TARGETS.domainEndpoint}`] });
      // A stream REMOVE (a record deleted or hidden) deletes the document: the action follows the stream.
      expect(opensearch.action).toBe('${getMetadata("opensearch_action")}');
      expect(opensearch.document_id).toBe('${getMetadata("primary_key")}');
      expect(JSON.parse(opensearch.template_content)).toEqual({ template: indexMappingOf(kind) });
    }
  });

  it('removes the highlight marks from every searched and shown attribute, as a Java regex in ASCII', () => {
    const ban = configuration['search-ban'] as SubPipeline;
    const entries = ban.processor[0].substitute_string.entries;
    expect(entries.map((entry) => entry.source).sort()).toEqual(['evidence', 'explanation', 'platformId']);
    expect(entries[0]).toMatchObject({ from: '[\\uE000\\uE001]', to: '' });
    expect(searchPipelineConfiguration(TARGETS)).toMatch(/^[\x20-\x7e\n]*$/);
  });

  it('turns a brief’s HTML body into text first (tags and entities), as search_entries keeps it', () => {
    const entries = (configuration['search-brief'] as SubPipeline).processor[0].substitute_string.entries;
    expect(entries.slice(0, 2)).toEqual([
      { source: 'longDescription', from: '<[^>]*>', to: ' ' },
      { source: 'longDescription', from: '&[#A-Za-z0-9]+;', to: ' ' },
    ]);
    const body = '<p>The <a href="https://example.com/attrword">memo</a> &amp; more</p>';
    const text = entries.slice(0, 2).reduce((value, entry) => value.replace(new RegExp(entry.from, 'g'), entry.to), body);
    expect(text).not.toMatch(/attrword|<|&amp;/);
    expect(text.replace(/\s+/g, ' ').trim()).toBe('The memo more');
  });

  it('refuses a configuration missing a public table', () => {
    expect(() => searchPipelineConfiguration({ ...TARGETS, tableArns: new Map() })).toThrow(/No table for Profile/);
  });
});

describe('the index mappings', () => {
  it('maps words as English text, filters as keywords, and a date for both bytewise ranges and year counts', () => {
    const ban = indexMappingOf(INDEXED_KINDS.find((kind) => kind.kind === 'BAN')!);
    expect(ban.mappings.dynamic).toBe(false);
    expect(ban.mappings.properties).toMatchObject({
      explanation: { type: 'text', analyzer: 'english' },
      platformId: { type: 'text', fields: { keyword: { type: 'keyword', normalizer: 'lowercase' } } },
      dateOfBan: { type: 'keyword', fields: { day: { type: 'date', ignore_malformed: true } } },
      sortDate: { type: 'alias', path: 'dateOfBan' },
      dsaRestriction: { type: 'keyword' },
      verification: { type: 'keyword' },
      appealStatus: { type: 'keyword' },
      profileId: { type: 'keyword' },
    });
  });
});

describe('the stream catalogue’s values in the stream index', () => {
  const stream = INDEXED_KINDS.find((kind) => kind.kind === 'STREAM')!;
  const processors = processorsOf(stream);
  /** The document the stream's processors make of an item (test-support/pipeline-in-memory.ts: Data Prepper's meaning of what they use). */
  const indexed = (item: Record<string, unknown>) => indexedDocument(stream, item, processors);

  it('keeps the filters and the order as fields: status, genres and language keyed, featured, a chart position, the day added, the sorted title', () => {
    const { settings, mappings } = indexMappingOf(stream);
    expect(mappings.properties).toMatchObject({
      title: { type: 'text', analyzer: 'english', fields: { sort: { type: 'keyword', normalizer: 'lowercase' } } },
      description: { type: 'text', analyzer: 'english' },
      status: { type: 'keyword' },
      genre: { type: 'keyword', normalizer: 'choice_key' },
      language: { type: 'keyword', normalizer: 'choice_key' },
      isFeatured: { type: 'boolean' },
      chartPosition: { type: 'double', ignore_malformed: true },
      addedOn: { type: 'keyword' },
    });
    expect(settings.analysis.normalizer).toEqual({
      lowercase: { type: 'custom', filter: ['lowercase'] },
      choice_key: { type: 'custom', char_filter: ['trim_spaces'], filter: ['lowercase'] },
    });
    // Only the stream index carries them.
    expect(indexMappingOf(INDEXED_KINDS.find((kind) => kind.kind === 'BAN')!).mappings.properties).not.toHaveProperty('chartPosition');
    expect(processors.map((processor) => Object.keys(processor)[0])).toEqual(['substitute_string', 'add_entries', 'copy_values', 'substitute_string', 'delete_entries']);
  });

  it('computes featured, the chart position and the day added as the stream’s facts do, and keys a choice as choiceKey (the normaliser’s spaces)', () => {
    const rankings = [4, null, '1', '01', ' +7x', '+-3', '++3', '0', '000', '', 'abc', '\t 12', ' 3.5', '\u00a09', '\u20289', '2\n', undefined];
    const days: [string | undefined, string | undefined][] = [
      ['2024-05-01T10:00:00Z', '2020-01-01'], ['', '2021-02-03T04:05'], [undefined, '2022-03-04'], [undefined, undefined], ['', ''], ['2024', undefined],
      ['\u{1F600}2024-05-01xx', undefined], [undefined, '\n2024-05-01\n'],
    ];
    for (const ranking of rankings) {
      for (const [date, created_at] of days) {
        const item = Object.fromEntries(Object.entries({ id: 's1', title: 'T', ranking, date, created_at }).filter(([, value]) => value !== undefined));
        const facts = recordFactsOf('Stream', item);
        const document = indexed(item);
        // A double as OpenSearch coerces the digits' text (an empty one is no value: deleted before).
        expect([item, document.chartPosition === undefined ? null : Number(document.chartPosition)]).toEqual([item, facts.ranking === null ? null : Number(facts.ranking)]);
        expect([item, document.addedOn ?? null]).toEqual([item, facts.addedOn]);
      }
    }
    // Featured only when the boolean true, as `doc->'featured' = 'true'::jsonb`.
    expect([true, 'true', false, null, undefined, 1].map((featured) => indexed({ id: 's1', featured }).isFeatured ?? false)).toEqual([true, false, false, false, false, false]);
    const trim = javaPattern((CATALOGUE_ANALYSIS.char_filter.trim_spaces as { pattern: string }).pattern);
    for (const genre of [' Drama ', '\tDrama', 'drama\t ', '  ', 'a b', ' x\n ', '\n x'])
      expect([genre, lowerEach(genre.replace(trim, ''))]).toEqual([genre, choiceKey(genre)]);
  });
});
