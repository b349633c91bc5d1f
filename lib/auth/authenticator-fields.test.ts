import { validateSignUpEmail } from './authenticator-fields';

describe('the sign-up e-mail check', () => {
  it('says nothing before the field was touched', () => {
    expect(validateSignUpEmail({ email: 'nope' }, {})).toBeNull();
  });
  it('asks for a valid e-mail once touched', () => {
    expect(validateSignUpEmail({ email: 'ada@' }, { email: true })).toEqual({ email: 'Please enter a valid email' });
  });
  it('accepts a valid e-mail with spaces around it (values are trimmed)', () => {
    expect(validateSignUpEmail({ email: '  ada@example.com ' }, { email: true })).toBeNull();
  });
  it('leaves an empty field to the required check', () => {
    expect(validateSignUpEmail({ email: '' }, { email: true })).toBeNull();
  });
});
