import { decodeUserChangeNotice, encodeUserChangeNotice } from './user-change-notice';

const SUB = 'AAAAAAAA-1111-4111-8111-111111111111';

describe('user change notices', () => {
  it('carry the sender and the user ids, lower-cased as the database writes them', () => {
    expect(decodeUserChangeNotice(encodeUserChangeNotice('instance-1', [SUB]))).toEqual({
      from: 'instance-1',
      subs: [SUB.toLowerCase()],
    });
  });

  it('are only sent for user ids', () => {
    expect(() => encodeUserChangeNotice('instance-1', ['not-a-sub'])).toThrow();
    expect(() => encodeUserChangeNotice('instance-1', [])).toThrow();
  });

  it.each([
    ['not JSON', 'revoke everything'],
    ['an array', JSON.stringify([SUB])],
    ['no sender', JSON.stringify({ subs: [SUB] })],
    ['an empty sender', JSON.stringify({ from: '', subs: [SUB] })],
    ['no users', JSON.stringify({ from: 'x', subs: [] })],
    ['something else than a user id', JSON.stringify({ from: 'x', subs: ["' OR 1=1 --"] })],
    ['a number for a user id', JSON.stringify({ from: 'x', subs: [42] })],
    ['too many users', JSON.stringify({ from: 'x', subs: Array.from({ length: 51 }, () => SUB) })],
    ['an oversized payload', JSON.stringify({ from: 'x'.repeat(5000), subs: [SUB] })],
  ])('from the channel are refused when they hold %s', (_case, payload) => {
    expect(decodeUserChangeNotice(payload)).toBeNull();
  });
});
