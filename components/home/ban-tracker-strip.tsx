import Link from 'next/link';
import { AppealStatusBadge } from '@/components/platforms/appeal-status-badge';
import { formatBriefDate } from '@/lib/content/briefs/format-brief-date';
import type { BanTracker } from '@/lib/content/home/summarize-ban-tracker';
import { platformDisplayName } from '@/lib/content/platforms';
import { profilePath } from '@/lib/content/profiles/profile-seo';
import { PLATFORM_OVERVIEW_PATH } from '@/lib/content/home/home-paths';
import { platformPathOf } from '@/lib/content/platform-overview/platform-pages';
import { recordPathOf } from '@/lib/content/records/record-paths';

/**
 * The ban tracker: active bans and restorations per platform, and the latest ban records. Its links
 * do not prefetch: a phone's first screen shows a dozen of them, each a request for a dynamic page's
 * shell (and that route's scripts) made while the home page is still loading, for pages few open.
 */
export function BanTrackerStrip({ tracker }: { tracker: BanTracker }) {
  return (
    <section className="media-section ban-tracker" aria-labelledby="ban-tracker-title">
      <div className="container-xl">
        <div className="section-header">
          <h2 id="ban-tracker-title" className="section-title">
            Ban tracker
          </h2>
          <Link prefetch={false} href={PLATFORM_OVERVIEW_PATH} className="section-view-all">
            Platform overview
            <i className="bi bi-chevron-right flip-rtl" aria-hidden="true" />
          </Link>
        </div>
        {tracker.platforms.length === 0 ? (
          <p className="section-lead">No bans recorded yet.</p>
        ) : (
          <div className="ban-tracker-grid">
            <ul className="ban-tracker-platforms list-unstyled" aria-label="Bans per platform">
              {tracker.platforms.map((row) => (
                <li key={row.platform.id} className="ban-tracker-platform">
                  <Link prefetch={false} href={platformPathOf(row.platform.id)} className="ban-tracker-platform-name">
                    <i className={`bi ${row.platform.iconClass}`} aria-hidden="true" /> {row.platform.displayName}
                  </Link>
                  <Link prefetch={false} href={platformPathOf(row.platform.id, 'active')} className="ban-tracker-count ban-tracker-active">
                    <strong>{row.active}</strong> active
                  </Link>
                  <Link prefetch={false} href={platformPathOf(row.platform.id, 'restored')} className="ban-tracker-count ban-tracker-restored">
                    <strong>{row.restored}</strong> restored
                  </Link>
                </li>
              ))}
            </ul>
            <div className="ban-tracker-latest">
              <h3 className="ban-tracker-subtitle">Latest ban records</h3>
              <ol className="list-unstyled">
                {tracker.latest.map((record) => (
                  <li key={record.id} className="ban-tracker-record record-card">
                    <span className="ban-tracker-record-head">
                      {record.dateOfBan ? <time dateTime={record.dateOfBan}>{formatBriefDate(record.dateOfBan)}</time> : <span>Undated</span>}
                      <span>{platformDisplayName(record.platformId)}</span>
                      <AppealStatusBadge status={record.appealStatus} />
                    </span>
                    {/* The title opens the record; its area covers the card (styles: .record-card-link). */}
                    <Link prefetch={false} href={recordPathOf('PlatformBan', record.id)} className="ban-tracker-record-title record-card-link">
                      {platformDisplayName(record.platformId) || 'Platform'} ban{record.creator ? ` of ${record.creator.displayName}` : ''}
                    </Link>
                    {record.explanation ? <span className="ban-tracker-explanation">{record.explanation}</span> : null}
                    {record.creator ? (
                      <Link prefetch={false} href={profilePath(record.creator.username)} className="ban-tracker-creator">
                        {record.creator.displayName}’s profile
                      </Link>
                    ) : null}
                  </li>
                ))}
              </ol>
            </div>
          </div>
        )}
      </div>
    </section>
  );
}
