import { loadDataDeclaration } from '../declaration/load-declaration';
import { buildDataSchema } from '../graphql/build-data-schema';
import { DocumentCache } from './document-cache';
import { prepareDocument } from './prepare-document';
import { QUERY_LIMITS } from './query-limits';

const schema = buildDataSchema(loadDataDeclaration().models);

describe('preparing a document', () => {
  it('parses and validates the documents the Amplify Data client sends', () => {
    for (const text of [
      'query ListBriefs($filter: ModelBriefFilterInput, $limit: Int, $nextToken: String) { listBriefs(filter: $filter, limit: $limit, nextToken: $nextToken) { items { id title slug description username blogDate month categories profileId status views createdAt updatedAt owner profile { id username displayName } } nextToken __typename } }',
      'query ($slug: String!, $limit: Int) { listBriefBySlug(slug: $slug, limit: $limit) { items { id slug title } nextToken } }',
      'mutation CreateStream($input: CreateStreamInput!, $condition: ModelStreamConditionInput) { createStream(input: $input, condition: $condition) { id title createdAt updatedAt __typename } }',
      'mutation ($model: ViewedModel!, $id: ID!, $visitorId: String!) { recordView(model: $model, id: $id, visitorId: $visitorId) { views counted } }',
    ]) {
      expect(prepareDocument(schema, new DocumentCache(), text)).toEqual({ document: expect.any(Object) });
    }
  });

  it('refuses the 30-level doubled-fragment document before validating it', () => {
    let text = 'query Q { ...F0 }';
    for (let level = 0; level < 30; level += 1)
      text += ` fragment F${level} on Query { listBriefs { items { id } }${level < 29 ? ` ...F${level + 1} ...F${level + 1}` : ''} }`;
    const prepared = prepareDocument(schema, new DocumentCache(), text);
    expect(prepared.errors?.map((error) => error.message)).toEqual([
      'A selection set holds more than 250 fields (counting the fragments it spreads).',
    ]);
  });

  it('stops validating after the error limit', () => {
    const text = `{ ${Array.from({ length: 200 }, (_, index) => `unknown${index}`).join(' ')} }`;
    const errors = prepareDocument(schema, new DocumentCache(), text).errors ?? [];
    expect(errors.length).toBe(QUERY_LIMITS.maxValidationErrors + 1);
    expect(errors[errors.length - 1].message).toMatch(/Too many validation errors/);
  });

  it('keeps what it read in the cache but not texts refused before parsing', () => {
    const cache = new DocumentCache();
    const valid = '{ listBriefs { items { id } } }';
    const first = prepareDocument(schema, cache, valid);
    expect(prepareDocument(schema, cache, valid)).toBe(first);
    const tooLong = `{ listBriefs { items { id } } } #${'x'.repeat(QUERY_LIMITS.maxDocumentLength)}`;
    expect(prepareDocument(schema, cache, tooLong).errors?.[0].message).toMatch(/longer than/);
    expect(cache.get(tooLong)).toBeUndefined();
    const unlexable = '{ listBriefs "';
    expect(prepareDocument(schema, cache, unlexable).errors?.[0].message).toMatch(/Syntax Error/);
    expect(cache.get(unlexable)).toBeUndefined();
  });
});
