/**
 * Sort keys order as the values they encode (the parity test holds whole lists equal to the SQL;
 * these are the edges it may not reach), and never outgrow DynamoDB's sort key.
 */
import { expression, id, MAX_SORT_KEY_BYTES, NUMBER, orderBy, sortBy, TEXT, WHOLE_NUMBER } from './item-order';
import type { Item } from './item-filters';
import { compareCodePoints } from '../../data/record-facts/code-point-order';

const TEXTS = ['', 'a', 'ab', 'abc', 'b', '\u0000', '\u0001', '\u0002', '\u0003', 'a\u0000', 'a\u0001b', 'É', 'é', '\uE000', '😀', '😀a', '\uFFFF', ' a', 'a '];
const sortedC = [...TEXTS].sort(compareCodePoints);
const itemsOf = (values: unknown[]) => values.map((value, index) => ({ id: `id-${String(index).padStart(3, '0')}`, value }));
/** A field's value as the key reads it (a record's fact, here the field itself). */
const text = (field: string, direction?: 'ASC' | 'DESC') => expression((item: Item) => item[field] as string | null, TEXT, direction);
const numeric = (field: string, direction?: 'ASC' | 'DESC', nulls?: 'NULLS FIRST' | 'NULLS LAST') => expression((item: Item) => item[field] as number | null, NUMBER, direction, nulls);
const valuesIn = (items: { value: unknown }[]) => items.map((item) => item.value);

it('orders texts as COLLATE "C", ascending and descending, whatever their characters', () => {
  expect(valuesIn(sortBy(itemsOf(TEXTS), orderBy(text('value'), id())))).toEqual(sortedC);
  expect(valuesIn(sortBy(itemsOf(TEXTS), orderBy(text('value', 'DESC'), id())))).toEqual([...sortedC].reverse());
});

it('orders numbers as values (negative, zero and minus zero alike, fractions), with the nulls where the SQL puts them', () => {
  const numbers = [3, -1, 0, -0, 2.5, -1e300, 1e300, 1, null, -2.5, 0.1];
  const values = (direction: 'ASC' | 'DESC', nulls?: 'NULLS FIRST' | 'NULLS LAST') => valuesIn(sortBy(itemsOf(numbers), orderBy(numeric('value', direction, nulls), id())));
  expect(values('ASC')).toEqual([-1e300, -2.5, -1, 0, -0, 0.1, 1, 2.5, 3, 1e300, null]);
  expect(values('DESC', 'NULLS LAST')).toEqual([1e300, 3, 2.5, 1, 0.1, 0, -0, -1, -2.5, -1e300, null]);
  expect(values('DESC')[0]).toBeNull();
  // Equal values tell apart by id only.
  expect(NUMBER.hex(0)).toBe(NUMBER.hex(-0));
});

it('orders whole numbers of any length as numbers', () => {
  const digits = ['10', '9', '100000000000000000000000000001', '2', '100000000000000000000000000000'];
  expect(valuesIn(sortBy(itemsOf(digits), orderBy(expression((item) => item.value as string, WHOLE_NUMBER), id())))).toEqual(['2', '9', '10', '100000000000000000000000000000', '100000000000000000000000000001']);
});

it('keeps a key within DynamoDB\'s sort key, cutting the values before the id and never the id', () => {
  const key = orderBy(expression((item) => item.value as string, TEXT, 'DESC'), text('title'), id('DESC'));
  const long = { id: 'the-id', value: 'é'.repeat(2_000), title: '😀'.repeat(500) };
  const encoded = key(long);
  expect(Buffer.byteLength(encoded)).toBeLessThanOrEqual(MAX_SORT_KEY_BYTES);
  expect(encoded.endsWith(id('DESC')(long))).toBe(true);
  // Short keys are whole: the cut only reaches values alike for their first ~900 bytes.
  const short = { id: 'x', value: 'a', title: 'b' };
  expect(key(short)).toBe(expression(() => 'a', TEXT, 'DESC')(short) + text('title')(short) + id('DESC')(short));
});
