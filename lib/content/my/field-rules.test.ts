import {
  amountError,
  AMOUNT_MESSAGE,
  DATE_MESSAGE,
  dateError,
  FUTURE_DATE_MESSAGE,
  imageAddressError,
  listError,
  parseAmount,
  parseList,
  URL_MESSAGE,
  urlError,
} from './field-rules';

describe('the creator forms’ field rules', () => {
  it.each([
    ['https://x.com/ada', undefined],
    ['http://ada.example/blog', undefined],
    ['  ', undefined],
    ['javascript:alert(1)', URL_MESSAGE],
    ['x.com/ada', URL_MESSAGE],
    ['https://exa mple.com', URL_MESSAGE],
    ['ftp://files.example.com', URL_MESSAGE],
  ])('a link %p gets %p', (value, expected) => {
    expect(urlError(value)).toBe(expected);
  });

  it('accepts a picture on this site or on the web, never a protocol-relative one', () => {
    expect(imageAddressError('/artwork/portrait/ada.svg')).toBeUndefined();
    expect(imageAddressError('https://cdn.example.com/a.png')).toBeUndefined();
    expect(imageAddressError('//evil.example/a.png')).toBeDefined();
  });

  it.each([
    ['2024-02-29', undefined],
    ['', 'This field is required'],
    ['2023-02-29', DATE_MESSAGE],
    ['12/03/2024', DATE_MESSAGE],
    ['2030-01-01', FUTURE_DATE_MESSAGE],
  ])('a date %p gets %p', (value, expected) => {
    expect(dateError(value, '2025-06-01')).toBe(expected);
  });

  it('lets an optional date be empty', () => {
    expect(dateError('', '2025-06-01', { required: false })).toBeUndefined();
  });

  it.each([
    ['1200', undefined],
    ['$1,200.50', undefined],
    ['', undefined],
    ['-5', AMOUNT_MESSAGE],
    ['12.345', AMOUNT_MESSAGE],
    ['lots', AMOUNT_MESSAGE],
  ])('an amount %p gets %p', (value, expected) => {
    expect(amountError(value)).toBe(expected);
  });

  it('reads amounts as numbers and empty ones as none', () => {
    expect(parseAmount('$1,200.50')).toBe(1200.5);
    expect(parseAmount(' ')).toBeNull();
  });

  it('reads a comma-separated list without blanks or repeats', () => {
    expect(parseList(' Censorship, ,censorship,  Mass   reporting ')).toEqual(['Censorship', 'Mass reporting']);
  });

  it('caps how many entries a list has and how long each is', () => {
    expect(listError('a, b, c', { most: 2, longest: 10, what: 'tags' })).toBe('Please give at most 2 tags');
    expect(listError('a, abcdefghijklmnop', { most: 5, longest: 10, what: 'tags' })).toMatch(/too long/);
    expect(listError('a, b', { most: 5, longest: 10, what: 'tags' })).toBeUndefined();
  });
});
