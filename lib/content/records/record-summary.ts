import { platformDisplayName } from '@/lib/content/platforms';
import { APPEAL_STATUS_LABELS } from '@/lib/content/profiles/profile-labels';
import type { RecordSummary } from '@/lib/seo/record-json-ld';
import type { BanPermalink, ReportPermalink } from './read-record-permalink';

/** A ban's permalink as its structured data and share card describe it. */
export function banSummaryOf(permalink: BanPermalink, title: string): RecordSummary {
  const { record } = permalink;
  return {
    model: 'PlatformBan',
    id: record.id,
    title,
    platform: platformDisplayName(record.platformId) || record.platformId,
    start: record.dateOfBan,
    restriction: record.restriction,
    verification: record.verification,
    appealLabel: APPEAL_STATUS_LABELS[record.appealStatus],
    creator: record.creator,
    createdAt: permalink.createdAt,
    updatedAt: permalink.updatedAt,
  };
}

/** A shadowban report's permalink as its structured data and share card describe it. */
export function reportSummaryOf(permalink: ReportPermalink, title: string): RecordSummary {
  const { report } = permalink;
  return {
    model: 'ShadowbanExperience',
    id: report.id,
    title,
    platform: report.platform.displayName,
    start: report.date,
    restriction: report.restriction,
    verification: report.verification,
    appealLabel: APPEAL_STATUS_LABELS[report.appealStatus],
    creator: permalink.creator,
    createdAt: permalink.createdAt,
    updatedAt: permalink.updatedAt,
  };
}
