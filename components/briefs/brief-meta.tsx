import Link from 'next/link';
import { formatCompactCount } from '@/lib/content/format-count';
import { formatBriefDate } from '@/lib/content/briefs/format-brief-date';
import type { BriefSummary } from '@/lib/content/briefs/brief-types';
import { profilePath } from '@/lib/content/profiles/profile-seo';

/** Date, author, views and (optionally) shares of a brief, as one line of small facts. */
export function BriefMeta({ brief, showShares = false }: { brief: BriefSummary; showShares?: boolean }) {
  return (
    <ul className="brief-meta list-unstyled">
      {brief.blogDate ? (
        <li>
          <i className="bi bi-calendar3" aria-hidden="true" /> <time dateTime={brief.blogDate}>{formatBriefDate(brief.blogDate)}</time>
        </li>
      ) : null}
      {brief.username ? (
        <li>
          <i className="bi bi-person" aria-hidden="true" /> <Link href={profilePath(brief.username)}>@{brief.username}</Link>
        </li>
      ) : null}
      <li title={`${brief.views} views`}>
        <i className="bi bi-eye" aria-hidden="true" /> <span>{formatCompactCount(brief.views)}</span>
        <span className="visually-hidden"> views</span>
      </li>
      {showShares ? (
        <li title={`${brief.shares} shares`}>
          <i className="bi bi-share" aria-hidden="true" /> <span>{formatCompactCount(brief.shares)}</span>
          <span className="visually-hidden"> shares</span>
        </li>
      ) : null}
    </ul>
  );
}
