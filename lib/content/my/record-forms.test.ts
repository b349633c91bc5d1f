import { emptyBanForm, formValuesToBanInput, validateBanForm } from './ban-form';
import { emptyShadowbanForm, formValuesToShadowbanInput, validateShadowbanForm } from './shadowban-form';

const today = '2025-06-01';

describe('the platform ban form', () => {
  const valid = { ...emptyBanForm(today), platformId: 'youtube', explanation: 'Terminated.' };

  it('starts today, active, without an appeal, and accepts a platform and an explanation', () => {
    expect(emptyBanForm(today)).toMatchObject({ dateOfBan: today, isActive: 'true', appealStatus: 'NONE' });
    expect(validateBanForm(valid, today)).toEqual({});
  });

  it('requires a known platform, a date and an explanation', () => {
    const errors = validateBanForm({ ...valid, platformId: 'myspace', dateOfBan: '', explanation: ' ' }, today);
    expect(errors).toMatchObject({ platformId: 'Choose a platform from the list', dateOfBan: 'This field is required', explanation: 'This field is required' });
  });

  it('refuses a ban that is both restored on appeal and still active', () => {
    expect(validateBanForm({ ...valid, appealStatus: 'RESTORED' }, today).isActive).toMatch(/no longer active/);
    expect(validateBanForm({ ...valid, appealStatus: 'RESTORED', isActive: '' }, today)).toEqual({});
  });

  it('stores the flags as booleans and an empty evidence as null', () => {
    expect(formValuesToBanInput({ ...valid, isActive: '', evidence: ' ', isAnonymous: 'true' })).toEqual({
      platformId: 'youtube',
      dateOfBan: today,
      isActive: false,
      explanation: 'Terminated.',
      evidence: null,
      appealStatus: 'NONE',
      dsaRestriction: null,
      policyCited: null,
      endDate: null,
      statementOfReasons: null,
      contentUrl: null,
      isAnonymous: true,
    });
  });
});

describe('the shadowban report form', () => {
  const valid = { ...emptyShadowbanForm(today), platform: 'X', category: 'Reach', restrictionType: 'Reply deboosting', description: 'Replies hidden.' };

  it('accepts a report without evidence or financial impact', () => {
    expect(validateShadowbanForm(valid, today)).toEqual({});
  });

  it('requires platform, date, category, restriction type and description', () => {
    const errors = validateShadowbanForm(emptyShadowbanForm(''), today);
    expect(Object.keys(errors).filter((field) => errors[field as keyof typeof errors]).sort()).toEqual(
      ['category', 'date', 'description', 'platform', 'restrictionType'],
    );
  });

  it('refuses a negative or fractional-cent financial impact', () => {
    expect(validateShadowbanForm({ ...valid, financialImpact: '-1' }, today).financialImpact).toBeDefined();
    expect(validateShadowbanForm({ ...valid, financialImpact: '1.005' }, today).financialImpact).toBeDefined();
  });

  it('stores the platform as its enum name and the impact as a number', () => {
    expect(formValuesToShadowbanInput({ ...valid, platform: 'X (Twitter)', financialImpact: '$1,250.50' })).toMatchObject({ platform: 'X', financialImpact: 1250.5, evidence: null });
  });
});
