import { validateBanForm, emptyBanForm, formValuesToBanInput } from './ban-form';
import { URL_MESSAGE } from './field-rules';
import { RESTRICTION_CHOICE_MESSAGE, RESTRICTION_OPTION_GROUPS } from './restriction-form';
import { emptyShadowbanForm, validateShadowbanForm } from './shadowban-form';

const today = '2026-11-20';
const ban = { ...emptyBanForm(today), platformId: 'youtube', dateOfBan: '2026-03-01', explanation: 'Strike three.' };

describe('the restriction fields of the creator’s forms', () => {
  it('offers every DSA value once, grouped under the four categories', () => {
    expect(RESTRICTION_OPTION_GROUPS.map((group) => group.label)).toEqual(['Visibility of content', 'Monetary payments', 'Provision of the service', 'Account']);
    expect(RESTRICTION_OPTION_GROUPS.flatMap((group) => group.options)).toHaveLength(16);
    expect(RESTRICTION_OPTION_GROUPS[3].options).toEqual([
      { value: 'DECISION_ACCOUNT_SUSPENDED', label: 'Account suspended' },
      { value: 'DECISION_ACCOUNT_TERMINATED', label: 'Account terminated' },
    ]);
  });

  it('sends what the creator entered, and a false statement of reasons only once a restriction is chosen', () => {
    const values = { ...ban, dsaRestriction: 'DECISION_ACCOUNT_SUSPENDED', policyCited: ' Spam ', endDate: '2027-01-01', contentUrl: 'https://example.com/n' };
    expect(validateBanForm(values, today)).toEqual({});
    expect(formValuesToBanInput(values)).toMatchObject({ dsaRestriction: 'DECISION_ACCOUNT_SUSPENDED', policyCited: 'Spam', endDate: '2027-01-01', statementOfReasons: false, contentUrl: 'https://example.com/n' });
    expect(formValuesToBanInput({ ...values, statementOfReasons: 'true' }).statementOfReasons).toBe(true);
    expect(formValuesToBanInput(ban)).toMatchObject({ dsaRestriction: null, policyCited: null, endDate: null, statementOfReasons: null, contentUrl: null });
  });

  it('names each field that breaks a rule', () => {
    expect(validateBanForm({ ...ban, dsaRestriction: 'BANISHED', endDate: '2026-02-01', contentUrl: 'javascript:alert(1)', policyCited: 'p'.repeat(301) }, today)).toEqual({
      dsaRestriction: RESTRICTION_CHOICE_MESSAGE,
      endDate: 'The end date cannot be before the date of the ban',
      contentUrl: URL_MESSAGE,
      policyCited: 'Please keep the policy under 300 characters',
    });
    const report = { ...emptyShadowbanForm(today), platform: 'TIKTOK', category: 'Reach', restrictionType: 'Search ban', description: 'd', date: '2026-03-01', endDate: '2026-02-28' };
    expect(validateShadowbanForm(report, today)).toEqual({ endDate: 'The end date cannot be before the day it started' });
  });
});
