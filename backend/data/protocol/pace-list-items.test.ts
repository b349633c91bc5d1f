import { buildSchema, execute, parse, type GraphQLObjectType, type GraphQLResolveInfo } from 'graphql';
import { createItemPacer } from './pace-list-items';

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
/** Which of `values` have settled after what has run so far. */
const settled = async (values: unknown[]) => {
  const marks = values.map((value) => {
    let isSettled = !(value instanceof Promise);
    if (value instanceof Promise)
      void value.then(
        () => (isSettled = true),
        () => (isSettled = true),
      );
    return () => isSettled;
  });
  await Promise.resolve();
  await Promise.resolve();
  return marks.map((isSettled) => isSettled());
};
/** A resolve info whose list items select `fields` fields each. */
const infoSelecting = (fields: number) =>
  ({
    fieldNodes: parse(
      `{ items { ${Array.from({ length: fields }, (_, index) => `f${index}`).join(' ')} } }`,
    ).definitions.flatMap((definition) =>
      definition.kind === 'OperationDefinition' ? [definition.selectionSet.selections[0]] : [],
    ),
    fragments: {},
  }) as unknown as GraphQLResolveInfo;

describe('pacing long lists', () => {
  it('hands out the items within a turn as they are and releases the rest a turn at a time', async () => {
    // Two fields an item, ten fields a turn: five items a turn.
    const pacer = createItemPacer(10);
    const items = pacer.pace(
      Array.from({ length: 12 }, (_, index) => index),
      infoSelecting(2),
    );
    expect(items.slice(0, 5)).toEqual([0, 1, 2, 3, 4]);
    expect(await settled(items)).toEqual([...Array(5).fill(true), ...Array(7).fill(false)]);
    await nextTurn();
    expect(await settled(items)).toEqual([...Array(10).fill(true), ...Array(2).fill(false)]);
    await nextTurn();
    expect(await settled(items)).toEqual(Array(12).fill(true));
    expect(await Promise.all(items)).toEqual(Array.from({ length: 12 }, (_, index) => index));
  });

  it('keeps one tally for every list of the request', async () => {
    const pacer = createItemPacer(10);
    const first = pacer.pace([1, 2, 3, 4], infoSelecting(2));
    const second = pacer.pace([5, 6, 7, 8], infoSelecting(2));
    expect(await settled([...first, ...second])).toEqual([true, true, true, true, true, false, false, false]);
  });

  it('answers exactly what graphql-js answers without pacing', async () => {
    const schema = buildSchema('type Item { id: ID! name: String } type Query { items: [Item!]! }');
    const pacer = createItemPacer(7);
    const rows = Array.from({ length: 40 }, (_, index) => ({ id: String(index), name: `n${index}` }));
    (schema.getType('Query') as GraphQLObjectType).getFields().items.resolve = (
      _source,
      _args,
      _context,
      info,
    ) => pacer.pace(rows, info);
    const document = parse('{ items { id name } }');
    expect(await execute({ schema, document })).toEqual({ data: { items: rows } });
  });

  it('weighs a field with a resolver (a relation) as ten property reads', async () => {
    const schema = buildSchema(
      'type User { name: String } type Item { id: ID!, owner: User } type Query { items: [Item!]! }',
    );
    const pacer = createItemPacer(22);
    let handedOut: unknown[] = [];
    (schema.getType('Query') as GraphQLObjectType).getFields().items.resolve = (
      _source,
      _args,
      _context,
      info,
    ) =>
      (handedOut = pacer.pace(
        Array.from({ length: 4 }, (_, index) => ({ id: String(index) })),
        info,
      ));
    (schema.getType('Item') as GraphQLObjectType).getFields().owner.resolve = () => ({ name: 'n' });
    // id (1) + owner (10, it has a resolver) + name (1): 12 an item, so two items a turn of 22.
    const answer = execute({ schema, document: parse('{ items { id owner { name } } }') });
    expect(await settled(handedOut)).toEqual([true, true, false, false]);
    expect(await answer).toEqual({
      data: { items: Array.from({ length: 4 }, (_, index) => ({ id: String(index), owner: { name: 'n' } })) },
    });
  });

  it('never releases the items left once cancelled, nor those of lists that arrive after', async () => {
    const pacer = createItemPacer(1);
    const items = pacer.pace([1, 2, 3], infoSelecting(1));
    pacer.cancel();
    const late = pacer.pace([4], infoSelecting(1));
    expect(items[0]).toBe(1);
    for (let turn = 0; turn < 5; turn += 1) await nextTurn();
    expect(await settled([...items, ...late])).toEqual([true, false, false, false]);
  });
});
