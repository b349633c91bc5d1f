import {
  categoryOfDsaRestriction,
  DSA_RESTRICTION_CATEGORY_LABELS,
  DSA_RESTRICTION_LABELS,
  isDsaRestriction,
  type DsaRestriction,
  type DsaRestrictionCategory,
} from '@/amplify/data/enums';
import { isWebUrl } from '@/lib/content/profiles/web-url';

/**
 * How the platform restricted the creator (issue 18), as the public pages show it on a ban or a
 * shadowban report: the DSA Transparency Database value with its labels, the policy cited, the
 * end of the period, whether a statement of reasons was given, and a link that is surely http(s).
 */
export type RecordRestriction = {
  restriction: { value: DsaRestriction; label: string; category: DsaRestrictionCategory; categoryLabel: string } | null;
  policyCited: string | null;
  endDate: string | null;
  statementOfReasons: boolean | null;
  contentUrl: string | null;
};

/** The fields the public readers select for it, on PlatformBan and ShadowbanExperience alike. */
export const RESTRICTION_FIELDS = ['dsaRestriction', 'policyCited', 'endDate', 'statementOfReasons', 'contentUrl'] as const;

export type RestrictionWire = Partial<Record<'dsaRestriction' | 'policyCited' | 'endDate' | 'contentUrl', string | null> & { statementOfReasons: boolean | null }>;

export function toRecordRestriction(wire: RestrictionWire): RecordRestriction {
  const value = isDsaRestriction(wire.dsaRestriction) ? wire.dsaRestriction : null;
  const category = value ? categoryOfDsaRestriction(value) : null;
  const contentUrl = wire.contentUrl?.trim() ?? '';
  return {
    restriction: value && category ? { value, label: DSA_RESTRICTION_LABELS[value], category, categoryLabel: DSA_RESTRICTION_CATEGORY_LABELS[category] } : null,
    policyCited: wire.policyCited?.trim() || null,
    endDate: wire.endDate || null,
    statementOfReasons: typeof wire.statementOfReasons === 'boolean' ? wire.statementOfReasons : null,
    // Stored links were checked on the way in; checked again, since this one is rendered as a link.
    contentUrl: contentUrl && isWebUrl(contentUrl) ? contentUrl : null,
  };
}

/** Whether a record has any of it: older records have none, and show nothing for it. */
export function hasRestrictionFacts(restriction: RecordRestriction): boolean {
  return Boolean(restriction.restriction || restriction.policyCited || restriction.endDate || restriction.statementOfReasons !== null || restriction.contentUrl);
}

/** What a record without any of it carries. */
export const NO_RESTRICTION: RecordRestriction = { restriction: null, policyCited: null, endDate: null, statementOfReasons: null, contentUrl: null };
