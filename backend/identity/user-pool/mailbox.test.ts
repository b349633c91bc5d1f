import { normalizeMailbox } from './mailbox';

describe('normalizeMailbox', () => {
  test.each([
    ['Ann@Example.TEST', 'ann@example.test'],
    ['ann+news@example.test', 'ann@example.test'],
    ['ann+a+b@example.test', 'ann@example.test'],
    ['a.n.n@example.test', 'a.n.n@example.test'],
    ['A.n.N+x@Gmail.com', 'ann@gmail.com'],
    ['a.nn+y@googlemail.com', 'ann@gmail.com'],
    ['  ann@example.test ', 'ann@example.test'],
  ])('%s is the inbox %s', (address, mailbox) => {
    expect(normalizeMailbox(address)).toBe(mailbox);
  });

  test('a leading plus is part of the name, and a text without a domain is kept as it is', () => {
    expect(normalizeMailbox('+ann@example.test')).toBe('+ann@example.test');
    expect(normalizeMailbox('not-an-address')).toBe('not-an-address');
  });
});
