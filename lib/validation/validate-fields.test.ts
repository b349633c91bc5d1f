import { INVALID_EMAIL_MESSAGE, REQUIRED_FIELD_MESSAGE } from './messages';
import {
  fieldError,
  hasErrors,
  REQUIRED,
  REQUIRED_EMAIL,
  validateFields,
  type FieldRule,
} from './validate-fields';

describe('fieldError', () => {
  it('asks for a required value, ignoring surrounding white space', () => {
    expect(fieldError('', REQUIRED)).toBe(REQUIRED_FIELD_MESSAGE);
    expect(fieldError(' \n\t', REQUIRED)).toBe(REQUIRED_FIELD_MESSAGE);
    expect(fieldError(' x ', REQUIRED)).toBeUndefined();
  });

  it('lets an optional field stay empty, even when it would have to be an e-mail', () => {
    expect(fieldError('', {})).toBeUndefined();
    expect(fieldError('  ', { email: true })).toBeUndefined();
  });

  it('checks e-mail addresses trimmed, after the required check', () => {
    expect(fieldError('', REQUIRED_EMAIL)).toBe(REQUIRED_FIELD_MESSAGE);
    expect(fieldError('nope', REQUIRED_EMAIL)).toBe(INVALID_EMAIL_MESSAGE);
    expect(fieldError('  me@example.org ', REQUIRED_EMAIL)).toBeUndefined();
  });

  it('caps the trimmed length with the rule’s own message', () => {
    const rule: FieldRule = { required: true, maxLength: { limit: 3, message: 'Too long' } };
    expect(fieldError('abc', rule)).toBeUndefined();
    expect(fieldError('  abc  ', rule)).toBeUndefined();
    expect(fieldError('abcd', rule)).toBe('Too long');
  });
});

describe('validateFields', () => {
  const values = { name: '', email: 'x', note: '' };

  it('reports only the fields that break their rule', () => {
    expect(validateFields(values, { name: REQUIRED, email: REQUIRED_EMAIL })).toEqual({
      name: REQUIRED_FIELD_MESSAGE,
      email: INVALID_EMAIL_MESSAGE,
    });
  });

  it('never flags a field without a rule', () => {
    expect(validateFields(values, { note: {} })).toEqual({});
    expect(validateFields(values, {})).toEqual({});
  });
});

describe('hasErrors', () => {
  it('is true only when some field has a message', () => {
    expect(hasErrors({})).toBe(false);
    expect(hasErrors({ email: undefined })).toBe(false);
    expect(hasErrors({ email: INVALID_EMAIL_MESSAGE })).toBe(true);
  });
});
