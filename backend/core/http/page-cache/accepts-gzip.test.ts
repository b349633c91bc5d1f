import { acceptsGzip } from './accepts-gzip';

describe('whether a client takes gzip', () => {
  it.each([
    ['gzip, deflate, br, zstd', true],
    ['GZIP', true],
    ['deflate, gzip;q=0.5', true],
    ['x-gzip', true],
    ['*', true],
    ['br, *;q=0.1', true],
    [['br', 'gzip'], true],
    [undefined, false],
    ['', false],
    ['identity', false],
    ['br', false],
    ['gzip;q=0', false],
    ['gzip;q=0, *', false],
    ['*;q=0', false],
    ['gzip;q=nonsense', false],
  ])('Accept-Encoding %p: %p', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});
