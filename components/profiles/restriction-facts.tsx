import Link from 'next/link';
import { formatDay } from '@/lib/content/profiles/profile-labels';
import { hasRestrictionFacts, type RecordRestriction } from '@/lib/content/records/record-restriction';
import { METHODOLOGY_ANCHORS, methodologyHref } from './methodology-anchors';

type RestrictionFactsProps = {
  restriction: RecordRestriction;
  /** The day the restriction began: the ban's date or the report's. */
  start: string | null;
  /** Whether it is still in force when no end date was recorded (a lifted ban is not). */
  isOngoing: boolean;
};

/** "12 Mar 2024 – 1 Apr 2024", "12 Mar 2024 – ongoing", or the start with the end not recorded. */
function periodOf(start: string | null, end: string | null, isOngoing: boolean): string {
  const from = start ? formatDay(start) : 'Start not recorded';
  if (end) return `${from} – ${formatDay(end)}`;
  return isOngoing ? `${from} – ongoing` : `${from} – end not recorded`;
}

/**
 * How the platform restricted the creator (issue 18), in the DSA Transparency Database's terms:
 * the restriction under its category, the policy cited, the period, whether a statement of
 * reasons was given, and the affected content. Nothing for older records that have none of it.
 */
export function RestrictionFacts({ restriction, start, isOngoing }: RestrictionFactsProps) {
  if (!hasRestrictionFacts(restriction)) return null;
  const { restriction: kind, policyCited, endDate, statementOfReasons, contentUrl } = restriction;
  return (
    <dl className="restriction-facts">
      {kind ? (
        <>
          <dt>Restriction</dt>
          <dd>
            {/* The label, not the DSA database's code (issue 45): the code is in the link's title, the open data and the methodology. */}
            <span className="restriction-category">{kind.categoryLabel}</span>{' '}
            <Link className="restriction-code" href={methodologyHref(METHODOLOGY_ANCHORS.restrictionTypes)} title={`In the DSA Transparency Database: ${kind.value}`} data-dsa-value={kind.value}>
              {kind.label}
            </Link>
          </dd>
        </>
      ) : null}
      {policyCited ? (
        <>
          <dt>Policy cited</dt>
          <dd>{policyCited}</dd>
        </>
      ) : null}
      <dt>Period</dt>
      <dd>{periodOf(start, endDate, isOngoing)}</dd>
      {statementOfReasons !== null ? (
        <>
          <dt>Statement of reasons</dt>
          <dd>{statementOfReasons ? 'Given by the platform' : 'Not given'}</dd>
        </>
      ) : null}
      {contentUrl ? (
        <>
          <dt>Content or notice</dt>
          <dd>
            <a href={contentUrl} target="_blank" rel="nofollow noopener noreferrer ugc" className="restriction-link">
              {contentUrl}
            </a>
          </dd>
        </>
      ) : null}
    </dl>
  );
}
