import { platformById } from '@/lib/content/platforms';
import type { PlatformBanWire } from '@/lib/content/profiles/profile-wire';
import { hasErrors, type FieldErrors } from '@/lib/validation/validate-fields';
import { dateError, lengthError, requiredError, textOrNull } from './field-rules';
import { consentToFormValues, EMPTY_CONSENT_FORM, formValuesToConsent, type ConsentFormField, type ConsentInput } from './consent-form';
import { appealStatusError, evidenceError } from './record-checks';
import type { AppealStatus } from '@/lib/content/profiles/profile-types';
import { EMPTY_RESTRICTION_FORM, formValuesToRestriction, restrictionToFormValues, validateRestriction, type RestrictionFormField, type RestrictionInput } from './restriction-form';

/** A platform ban as its form holds it; isActive is 'true' or ''. */
export type BanFormValues = Record<'platformId' | 'dateOfBan' | 'isActive' | 'explanation' | 'evidence' | 'appealStatus' | RestrictionFormField | ConsentFormField, string>;
export type BanFormField = keyof BanFormValues;

export type BanInput = {
  platformId: string;
  dateOfBan: string;
  isActive: boolean;
  explanation: string;
  evidence: string | null;
  appealStatus: AppealStatus;
} & Partial<RestrictionInput> &
  Partial<ConsentInput>;

export function emptyBanForm(today: string): BanFormValues {
  return { platformId: '', dateOfBan: today, isActive: 'true', explanation: '', evidence: '', appealStatus: 'NONE', ...EMPTY_RESTRICTION_FORM, ...EMPTY_CONSENT_FORM };
}

export function banToFormValues(ban: PlatformBanWire): BanFormValues {
  return {
    platformId: ban.platformId ?? '',
    dateOfBan: ban.dateOfBan ?? '',
    isActive: ban.isActive ? 'true' : '',
    explanation: ban.explanation ?? '',
    evidence: ban.evidence ?? '',
    appealStatus: ban.appealStatus ?? 'NONE',
    ...restrictionToFormValues(ban),
    ...consentToFormValues(ban),
  };
}

export function validateBanForm(values: BanFormValues, today: string): FieldErrors<BanFormField> {
  const errors: FieldErrors<BanFormField> = {
    platformId: requiredError(values.platformId) ?? (platformById(values.platformId) ? undefined : 'Choose a platform from the list'),
    dateOfBan: dateError(values.dateOfBan, today),
    explanation: requiredError(values.explanation) ?? lengthError(values.explanation, 2000, 'the explanation'),
    evidence: evidenceError(values.evidence),
    appealStatus: appealStatusError(values.appealStatus),
    ...validateRestriction(values, values.dateOfBan, 'the date of the ban'),
  };
  // A ban restored on appeal is over; saying it is still active would contradict the record.
  if (!errors.appealStatus && values.appealStatus === 'RESTORED' && values.isActive === 'true') {
    errors.isActive = 'A ban restored on appeal is no longer active: untick “Still active”';
  }
  return hasErrors(errors) ? errors : {};
}

export function formValuesToBanInput(values: BanFormValues): BanInput {
  return {
    platformId: values.platformId,
    dateOfBan: values.dateOfBan.trim(),
    isActive: values.isActive === 'true',
    explanation: values.explanation.trim(),
    evidence: textOrNull(values.evidence),
    appealStatus: values.appealStatus as AppealStatus,
    ...formValuesToRestriction(values),
    ...formValuesToConsent(values),
  };
}
