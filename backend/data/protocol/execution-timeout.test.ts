import { buildSchema, type GraphQLObjectType } from 'graphql';
import { silentLogger } from '../../core/log';
import type { DataRequestContext } from '../operations/request-context';
import { DocumentCache } from './document-cache';
import { executeGraphql } from './execute-graphql';
import { formatErrors } from './format-errors';

const schema = buildSchema(`
  type Item { id: ID! }
  type Query { slow: Item, slowRequired: Item!, quick: Item, late: [Item] }
`);
const never = () => new Promise<never>(() => undefined);
const fields = (schema.getType('Query') as GraphQLObjectType).getFields();
const itemFields = (schema.getType('Item') as GraphQLObjectType).getFields();
fields.slow.resolve = never;
fields.slowRequired.resolve = never;
fields.quick.resolve = () => ({ id: 'q' });

const run = (query: string, context: Partial<DataRequestContext> = {}) =>
  executeGraphql(
    schema,
    new DocumentCache(),
    { query, variables: {}, operationName: null },
    context as DataRequestContext,
    { timeoutMs: 20 },
  );

describe('a request past its time limit', () => {
  it('answers each root field null with an ExecutionTimeout error, as AppSync does', async () => {
    const result = await run('{ slow { id } other: slow { id } }');
    expect(result.data).toEqual({ slow: null, other: null });
    expect(formatErrors(result.errors ?? [], silentLogger, 'request-1')).toEqual([
      {
        path: ['slow'],
        data: null,
        errorType: 'ExecutionTimeout',
        errorInfo: null,
        locations: [{ line: 1, column: 3, sourceName: null }],
        message: 'Execution timed out.',
      },
      {
        path: ['other'],
        data: null,
        errorType: 'ExecutionTimeout',
        errorInfo: null,
        locations: [{ line: 1, column: 15, sourceName: null }],
        message: 'Execution timed out.',
      },
    ]);
  });

  it('answers data null when a root field may not be null', async () => {
    expect((await run('{ slowRequired { id } quick { id } }')).data).toBeNull();
  });

  it('finds root fields through fragments', async () => {
    const result = await run('{ ...Q } fragment Q on Query { slow { id } ... on Query { q: quick { id } } }');
    expect(result.data).toEqual({ slow: null, q: null });
  });

  it('leaves the event loop to other requests meanwhile', async () => {
    const slow = run('{ slow { id } }');
    const quick = await run('{ quick { id } }');
    expect(quick).toEqual({ data: { quick: { id: 'q' } } });
    expect((await slow).errors?.[0].message).toBe('Execution timed out.');
  });

  it('completes nothing of a list that arrives after the cut', async () => {
    let release = () => undefined as void;
    const arrived = new Promise<void>((resolve) => (release = resolve));
    let completed = 0;
    fields.late.resolve = async (_source, _args, context: DataRequestContext, info) => {
      await arrived;
      return context.pacer!.pace(
        Array.from({ length: 3 }, (_, index) => ({ id: String(index) })),
        info,
      );
    };
    itemFields.id.resolve = (item: { id: string }) => {
      completed += 1;
      return item.id;
    };
    expect((await run('{ late { id } }')).errors?.[0].message).toBe('Execution timed out.');
    release();
    for (let turn = 0; turn < 3; turn += 1) await new Promise((resolve) => setImmediate(resolve));
    expect(completed).toBe(0);
  });
});
