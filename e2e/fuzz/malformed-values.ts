import type { SeededRandom } from './seeded-random';

/** Names every plain object answers through Object.prototype. */
export const PROTOTYPE_NAMES = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'toLocaleString',
  'valueOf',
  'hasOwnProperty',
  'isPrototypeOf',
  'propertyIsEnumerable',
  '__defineGetter__',
  '__lookupSetter__',
] as const;

/** Text that is not valid UTF-8: lone continuation bytes, overlong forms, encoded surrogates, a cut sequence. */
export const INVALID_UTF8: readonly Buffer[] = [
  Buffer.from([0xff, 0xfe, 0xfd]),
  Buffer.from([0xc0, 0xaf]),
  Buffer.from([0xed, 0xa0, 0x80]),
  Buffer.from([0xe2, 0x82]),
  Buffer.from([0x80, 0x80, 0x80, 0x80]),
];

/** A string of `length` characters meant to be too long for anything. */
export function hugeString(random: SeededRandom, length = random.pick([5_000, 70_000, 300_000])): string {
  const unit = random.pick(['A', 'é', '😀', '\\', '"', '%', '\u0000', '<script>']);
  return unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
}

/** JSON text nested `depth` levels deep (arrays or objects). */
export function deeplyNestedJson(random: SeededRandom, depth = random.pick([65, 1_000, 100_000])): string {
  return random.chance(0.5)
    ? `${'['.repeat(depth)}${']'.repeat(depth)}`
    : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

/** A value of the wrong kind, of absurd size, or named after a prototype member. */
export function malformedValue(random: SeededRandom): unknown {
  switch (random.int(0, 11)) {
    case 0:
      return null;
    case 1:
      return random.pick([true, false]);
    case 2:
      return random.pick([0, -1, 1e308, -1e308, 2 ** 53 + 1, 0.5]);
    case 3:
      return random.pick(['', ' ', '\u0000', '\ud800', 'null', 'undefined', 'NaN', '-1', '../../etc/passwd']);
    case 4:
      return hugeString(random);
    case 5:
      return random.pick(PROTOTYPE_NAMES);
    case 6:
      return [];
    case 7:
      return {};
    case 8:
      return Object.fromEntries(PROTOTYPE_NAMES.map((name) => [name, random.pick(['x', 1, {}, null])]));
    case 9:
      return random.many(random.int(1, 5), () => random.pick(PROTOTYPE_NAMES));
    case 10:
      return { toString: 'x', valueOf: 1, length: -1 };
    default:
      return JSON.parse(deeplyNestedJson(random, random.pick([5, 20])));
  }
}

/** A malformed value as text, for query strings and documents (objects without a prototype have no toString). */
export function malformedText(random: SeededRandom, maxLength = 300): string {
  const value = malformedValue(random);
  return (typeof value === 'string' ? value : (JSON.stringify(value) ?? 'undefined')).slice(0, maxLength);
}

/** A malformed value percent-encoded for a query string or form (lone surrogates become U+FFFD first). */
export function encodedText(random: SeededRandom, maxLength = 300): string {
  return encodeURIComponent(Buffer.from(malformedText(random, maxLength), 'utf8').toString('utf8'));
}

/** A JSON object whose members are `fields` (each sometimes dropped), valued by `value`, plus stray prototype-named members. */
export function objectOf(
  random: SeededRandom,
  fields: readonly string[],
  value: (field: string) => unknown = () => malformedValue(random),
): Record<string, unknown> {
  const object = Object.create(null) as Record<string, unknown>;
  for (const field of fields) if (random.chance(0.8)) object[field] = value(field);
  if (random.chance(0.3)) object[random.pick(PROTOTYPE_NAMES)] = malformedValue(random);
  return object;
}

/** A body: usually JSON of `make()`, sometimes broken text, deep nesting, huge text or invalid UTF-8. */
export function jsonBody(random: SeededRandom, make: () => unknown): Buffer {
  const roll = random.next();
  if (roll < 0.65) return Buffer.from(JSON.stringify(make()));
  if (roll < 0.75) return Buffer.from(deeplyNestedJson(random));
  if (roll < 0.82)
    return Buffer.from(
      random.pick(['', '{', '[]', 'null', '"x"', '{"a":1,}', '\u0000', '{"__proto__":{"x":1}}']),
    );
  if (roll < 0.9) return Buffer.concat([Buffer.from('{"a":"'), random.pick(INVALID_UTF8), Buffer.from('"}')]);
  return Buffer.from(
    JSON.stringify({ text: hugeString(random, random.pick([100_000, 900_000, 1_200_000])) }),
  );
}

/** Headers nobody sends: over-long values, many of them, odd names. */
export function absurdHeaders(random: SeededRandom): Record<string, string> {
  const headers: Record<string, string> = {};
  switch (random.int(0, 4)) {
    case 0:
      headers['x-fuzz'] = 'x'.repeat(random.pick([1_000, 8_000]));
      break;
    case 1:
      for (let index = 0; index < 60; index++) headers[`x-fuzz-${index}`] = String(index);
      break;
    case 2:
      headers.cookie = Array.from({ length: 100 }, (_, index) => `c${index}=${'v'.repeat(50)}`).join('; ');
      break;
    case 3:
      headers['content-type'] = random.pick([
        'text/html',
        'application/json; charset=utf-16',
        'multipart/form-data',
        '\u00e9',
        '',
      ]);
      break;
    default:
      headers.authorization = random.pick([
        'Bearer',
        'Bearer a.b.c',
        `Bearer ${'x'.repeat(4000)}`,
        'AWS4-HMAC-SHA256 Credential=',
        'Basic Og==',
        '__proto__',
      ]);
  }
  return headers;
}
