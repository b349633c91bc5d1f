import { POOL_SETTINGS } from '../../../amplify/auth/pool-settings';
import { checkPasswordPolicy, type PasswordPolicy } from './password-policy';

// The declared policy (SPEC §5): at least 8 characters with lower, upper, number and symbol.
const DEFAULT_PASSWORD_POLICY: PasswordPolicy = POOL_SETTINGS.passwordPolicy;

const NOTHING_REQUIRED: PasswordPolicy = {
  minLength: 0,
  requireLowercase: false,
  requireUppercase: false,
  requireNumbers: false,
  requireSymbols: false,
};

describe('checkPasswordPolicy', () => {
  it('passes a password that meets the default policy', () => {
    expect(checkPasswordPolicy('Abcdef1!', DEFAULT_PASSWORD_POLICY)).toEqual([]);
  });

  it('lists every broken rule, in order', () => {
    expect(checkPasswordPolicy('', DEFAULT_PASSWORD_POLICY)).toEqual([
      'Password must have at least 8 characters',
      'Password must have lower case letters',
      'Password must have upper case letters',
      'Password must have numbers',
      'Password must have special characters',
    ]);
  });

  it('reports each missing class on its own', () => {
    expect(checkPasswordPolicy('ABCDEF1!', DEFAULT_PASSWORD_POLICY)).toEqual([
      'Password must have lower case letters',
    ]);
    expect(checkPasswordPolicy('abcdef1!', DEFAULT_PASSWORD_POLICY)).toEqual([
      'Password must have upper case letters',
    ]);
    expect(checkPasswordPolicy('Abcdefg!', DEFAULT_PASSWORD_POLICY)).toEqual(['Password must have numbers']);
    expect(checkPasswordPolicy('Abcdefg1', DEFAULT_PASSWORD_POLICY)).toEqual([
      'Password must have special characters',
    ]);
    expect(checkPasswordPolicy('Abcde1!', DEFAULT_PASSWORD_POLICY)).toEqual([
      'Password must have at least 8 characters',
    ]);
  });

  it('uses the configured minimum length in the message', () => {
    expect(checkPasswordPolicy('short', { ...NOTHING_REQUIRED, minLength: 12 })).toEqual([
      'Password must have at least 12 characters',
    ]);
    expect(checkPasswordPolicy('', NOTHING_REQUIRED)).toEqual([]);
  });

  it('counts every Cognito special character, the space included', () => {
    for (const symbol of '^$*.[]{}()?"!@#%&/\\,><\':;|_~`=+- ') {
      expect(checkPasswordPolicy(`Abcdef1${symbol}`, DEFAULT_PASSWORD_POLICY)).toEqual([]);
    }
  });

  it('does not count other punctuation or non-ASCII letters and digits', () => {
    const policy = {
      ...NOTHING_REQUIRED,
      requireSymbols: true,
      requireLowercase: true,
      requireNumbers: true,
    };
    expect(checkPasswordPolicy('é§€£¡١', policy)).toEqual([
      'Password must have lower case letters',
      'Password must have numbers',
      'Password must have special characters',
    ]);
  });
});
