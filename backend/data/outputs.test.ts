import { generateModelsSync } from '@aws-amplify/graphql-generator';
import { schema } from '../../amplify/data/schema';
import { loadApiKey } from './api-key';
import { startDataBackend, type DataTestBackend } from './test-support/start-data-backend';

jest.setTimeout(60_000);

const DAY_MS = 24 * 60 * 60 * 1000;
let backend: DataTestBackend;
beforeAll(async () => {
  backend = await startDataBackend();
});
afterAll(() => backend?.close());

describe('the data section of amplify_outputs.json', () => {
  it('says where the API is and how to authenticate, as Gen 2 writes it', () => {
    expect(backend.outputs.data).toMatchObject({
      url: `${backend.baseUrl}/_aws/graphql/graphql`,
      aws_region: 'us-west-2',
      api_key: expect.stringMatching(/^da2-[a-z0-9]{26}$/),
      default_authorization_type: 'API_KEY',
      authorization_types: ['AMAZON_COGNITO_USER_POOLS', 'AWS_IAM'],
    });
  });

  it('carries the model introspection `ampx generate outputs` makes from the same declaration', () => {
    const generated = JSON.parse(
      generateModelsSync({ schema: schema.transform().schema, target: 'introspection' })[
        'model-introspection.json'
      ],
    );
    expect((backend.outputs.data as { model_introspection: unknown }).model_introspection).toEqual(generated);
  });

  it("gives the API key's expiry under custom, a year out as declared", () => {
    const expiresAt = Date.parse(
      (backend.outputs.custom as { data_api_key_expires_at: string }).data_api_key_expires_at,
    );
    expect(expiresAt - Date.now()).toBeGreaterThan(364 * DAY_MS);
  });
});

describe('the API key', () => {
  it('stays the same across starts and is renewed once close to its expiry', async () => {
    const db = backend.backend.context.db;
    const current = await loadApiKey(db);
    expect(current.key).toBe(backend.apiKey);
    const nearTheEnd = new Date(current.expiresAt.getTime() - 2 * DAY_MS);
    const renewed = await loadApiKey(db, nearTheEnd);
    expect(renewed.key).not.toBe(current.key);
    expect(renewed.expiresAt.getTime()).toBeGreaterThan(current.expiresAt.getTime());
    expect((await loadApiKey(db, nearTheEnd)).key).toBe(renewed.key);
  });
});
