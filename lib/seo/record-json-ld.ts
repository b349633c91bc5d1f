import { APPEAL_EVENT_LABELS, type TrailRecordModel } from '@/amplify/data/enums';
import { DEFAULT_APP_NAME } from '@/lib/constants/ui';
import { formatDay } from '@/lib/content/profiles/profile-labels';
import { profilePath } from '@/lib/content/profiles/profile-seo';
import type { RecordTrail } from '@/lib/content/records/read-record-trail';
import { recordPathOf } from '@/lib/content/records/record-paths';
import type { RecordRestriction } from '@/lib/content/records/record-restriction';
import type { RecordVerification } from '@/lib/content/records/record-verification';
import { OPEN_DATA_LICENCE } from '@/lib/open-data/open-data-sets';
import { shorten } from './page-metadata';
import { absoluteUrl, siteOrigin } from './site-origin';

/** What a record's structured data and share card are made of, whichever kind it is. */
export type RecordSummary = {
  model: TrailRecordModel;
  id: string;
  title: string;
  platform: string;
  /** The day the restriction began. */
  start: string | null;
  restriction: RecordRestriction;
  verification: RecordVerification;
  appealLabel: string;
  creator: { username: string; displayName: string } | null;
  createdAt: string | null;
  updatedAt: string | null;
};

/** One line a share card shows: what happened, when, how the appeal stands, how far it was checked. */
export function recordShareDescription(summary: RecordSummary, lead: string | null): string {
  const what = summary.restriction.restriction?.label ?? (summary.model === 'PlatformBan' ? 'Ban' : 'Shadowban report');
  const parts = [`${what} on ${summary.platform}${summary.start ? ` from ${formatDay(summary.start)}` : ''}.`, `${summary.appealLabel}.`, `Verification: ${summary.verification.label}.`];
  if (lead) parts.push(lead);
  return shorten(parts.join(' '));
}

/**
 * schema.org Report for a record's permalink: who reported what about which platform, when it was
 * submitted and changed, its evidence as media objects with their SHA-256, and the open data set
 * (with its licence) it belongs to.
 */
export function buildRecordJsonLd(summary: RecordSummary, trail: RecordTrail, origin = siteOrigin()): Record<string, unknown> {
  const url = absoluteUrl(recordPathOf(summary.model, summary.id), origin);
  const dataPath = summary.model === 'PlatformBan' ? '/data/bans.csv' : '/data/shadowban-reports.csv';
  return {
    '@type': 'Report',
    '@id': `${url}#record`,
    url,
    identifier: summary.id,
    headline: shorten(summary.title, 110),
    ...(summary.createdAt ? { datePublished: summary.createdAt } : {}),
    ...(summary.updatedAt ? { dateModified: summary.updatedAt } : {}),
    about: { '@type': 'Organization', name: summary.platform },
    ...(summary.creator ? { author: { '@type': 'Person', name: summary.creator.displayName, url: absoluteUrl(profilePath(summary.creator.username), origin) } } : {}),
    publisher: { '@type': 'Organization', name: DEFAULT_APP_NAME, url: origin },
    license: OPEN_DATA_LICENCE.url,
    isPartOf: { '@type': 'Dataset', name: `${DEFAULT_APP_NAME} open data`, url: absoluteUrl('/data', origin), distribution: { '@type': 'DataDownload', contentUrl: absoluteUrl(dataPath, origin), encodingFormat: 'text/csv' } },
    creativeWorkStatus: summary.verification.label,
    ...(trail.appealEvents.length ? { temporalCoverage: `${summary.start ?? '..'}/${trail.appealEvents[trail.appealEvents.length - 1].date}` } : {}),
    ...(trail.appealEvents.length ? { abstract: trail.appealEvents.map((event) => `${event.date}: ${APPEAL_EVENT_LABELS[event.kind]}`).join('; ') } : {}),
    ...(trail.evidence.length
      ? {
          associatedMedia: trail.evidence.map((item) => ({
            '@type': 'MediaObject',
            identifier: item.id,
            encodingFormat: item.contentType,
            contentSize: `${item.size} B`,
            sha256: item.sha256,
            uploadDate: item.submittedAt,
            ...(item.fileUrl ? { contentUrl: absoluteUrl(item.fileUrl, origin) } : {}),
          })),
        }
      : {}),
  };
}
