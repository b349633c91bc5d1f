import { DSA_RESTRICTION_CATEGORIES, DSA_RESTRICTION_CATEGORY_LABELS, DSA_RESTRICTION_LABELS, DSA_RESTRICTIONS_BY_CATEGORY, isDsaRestriction, type DsaRestriction } from '@/amplify/data/enums';
import type { FieldErrors } from '@/lib/validation/validate-fields';
import { dateError, lengthError, textOrNull, urlError } from './field-rules';

/**
 * The restriction fields a ban and a shadowban report share (issue 18), as their forms hold,
 * check and send them; the creator rules (amplify/data/creator-records/read-restriction.ts)
 * check the same on the server.
 */
export const RESTRICTION_FORM_FIELDS = ['dsaRestriction', 'policyCited', 'endDate', 'statementOfReasons', 'contentUrl'] as const;
export type RestrictionFormField = (typeof RESTRICTION_FORM_FIELDS)[number];
/** statementOfReasons is 'true' or '', as the tick box keeps it. */
export type RestrictionFormValues = Record<RestrictionFormField, string>;

export type RestrictionInput = {
  dsaRestriction: DsaRestriction | null;
  policyCited: string | null;
  endDate: string | null;
  statementOfReasons: boolean | null;
  contentUrl: string | null;
};

export const POLICY_CITED_LIMIT = 300;
export const RESTRICTION_CHOICE_MESSAGE = 'Choose a restriction from the list';

/** The select's choices: one group per category, each value under its label. */
export const RESTRICTION_OPTION_GROUPS = DSA_RESTRICTION_CATEGORIES.map((category) => ({
  label: DSA_RESTRICTION_CATEGORY_LABELS[category],
  options: DSA_RESTRICTIONS_BY_CATEGORY[category].map((value) => ({ value, label: DSA_RESTRICTION_LABELS[value] })),
}));

export const EMPTY_RESTRICTION_FORM: RestrictionFormValues = { dsaRestriction: '', policyCited: '', endDate: '', statementOfReasons: '', contentUrl: '' };

type RestrictionWire = { dsaRestriction?: string | null; policyCited?: string | null; endDate?: string | null; statementOfReasons?: boolean | null; contentUrl?: string | null };

export function restrictionToFormValues(record: RestrictionWire): RestrictionFormValues {
  return {
    dsaRestriction: isDsaRestriction(record.dsaRestriction) ? record.dsaRestriction : '',
    policyCited: record.policyCited ?? '',
    endDate: record.endDate ?? '',
    statementOfReasons: record.statementOfReasons ? 'true' : '',
    contentUrl: record.contentUrl ?? '',
  };
}

/** `start` is the record's own date, checked by its own field; `startName` says which it is. */
export function validateRestriction(values: RestrictionFormValues, start: string, startName: string): FieldErrors<RestrictionFormField> {
  // The end may lie ahead: a suspension often comes with the day it will be lifted.
  const endError = dateError(values.endDate, '9999-12-31', { required: false });
  const end = values.endDate.trim();
  const begin = start.trim();
  return {
    dsaRestriction: values.dsaRestriction === '' || isDsaRestriction(values.dsaRestriction) ? undefined : RESTRICTION_CHOICE_MESSAGE,
    policyCited: lengthError(values.policyCited, POLICY_CITED_LIMIT, 'the policy'),
    endDate: endError ?? (end && begin && end < begin ? `The end date cannot be before ${startName}` : undefined),
    contentUrl: urlError(values.contentUrl),
  };
}

/**
 * An unticked box means "no statement of reasons" only once the creator says what the platform
 * did; on a record without a restriction it says nothing, so nothing is stored.
 */
export function formValuesToRestriction(values: RestrictionFormValues): RestrictionInput {
  const dsaRestriction = isDsaRestriction(values.dsaRestriction) ? values.dsaRestriction : null;
  const isTicked = values.statementOfReasons === 'true';
  return {
    dsaRestriction,
    policyCited: textOrNull(values.policyCited),
    endDate: textOrNull(values.endDate),
    statementOfReasons: isTicked ? true : dsaRestriction ? false : null,
    contentUrl: textOrNull(values.contentUrl),
  };
}
