import Link from 'next/link';
import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';
import { ReportRecord } from '@/components/moderation/report-record';
import { ShadowbanList } from '@/components/profiles/shadowban-list';
import type { ReportPermalink } from '@/lib/content/records/read-record-permalink';
import type { RecordTrail } from '@/lib/content/records/read-record-trail';
import { recordPathOf } from '@/lib/content/records/record-paths';
import { sectionCrumbOf } from '@/lib/navigation/section-crumb';
import { RecordVerificationPanel } from '@/components/moderation/record-verification-panel';
import { RecordFacts } from './record-facts';
import { ReplyForm } from './reply-form';
import { RepliesNotice } from './trail/published-replies';
import { RecordTrailSections } from './trail/record-trail-sections';

/** The title a shadowban report goes by: whose, on which platform. */
export function reportTitle({ report, creator }: ReportPermalink): string {
  return creator ? `${report.platform.displayName} shadowban report by ${creator.displayName}` : `${report.platform.displayName} shadowban report`;
}

/** /shadowban-reports/[id]: one shadowban report on a page of its own, linked to its creator. */
export function ReportPermalinkView({ permalink, trail }: { permalink: ReportPermalink; trail: RecordTrail }) {
  const { report, creator } = permalink;
  const profileHref = creator ? `/profiles/${encodeURIComponent(creator.username)}` : null;
  return (
    <>
      <BreadcrumbBanner
        title={reportTitle(permalink)}
        trail={[sectionCrumbOf('/profiles'), ...(creator && profileHref ? [{ label: creator.displayName, href: profileHref }] : [])]}
      />
      <div className="media-page record-page">
        <section className="media-section">
          <div className="container-xl">
            <ShadowbanList reports={[report]} isOwnPage />
            <RepliesNotice replies={trail.replies} hasMore={trail.hasMore.replies} />
            {creator && profileHref ? (
              <p className="record-links">
                <Link href={profileHref}>{creator.displayName}’s profile</Link>
              </p>
            ) : null}
            <RecordTrailSections trail={trail} verification={report.verification} start={report.date} end={report.restriction.endDate} />
            <RecordVerificationPanel recordModel="ShadowbanExperience" recordId={report.id} currentLevel={report.verification.level} />
            <ReplyForm recordModel="ShadowbanExperience" recordId={report.id} />
            <RecordFacts
              id={report.id}
              createdAt={permalink.createdAt}
              updatedAt={permalink.updatedAt}
              permalink={recordPathOf('ShadowbanExperience', report.id)}
              download="/data/shadowban-reports.csv"
            />
            <ReportRecord model="ShadowbanExperience" id={report.id} what="shadowban report" />
          </div>
        </section>
      </div>
    </>
  );
}
