import { isValidEmail } from './email';

describe('isValidEmail', () => {
  it.each(['a@b.co', 'first.last+tag@example.org'])('accepts %s', (value) => expect(isValidEmail(value)).toBe(true));
  it.each(['', 'plain', 'a@b', 'a b@c.de', '@x.io', `${'a'.repeat(250)}@x.io`])('rejects %s', (value) =>
    expect(isValidEmail(value)).toBe(false),
  );
});
