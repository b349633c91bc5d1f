import { indexMappingOf } from './search-index-mappings';
import { INDEXED_KINDS } from './search-index-kinds';
import { HIGHLIGHT_END, HIGHLIGHT_START } from './search-terms';

/** Where the pipeline reads and writes (CDK tokens in a deployment). */
export interface SearchPipelineTargets {
  /** Each indexed model's table ARN (Profile, Brief, PlatformBan, ShadowbanExperience, Personality, Stream). */
  tableArns: ReadonlyMap<string, string>;
  /** The bucket a table's first full export goes through. */
  exportBucket: string;
  region: string;
  /** The role the pipeline reads the tables and writes the domain with. */
  roleArn: string;
  /** The domain's endpoint (host name, no scheme). */
  domainEndpoint: string;
}

/**
 * The OpenSearch Ingestion pipeline's configuration (Data Prepper, version 2; JSON is YAML): one
 * sub-pipeline per public model, from its table (a full export first, then its DynamoDB stream)
 * to its own index, as Gen 2's "Connect to Amazon OpenSearch for search" guide declares it. Only
 * the six public models are sources: drafts and hidden records live in other tables and never
 * reach the index; a record hidden or deleted is a stream REMOVE, so its document is deleted.
 * On the way, a brief's HTML body becomes plain text and the highlight marks are removed from every
 * searched attribute, so only the search places them (as the local search strips them before highlighting).
 */
export function searchPipelineConfiguration(targets: SearchPipelineTargets): string {
  const aws = { sts_role_arn: targets.roleArn, region: targets.region };
  const configuration: Record<string, unknown> = { version: '2' };
  for (const kind of INDEXED_KINDS) {
    const tableArn = targets.tableArns.get(kind.sourceModel);
    if (!tableArn) throw new Error(`No table for ${kind.sourceModel}: the search pipeline reads every indexed model.`);
    const texts = [...new Set([...kind.searched.map(({ field }) => field), ...kind.snippet, ...Object.values(kind.shows)])];
    configuration[kind.index] = {
      source: {
        dynamodb: {
          acknowledgments: true,
          tables: [{ table_arn: tableArn, stream: { start_position: 'LATEST' }, export: { s3_bucket: targets.exportBucket, s3_region: targets.region, s3_prefix: `${kind.index}/` } }],
          aws,
        },
      },
      processor: [
        {
          substitute_string: {
            entries: [
              // Markup is no text: a word in a tag or an address is not found, and snippets show none (the local search's regexp_replace).
              ...(kind.markup ?? []).flatMap((source) => [
                { source, from: '<[^>]*>', to: ' ' },
                { source, from: '&[#A-Za-z0-9]+;', to: ' ' },
              ]),
              ...texts.map((source) => ({ source, from: `[${escapeForJavaRegex(HIGHLIGHT_START)}${escapeForJavaRegex(HIGHLIGHT_END)}]`, to: '' })),
            ],
          },
        },
        // The values a list read off the index filters and orders by (the stream catalogue's chart position and day added).
        ...(kind.catalogue?.processors ?? []),
      ],
      sink: [
        {
          opensearch: {
            hosts: [`https://${targets.domainEndpoint}`],
            index: kind.index,
            index_type: 'custom',
            template_type: 'index-template',
            template_content: JSON.stringify({ template: indexMappingOf(kind) }),
            document_id: '${getMetadata("primary_key")}',
            action: '${getMetadata("opensearch_action")}',
            document_version: '${getMetadata("document_version")}',
            document_version_type: 'external',
            aws,
          },
        },
      ],
    };
  }
  return JSON.stringify(configuration, null, 1);
}

/** A private-use character as a Java regex escape (\uE000), so the configuration stays ASCII. */
const escapeForJavaRegex = (character: string) => `\\u${character.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
