import { NumberedPagination } from '@/components/layout/numbered-pagination';
import Link from 'next/link';
import { BAN_VIEWS, type BanView, type PlatformBanCounts } from '@/lib/content/platform-overview/platform-ban-types';
import { BAN_VIEW_LABELS, platformPathOf, type PlatformPage } from '@/lib/content/platform-overview/platform-pages';
import { appealGuideOf } from '@/lib/content/appeal-guides/appeal-guides';
import { AppealGuide } from './appeal-guide';
import { FiguresHowWeCount } from './figures-how-we-count';
import { PlatformBanList } from './platform-ban-list';
import { RecordFiguresSection } from './record-figures-section';

const COUNT_OF: Record<BanView, keyof Omit<PlatformBanCounts, 'platform' | 'creatorsAffected'>> = { all: 'recorded', active: 'active', appeal: 'underAppeal', restored: 'restored' };

/** One platform: its figures as links to each slice, the years, then one page of the chosen slice's records. */
export function PlatformDetailView({ page }: { page: PlatformPage }) {
  const { counts, view, year, years, records, window, matching, figures } = page;
  const platformId = counts.platform.id;
  const guide = appealGuideOf(platformId);
  return (
    <div className="media-page platform-page">
      <section className="media-section">
        <div className="container-xl">
          <nav className="type-filter" aria-label="Ban records">
            {BAN_VIEWS.map((slice) => (
              <Link key={slice} href={platformPathOf(platformId, slice, { year })} className={`type-filter-link${slice === view ? ' active' : ''}`} aria-current={slice === view ? 'page' : undefined}>
                {BAN_VIEW_LABELS[slice]}
                <span className="type-filter-count">{counts[COUNT_OF[slice]]}</span>
              </Link>
            ))}
          </nav>
          {years.length > 1 ? (
            <nav className="type-filter platform-years" aria-label="Year of the ban">
              <Link href={platformPathOf(platformId, view)} className={`type-filter-link${year === null ? ' active' : ''}`} aria-current={year === null ? 'page' : undefined}>
                Every year
              </Link>
              {years.map((row) => (
                <Link key={row.key} href={platformPathOf(platformId, view, { year: Number(row.key) })} className={`type-filter-link${String(year) === row.key ? ' active' : ''}`} aria-current={String(year) === row.key ? 'page' : undefined}>
                  {row.key}
                  <span className="type-filter-count">{row.recorded}</span>
                </Link>
              ))}
            </nav>
          ) : null}
          {figures.platform ? <FiguresHowWeCount /> : null}
          {figures.platform ? (
            <RecordFiguresSection
              id="figures"
              title={`Figures from every record on ${counts.platform.displayName}${year ? ` in ${year}` : ''}`}
              figures={figures.platform}
              months={figures.months}
              bansOnly={view === 'active'}
              open
            />
          ) : null}
          {guide ? (
            <AppealGuide
              platformName={counts.platform.displayName}
              guide={guide}
              // The appeal figures are the platform's whole record's: a slice's or a year's would mislead.
              bans={view === 'all' && year === null ? (figures.platform?.bans ?? null) : null}
              wholeRecordHref={`${platformPathOf(platformId, 'all')}#appeal`}
            />
          ) : null}
          {records.length ? (
            <>
              <p className="section-lead" role="status">
                {matching === 1 ? '1 record' : `${matching} records`}
                {window.totalPages > 1 ? ` · page ${window.page} of ${window.totalPages}` : ''}
              </p>
              <PlatformBanList records={records} />
              <NumberedPagination label="Ban record pages" window={window} hrefOf={(number) => platformPathOf(platformId, view, { year, page: number })} />
            </>
          ) : (
            <div className="empty-state">
              <i className="bi bi-clipboard-check" aria-hidden="true" />
              <p>No {view === 'all' ? '' : `${BAN_VIEW_LABELS[view].toLowerCase()} `}ban recorded on {counts.platform.displayName}{year ? ` in ${year}` : ''}.</p>
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
