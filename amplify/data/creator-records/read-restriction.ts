import { DSA_RESTRICTIONS } from '../enums';
import { readBoolean, readDate, readOneOf, readText, readWebUrl, type Args } from './input-checks';
import { badRequest } from './record-rule-error';

/** Limits of the restriction fields; the creator's forms count down to the same numbers. */
export const POLICY_CITED_LIMIT = 300;
export const CONTENT_URL_LIMIT = 2000;

/**
 * The restriction fields a ban and a shadowban report share (issue 18), read against the rules:
 * a DSA Transparency Database decision value, the policy cited, an end (or lift) date not before
 * the record's own start date, whether a statement of reasons was given, an http(s) link. Each
 * is optional; an update that leaves one out clears it, as the other optional fields do.
 */
export function readRestriction(args: Args, start: { field: string; value: string | null }) {
  const endDate = readDate(args, 'endDate', {});
  if (endDate && start.value && endDate < start.value) throw badRequest(`endDate cannot be before ${start.field} (${start.value}).`);
  return {
    dsaRestriction: readOneOf(args, 'dsaRestriction', DSA_RESTRICTIONS),
    policyCited: readText(args, 'policyCited', { maxLength: POLICY_CITED_LIMIT }),
    endDate,
    statementOfReasons: readBoolean(args, 'statementOfReasons'),
    contentUrl: readWebUrl(args, 'contentUrl', { maxLength: CONTENT_URL_LIMIT }),
  };
}
