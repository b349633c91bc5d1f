import { indexMappingOf } from './search-index-mappings';
import { INDEXED_KINDS } from './search-index-kinds';
import { searchPipelineConfiguration } from './search-pipeline';

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
