import { createHmac } from 'node:crypto';
import { createNextTokenCodec, InvalidNextTokenError } from './next-token';

const SECRET = 'test-secret';
const codec = createNextTokenCodec(SECRET);
/** A token correctly signed for any payload text, as only the server could make one. */
const signed = (payloadText: string) => {
  const payload = Buffer.from(payloadText).toString('base64url');
  return `${payload}.${createHmac('sha256', SECRET).update(payload).digest('base64url')}`;
};

describe('next tokens', () => {
  it('decodes a token it issued for the same query', () => {
    const token = codec.encode({ scope: 'Note.listNotes', after: ['a', 1] });
    expect(codec.decode(token, 'Note.listNotes')).toEqual({ scope: 'Note.listNotes', after: ['a', 1] });
    expect(() => codec.decode(token, 'Note.other')).toThrow(InvalidNextTokenError);
  });

  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', '__defineGetter__'])(
    'refuses the token %s',
    (token) => {
      expect(() => codec.decode(token, 'Note.listNotes')).toThrow(InvalidNextTokenError);
    },
  );

  it.each([
    ['null', 'null'],
    ['a list', '["Note.listNotes", ["a"]]'],
    ['a string', '"Note.listNotes"'],
    ['members under __proto__', '{"__proto__": {"s": "Note.listNotes", "a": ["a"]}}'],
  ])('refuses a signed payload that is %s', (_what, payloadText) => {
    expect(() => codec.decode(signed(payloadText), 'Note.listNotes')).toThrow(InvalidNextTokenError);
  });
});
