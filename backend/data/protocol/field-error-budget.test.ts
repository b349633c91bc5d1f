import { buildSchema, execute, parse, type GraphQLObjectType } from 'graphql';
import { budgetFieldErrors, FieldErrorBudget } from './field-error-budget';

const schema = buildSchema(`
  type Item { id: ID!, secret: String, later: String }
  type Query { items: [Item!]! }
`);
const itemFields = (schema.getType('Item') as GraphQLObjectType).getFields();
(schema.getType('Query') as GraphQLObjectType).getFields().items.resolve = () =>
  Array.from({ length: 5 }, (_, index) => ({ id: String(index) }));
itemFields.secret.resolve = () => {
  throw new Error('denied');
};
itemFields.later.resolve = () => Promise.reject(new Error('denied later'));
budgetFieldErrors(schema);

const run = (query: string, fieldErrors?: FieldErrorBudget) =>
  execute({ schema, document: parse(query), contextValue: { fieldErrors } });

describe('the field error budget', () => {
  it('lets every failure through without a budget', async () => {
    const result = await run('{ items { id secret } }');
    expect(result.errors).toHaveLength(5);
  });

  it('lists the first errors, answers null past them, and says how many were left out', async () => {
    const budget = new FieldErrorBudget(3);
    const result = budget.summarize(await run('{ items { id secret later } }', budget));
    expect(result.data).toEqual({
      items: Array.from({ length: 5 }, (_, index) => ({ id: String(index), secret: null, later: null })),
    });
    expect(result.errors?.map((error) => error.message)).toEqual([
      'denied',
      'denied',
      'denied',
      '7 more field errors were left out of this answer (it lists the first 3).',
    ]);
    expect(result.errors?.[3].originalError).toMatchObject({ errorType: 'TooManyErrors' });
  });

  it('adds nothing to an answer within the budget', async () => {
    const budget = new FieldErrorBudget(100);
    const result = budget.summarize(await run('{ items { secret } }', budget));
    expect(result.errors).toHaveLength(5);
  });

  it('starts over after a reset', () => {
    const budget = new FieldErrorBudget(1);
    expect(() => budget.absorb(new Error('first'))).toThrow('first');
    expect(budget.absorb(new Error('second'))).toBeNull();
    budget.reset();
    expect(() => budget.absorb(new Error('again'))).toThrow('again');
    expect(budget.summarize({ data: {} })).toEqual({ data: {} });
  });
});
