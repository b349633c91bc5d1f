import { INVALID_EMAIL_MESSAGE, REQUIRED_FIELD_MESSAGE } from './messages';
import { MESSAGE_MAX_LENGTH, validateEmailOnly, validateMessage } from './message-forms';

describe('validateMessage', () => {
  it('accepts a complete message', () => {
    expect(validateMessage({ name: 'Ada', email: 'ada@example.org', message: 'Hello' })).toEqual({});
  });

  it('requires every field, ignoring surrounding spaces', () => {
    expect(validateMessage({ name: ' ', email: '', message: '\n' })).toEqual({
      name: REQUIRED_FIELD_MESSAGE,
      email: REQUIRED_FIELD_MESSAGE,
      message: REQUIRED_FIELD_MESSAGE,
    });
  });

  it('rejects an invalid e-mail with the shared message', () => {
    expect(validateMessage({ name: 'Ada', email: 'ada@example', message: 'Hi' }).email).toBe(
      INVALID_EMAIL_MESSAGE,
    );
  });

  it('caps the message length', () => {
    const message = 'x'.repeat(MESSAGE_MAX_LENGTH + 1);
    expect(validateMessage({ name: 'Ada', email: 'ada@example.org', message }).message).toMatch(/under/);
  });
});

describe('validateEmailOnly', () => {
  it.each([
    ['', REQUIRED_FIELD_MESSAGE],
    ['nope', INVALID_EMAIL_MESSAGE],
    [' me@example.org ', undefined],
  ])('%j gives %j', (value, expected) => expect(validateEmailOnly(value)).toBe(expected));
});
