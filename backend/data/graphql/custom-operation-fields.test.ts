import { a } from '@aws-amplify/data-schema';
import { graphql, printType } from 'graphql';
import type { DataRequestContext } from '../operations/request-context';
import { describeDeclaration } from '../declaration/load-declaration';
import { buildDataSchema } from './build-data-schema';

const declared = a.schema({
  Note: a.model({ text: a.string() }).authorization((allow) => [allow.publicApiKey()]),
  Mood: a.enum(['CALM', 'ANGRY']),
  Summary: a.customType({ total: a.integer().required(), moods: a.ref('Mood').array(), latest: a.ref('Excerpt') }),
  Excerpt: a.customType({ text: a.string() }),
  summarize: a
    .query()
    .arguments({ mood: a.ref('Mood').required(), limit: a.integer() })
    .returns(a.ref('Summary'))
    .authorization((allow) => [allow.publicApiKey()])
    .handler(a.handler.custom({ entry: './summarize.js' })),
  purge: a
    .mutation()
    .returns(a.integer())
    .authorization((allow) => [allow.groups(['ADMINS'])])
    .handler(a.handler.custom({ entry: './purge.js' })),
});
const { models } = describeDeclaration(declared.transform().schema);
const handlers = {
  summarize: async (_ctx: DataRequestContext, args: Record<string, unknown>) => ({
    total: Number(args.limit ?? 0),
    moods: [args.mood],
    latest: { text: 'hello' },
  }),
  purge: async () => 3,
};
const context = (actor: DataRequestContext['actor']) => ({ actor }) as DataRequestContext;

describe('custom operations in the local data API', () => {
  it('reads custom types, arguments and grants from the declaration', () => {
    expect(models.customTypes.map((type) => type.name)).toEqual(['Summary', 'Excerpt']);
    const byName = Object.fromEntries(models.customOperations.map((operation) => [operation.name, operation]));
    expect(byName.summarize).toMatchObject({ kind: 'query', grants: [{ provider: 'apiKey' }] });
    expect(byName.summarize.arguments.map((argument) => [argument.name, argument.type, argument.isRequired])).toEqual([
      ['mood', 'Mood', true],
      ['limit', 'Int', false],
    ]);
    expect(byName.purge).toMatchObject({ kind: 'mutation', grants: [{ provider: 'userPools', groups: ['ADMINS'] }] });
  });

  it('serves them with the declared argument and return types', async () => {
    const schema = buildDataSchema(models, handlers);
    expect(printType(schema.getType('Summary')!)).toBe('type Summary {\n  total: Int!\n  moods: [Mood]\n  latest: Excerpt\n}');
    const answer = await graphql({
      schema,
      source: '{ summarize(mood: CALM, limit: 2) { total moods latest { text } } }',
      contextValue: context({ mode: 'apiKey' }),
    });
    expect(answer).toEqual({ data: { summarize: { total: 2, moods: ['CALM'], latest: { text: 'hello' } } } });
  });

  it('refuses a caller the grants do not name, before the handler runs', async () => {
    const schema = buildDataSchema(models, handlers);
    const guest = await graphql({ schema, source: 'mutation { purge }', contextValue: context({ mode: 'apiKey' }) });
    expect(guest.errors?.[0].message).toBe('Not Authorized to access purge on type Mutation');
    const admin = await graphql({
      schema,
      source: 'mutation { purge }',
      contextValue: context({ mode: 'userPool', sub: 's', username: 's', groups: ['ADMINS'], claims: {} }),
    });
    expect(admin).toEqual({ data: { purge: 3 } });
  });

  it.each(['constructor', 'toString', 'hasOwnProperty', 'valueOf', '__defineGetter__'])(
    'finds no handler for an operation named %s',
    (name) => {
      const query = models.customOperations.find((operation) => operation.kind === 'query')!;
      const declared = { ...models, customOperations: [{ ...query, name }] };
      expect(() => buildDataSchema(declared, handlers)).toThrow(
        `declares the query ${name}, which the local data API does not implement`,
      );
    },
  );

  it.each(['constructor', 'toString', 'hasOwnProperty', 'valueOf', '__defineGetter__'])(
    'knows no scalar named %s',
    (name) => {
      const [summary, ...others] = models.customTypes;
      const declared = { ...models, customTypes: [{ ...summary, fields: [{ ...summary.fields[0], type: name }] }, ...others] };
      expect(() => printType(buildDataSchema(declared, handlers).getType('Summary')!)).toThrow(`unknown type ${name}`);
    },
  );

  it('stops at start when a declared operation has no local handler', () => {
    expect(() => buildDataSchema(models, { summarize: handlers.summarize })).toThrow(
      'amplify/data/schema.ts declares the mutation purge, which the local data API does not implement: add its handler to backend/data/custom-operations/.',
    );
  });
});
