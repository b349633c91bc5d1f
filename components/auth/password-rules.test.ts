import { Amplify } from 'aws-amplify';
import { checkPasswordRules } from './password-rules';

function configurePasswordPolicy(passwordFormat: { minLength: number; requireLowercase?: boolean; requireUppercase?: boolean; requireNumbers?: boolean; requireSpecialCharacters?: boolean }) {
  Amplify.configure({ Auth: { Cognito: { userPoolId: 'us-west-2_test', userPoolClientId: 'client', passwordFormat } } });
}

describe('checkPasswordRules', () => {
  it('lists every rule of the configured policy with the texts of SPEC §5, none met by an empty password', () => {
    configurePasswordPolicy({ minLength: 8, requireLowercase: true, requireUppercase: true, requireNumbers: true, requireSpecialCharacters: true });
    expect(checkPasswordRules('')).toEqual([
      { text: 'Password must have at least 8 characters', isMet: false },
      { text: 'Password must have lower case letters', isMet: false },
      { text: 'Password must have upper case letters', isMet: false },
      { text: 'Password must have numbers', isMet: false },
      { text: 'Password must have special characters', isMet: false },
    ]);
  });

  it('ticks each rule as the password meets it', () => {
    configurePasswordPolicy({ minLength: 8, requireLowercase: true, requireUppercase: true, requireNumbers: true, requireSpecialCharacters: true });
    const met = (password: string) => checkPasswordRules(password).filter((rule) => rule.isMet).map((rule) => rule.text);
    expect(met('abc')).toEqual(['Password must have lower case letters']);
    expect(met('abcDEF12')).toEqual(['Password must have at least 8 characters', 'Password must have lower case letters', 'Password must have upper case letters', 'Password must have numbers']);
    expect(met('Stoic#Discipline42')).toHaveLength(5);
  });

  it('follows the policy the outputs give, not numbers of its own', () => {
    configurePasswordPolicy({ minLength: 12, requireNumbers: true });
    expect(checkPasswordRules('short1').map((rule) => rule.text)).toEqual(['Password must have at least 12 characters', 'Password must have numbers']);
  });
});
