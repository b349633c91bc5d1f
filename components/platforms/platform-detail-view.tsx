import Link from 'next/link';
import { isInBanView } from '@/lib/content/platform-overview/count-platform-bans';
import { BAN_VIEWS, type BanView, type PlatformBanCounts, type PlatformBanRecord } from '@/lib/content/platform-overview/platform-ban-types';
import { BAN_VIEW_LABELS, platformPathOf } from '@/lib/content/platform-overview/platform-pages';
import { PlatformBanList } from './platform-ban-list';

const COUNT_OF: Record<BanView, keyof Omit<PlatformBanCounts, 'platform' | 'creatorsAffected'>> = { all: 'recorded', active: 'active', appeal: 'underAppeal', restored: 'restored' };

/** One platform: its figures as links to each slice, then the records of the chosen slice. */
export function PlatformDetailView({ counts, records, view }: { counts: PlatformBanCounts; records: PlatformBanRecord[]; view: BanView }) {
  const shown = records.filter((record) => isInBanView(record, view));
  return (
    <div className="media-page platform-page">
      <section className="media-section">
        <div className="container-xl">
          <nav className="type-filter" aria-label="Ban records">
            {BAN_VIEWS.map((slice) => (
              <Link key={slice} href={platformPathOf(counts.platform.id, slice)} className={`type-filter-link${slice === view ? ' active' : ''}`} aria-current={slice === view ? 'page' : undefined}>
                {BAN_VIEW_LABELS[slice]}
                <span className="type-filter-count">{counts[COUNT_OF[slice]]}</span>
              </Link>
            ))}
          </nav>
          {shown.length ? (
            <PlatformBanList records={shown} />
          ) : (
            <div className="empty-state">
              <i className="bi bi-clipboard-check" aria-hidden="true" />
              <p>No {view === 'all' ? '' : `${BAN_VIEW_LABELS[view].toLowerCase()} `}ban recorded on {counts.platform.displayName}.</p>
            </div>
          )}
          <p className="platform-page-footer">
            {counts.platform.url ? (
              <a href={counts.platform.url} target="_blank" rel="noopener noreferrer">
                <i className={`bi ${counts.platform.iconClass}`} aria-hidden="true" /> {counts.platform.url.replace(/^https:\/\/(www\.)?/, '')}
              </a>
            ) : null}
            <Link href="/platforms" className="detail-back">
              <i className="bi bi-arrow-left flip-rtl" aria-hidden="true" /> All platforms
            </Link>
          </p>
        </div>
      </section>
    </div>
  );
}
