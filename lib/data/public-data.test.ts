import { readPublicData } from './public-data';

const createServerRunner = jest.fn();
const generateServerClientUsingReqRes = jest.fn();
jest.mock('@aws-amplify/adapter-nextjs', () => ({ createServerRunner: (options: unknown) => createServerRunner(options) }));
jest.mock('@aws-amplify/adapter-nextjs/data', () => ({ generateServerClientUsingReqRes: (options: unknown) => generateServerClientUsingReqRes(options) }));

const MODEL_INTROSPECTION = { version: 1, models: { Brief: { name: 'Brief', fields: {} } }, enums: {}, nonModels: {} };
jest.mock('@/lib/amplify/read-outputs', () => ({
  readAmplifyOutputs: async () => ({
    version: '1.3',
    data: {
      url: 'http://localhost:3000/graphql',
      aws_region: 'us-east-1',
      api_key: 'da2-key',
      default_authorization_type: 'API_KEY',
      authorization_types: [],
      model_introspection: MODEL_INTROSPECTION,
    },
  }),
}));

describe('a public read', () => {
  it("builds its client from the whole configuration, and its server context from one without the data model (Amplify deep-freezes the context's on every read)", async () => {
    const client = { name: 'client' };
    generateServerClientUsingReqRes.mockReturnValue(client);
    createServerRunner.mockReturnValue({
      runWithAmplifyServerContext: ({ operation }: { operation: (context: unknown) => unknown }) => operation({ name: 'context' }),
    });
    const read = jest.fn(async () => 'read');
    expect(await readPublicData(read)).toBe('read');
    expect(read).toHaveBeenCalledWith(client, { name: 'context' });
    const [{ config: clientConfig, authMode }] = generateServerClientUsingReqRes.mock.calls[0];
    expect(authMode).toBe('apiKey');
    expect(clientConfig.API.GraphQL).toMatchObject({ endpoint: 'http://localhost:3000/graphql', apiKey: 'da2-key', defaultAuthMode: 'apiKey', modelIntrospection: MODEL_INTROSPECTION });
    const [{ config: contextConfig }] = createServerRunner.mock.calls[0];
    expect(contextConfig.API.GraphQL).toMatchObject({ endpoint: 'http://localhost:3000/graphql', apiKey: 'da2-key', defaultAuthMode: 'apiKey', region: 'us-east-1' });
    expect(contextConfig.API.GraphQL.modelIntrospection).toBeUndefined();
    expect(contextConfig.Auth).toBeUndefined();
  });
});
