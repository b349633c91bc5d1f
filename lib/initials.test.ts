import { initialsOf } from './initials';

describe('initialsOf', () => {
  it.each([
    ['Marcus Aurelius', 'MA'],
    ['seneca', 'SE'],
    ['jane.doe@example.com', 'JD'],
    ['  ', '?'],
    ['Ada Byron Lovelace', 'AL'],
  ])('%s → %s', (name, initials) => expect(initialsOf(name)).toBe(initials));
});
