/**
 * /amplify-model-introspection.json gives the Data client the data model's introspection that
 * /amplify-outputs.js leaves out: the outputs' own, or 404 when they have none.
 */
import { readAmplifyOutputs } from '@/lib/amplify/read-outputs';
import { GET } from './route';

jest.mock('@/lib/amplify/read-outputs', () => ({ readAmplifyOutputs: jest.fn() }));
const outputs = readAmplifyOutputs as jest.MockedFunction<typeof readAmplifyOutputs>;
type Outputs = Awaited<ReturnType<typeof readAmplifyOutputs>>;

it('answers the outputs’ model introspection as JSON', async () => {
  const introspection = { version: 1, models: { Brief: { name: 'Brief', fields: {} } }, enums: {}, nonModels: {} };
  outputs.mockResolvedValue({ version: '1.4', data: { url: 'http://localhost/graphql', model_introspection: introspection } } as unknown as Outputs);
  const answer = await GET();
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toContain('application/json');
  expect(answer.headers.get('cache-control')).toBe('no-cache');
  expect(await answer.json()).toEqual(introspection);
});

it('answers 404 when the outputs are missing or have no data model', async () => {
  outputs.mockResolvedValue(null);
  expect((await GET()).status).toBe(404);
  outputs.mockResolvedValue({ version: '1.4', auth: { aws_region: 'us-east-1' } } as unknown as Outputs);
  expect((await GET()).status).toBe(404);
});
