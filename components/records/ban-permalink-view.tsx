import Link from 'next/link';
import { BreadcrumbBanner } from '@/components/layout/breadcrumb-banner';
import { ReportRecord } from '@/components/moderation/report-record';
import { PlatformBanList } from '@/components/platforms/platform-ban-list';
import { platformDisplayName } from '@/lib/content/platforms';
import type { BanPermalink } from '@/lib/content/records/read-record-permalink';
import type { RecordTrail } from '@/lib/content/records/read-record-trail';
import { recordPathOf } from '@/lib/content/records/record-paths';
import { sectionCrumbOf } from '@/lib/navigation/section-crumb';
import { RecordVerificationPanel } from '@/components/moderation/record-verification-panel';
import { RecordFacts } from './record-facts';
import { ReplyForm } from './reply-form';
import { RepliesNotice } from './trail/published-replies';
import { RecordTrailSections } from './trail/record-trail-sections';

/** The title a ban record goes by: whose ban, on which platform. */
export function banTitle({ record }: BanPermalink): string {
  const platform = platformDisplayName(record.platformId) || 'Platform';
  return record.creator ? `${platform} ban of ${record.creator.displayName}` : `${platform} ban`;
}

/** /bans/[id]: one ban record on a page of its own, citable and linked to its platform and creator. */
export function BanPermalinkView({ permalink, trail }: { permalink: BanPermalink; trail: RecordTrail }) {
  const { record } = permalink;
  const path = recordPathOf('PlatformBan', record.id);
  const platformHref = `/platforms/${encodeURIComponent(record.platformId)}`;
  const platform = platformDisplayName(record.platformId) || record.platformId;
  return (
    <>
      <BreadcrumbBanner title={banTitle(permalink)} trail={[sectionCrumbOf('/platforms'), { label: platform, href: platformHref }]} />
      <div className="media-page record-page">
        <section className="media-section">
          <div className="container-xl">
            <PlatformBanList records={[record]} isOwnPage />
            <RepliesNotice replies={trail.replies} hasMore={trail.hasMore.replies} />
            <p className="record-links">
              <Link href={platformHref}>Every {platform} ban</Link>
              {record.creator ? (
                <>
                  {' · '}
                  <Link href={`/profiles/${encodeURIComponent(record.creator.username)}`}>{record.creator.displayName}’s profile</Link>
                </>
              ) : null}
            </p>
            <RecordTrailSections trail={trail} verification={record.verification} start={record.dateOfBan} end={record.restriction.endDate} />
            <RecordVerificationPanel recordModel="PlatformBan" recordId={record.id} currentLevel={record.verification.level} />
            <ReplyForm recordModel="PlatformBan" recordId={record.id} />
            <RecordFacts id={record.id} createdAt={permalink.createdAt} updatedAt={permalink.updatedAt} permalink={path} download="/data/bans.csv" />
            <ReportRecord model="PlatformBan" id={record.id} what="ban record" />
          </div>
        </section>
      </div>
    </>
  );
}
