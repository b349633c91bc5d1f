/**
 * The creator's consent on a ban or shadowban report (issue 18): named on their profile (the
 * default) or anonymised — counted in statistics, platform pages and the open data without their
 * username. The form keeps it as text ('true' or ''), as every tick box.
 */
export type ConsentFormField = 'isAnonymous';
export type ConsentInput = { isAnonymous: boolean };

export const EMPTY_CONSENT_FORM: Record<ConsentFormField, string> = { isAnonymous: '' };

/** From a stored record (the public wire types leave the field out; the creator's own reads have it). */
export function consentToFormValues(record: object): Record<ConsentFormField, string> {
  return { isAnonymous: 'isAnonymous' in record && record.isAnonymous === true ? 'true' : '' };
}

export function formValuesToConsent(values: Record<ConsentFormField, string>): ConsentInput {
  return { isAnonymous: values.isAnonymous === 'true' };
}

export const CONSENT_LABEL = 'Anonymise this record';
export const CONSENT_HINT =
  'Ticked, the record is left off your profile and shown without your username: it still counts in the platform figures and the open data. Unticked, it is published under your username.';
