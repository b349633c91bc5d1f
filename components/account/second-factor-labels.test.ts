import { describeFactors } from './second-factor-labels';

describe('describeFactors', () => {
  it('says when the password alone signs in', () => {
    expect(describeFactors([], undefined)).toBe('Two-step sign-in is off: your password alone signs you in.');
  });

  it('names the factors and the one sign-in asks for', () => {
    expect(describeFactors(['TOTP'], undefined)).toBe('Two-step sign-in is on (authenticator app). Sign-in asks for the code your authenticator app shows.');
    expect(describeFactors(['TOTP', 'EMAIL'], 'EMAIL')).toBe('Two-step sign-in is on (authenticator app and code by e-mail). Sign-in asks for a code it sends by e-mail.');
    expect(describeFactors(['TOTP', 'EMAIL'], undefined)).toBe('Two-step sign-in is on (authenticator app and code by e-mail). Sign-in lets you choose which code to give.');
  });
});
