import { platformByName } from '@/lib/content/platforms';
import type { AppealStatus } from '@/lib/content/profiles/profile-types';
import type { ShadowbanWire } from '@/lib/content/profiles/profile-wire';
import { hasErrors, type FieldErrors } from '@/lib/validation/validate-fields';
import { amountError, dateError, lengthError, parseAmount, requiredError, textOrNull } from './field-rules';
import { consentToFormValues, EMPTY_CONSENT_FORM, formValuesToConsent, type ConsentFormField, type ConsentInput } from './consent-form';
import { appealStatusError, evidenceError } from './record-checks';
import { EMPTY_RESTRICTION_FORM, formValuesToRestriction, restrictionToFormValues, validateRestriction, type RestrictionFormField, type RestrictionInput } from './restriction-form';

export type ShadowbanFormValues = Record<
  'platform' | 'date' | 'category' | 'restrictionType' | 'description' | 'evidence' | 'financialImpact' | 'appealStatus' | RestrictionFormField | ConsentFormField,
  string
>;
export type ShadowbanFormField = keyof ShadowbanFormValues;

export type ShadowbanInput = {
  platform: string;
  date: string;
  category: string;
  restrictionType: string;
  description: string;
  evidence: string | null;
  financialImpact: number | null;
  appealStatus: AppealStatus;
} & Partial<RestrictionInput> &
  Partial<ConsentInput>;

export function emptyShadowbanForm(today: string): ShadowbanFormValues {
  return { platform: '', date: today, category: '', restrictionType: '', description: '', evidence: '', financialImpact: '', appealStatus: 'NONE', ...EMPTY_RESTRICTION_FORM, ...EMPTY_CONSENT_FORM };
}

export function shadowbanToFormValues(report: ShadowbanWire): ShadowbanFormValues {
  return {
    platform: report.platform,
    date: report.date,
    category: report.category,
    restrictionType: report.restrictionType,
    description: report.description,
    evidence: report.evidence ?? '',
    financialImpact: typeof report.financialImpact === 'number' ? String(report.financialImpact) : '',
    appealStatus: report.appealStatus ?? 'NONE',
    ...restrictionToFormValues(report),
    ...consentToFormValues(report),
  };
}

export function validateShadowbanForm(values: ShadowbanFormValues, today: string): FieldErrors<ShadowbanFormField> {
  const errors: FieldErrors<ShadowbanFormField> = {
    platform: requiredError(values.platform) ?? (platformByName(values.platform) ? undefined : 'Choose a platform from the list'),
    date: dateError(values.date, today),
    category: requiredError(values.category) ?? lengthError(values.category, 60, 'the category'),
    restrictionType: requiredError(values.restrictionType) ?? lengthError(values.restrictionType, 80, 'the restriction type'),
    description: requiredError(values.description) ?? lengthError(values.description, 2000, 'the description'),
    evidence: evidenceError(values.evidence),
    financialImpact: amountError(values.financialImpact),
    appealStatus: appealStatusError(values.appealStatus),
    ...validateRestriction(values, values.date, 'the day it started'),
  };
  return hasErrors(errors) ? errors : {};
}

export function formValuesToShadowbanInput(values: ShadowbanFormValues): ShadowbanInput {
  return {
    // Stored as the enum name ('YOUTUBE'), as Platform.name spells it, so the totals can compare.
    platform: platformByName(values.platform)?.name ?? values.platform,
    date: values.date.trim(),
    category: values.category.trim(),
    restrictionType: values.restrictionType.trim(),
    description: values.description.trim(),
    evidence: textOrNull(values.evidence),
    financialImpact: parseAmount(values.financialImpact),
    appealStatus: values.appealStatus as AppealStatus,
    ...formValuesToRestriction(values),
    ...formValuesToConsent(values),
  };
}
