import Link from 'next/link';
import { formatWholeCount } from '@/lib/content/format-count';
import type { KindFigures, PlatformFigures } from '@/lib/content/platform-overview/read-record-figures';
import { shortMedianDays, shortShare, verifiedCount } from '@/lib/content/platform-overview/record-figure-view';
import { platformPathOf } from '@/lib/content/platform-overview/platform-pages';
import { platformById } from '@/lib/content/platforms';

type Props = { platforms: readonly PlatformFigures[]; bansOnly: boolean };

/** The cells of one kind: records, restored on appeal, median days, verified. */
function kindCells(kind: KindFigures, label: string) {
  return [
    { key: 'records', value: formatWholeCount(kind.records), title: `${label}: records` },
    { key: 'restored', value: shortShare(kind.appealsRestored, kind.appealsDecided), title: `${label}: restored of decided appeals` },
    { key: 'days', value: shortMedianDays(kind), title: `${label}: median days to an appeal decision` },
    { key: 'verified', value: shortShare(verifiedCount(kind), kind.records), title: `${label}: corroborated or confirmed` },
  ];
}

/**
 * /platforms: every platform's figures in one compact table (bans, and shadowban reports beside
 * them, never added together), each platform linking to its page for the restriction types,
 * verification levels and months.
 */
export function PlatformFiguresTable({ platforms, bansOnly }: Props) {
  const kinds = bansOnly ? [{ key: 'bans', label: 'Bans' }] as const : ([{ key: 'bans', label: 'Bans' }, { key: 'shadowbanReports', label: 'Shadowban reports' }] as const);
  return (
    <section className="record-figures platform-figures-compact" aria-labelledby="figures-by-platform-title">
      <h3 id="figures-by-platform-title" className="record-figures-title">
        By platform
      </h3>
      <div className="table-responsive" tabIndex={0} role="region" aria-label="Figures by platform">
        <table className="table record-figure-table platform-figures-table">
          <caption className="visually-hidden">Figures by platform: records, restored on appeal, median days to an appeal decision and verified share, for bans{bansOnly ? '' : ' and shadowban reports'}</caption>
          <thead>
            <tr>
              <th scope="col" rowSpan={2}>
                Platform
              </th>
              {kinds.map((kind) => (
                <th key={kind.key} scope="colgroup" colSpan={4} className="platform-figures-kind">
                  {kind.label}
                </th>
              ))}
            </tr>
            <tr>
              {kinds.map((kind) => (
                <FigureHeadings key={kind.key} />
              ))}
            </tr>
          </thead>
          <tbody>
            {platforms.map((platform) => {
              const name = platformById(platform.key)?.displayName ?? (platform.key || 'Unknown platform');
              return (
                <tr key={platform.key} data-figures={platform.key || 'unknown'}>
                  <th scope="row">{platform.key ? <Link href={platformPathOf(platform.key)} className="platform-figures-link">{name}</Link> : name}</th>
                  {kinds.flatMap((kind) =>
                    kindCells(platform[kind.key], kind.label).map((cell) => (
                      <td key={`${kind.key}-${cell.key}`} data-kind={kind.key} data-figure={cell.key} className={cell.key === 'records' ? 'text-end is-count' : undefined}>
                        {cell.value}
                      </td>
                    )),
                  )}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p className="record-figure-note">A dash: no decided appeal, no appeal with dated events, or no record. Each platform’s page has its records by restriction type, verification level and month.</p>
    </section>
  );
}

function FigureHeadings() {
  return (
    <>
      <th scope="col" className="text-end">
        Records
      </th>
      <th scope="col">Restored on appeal</th>
      <th scope="col">Median days to decision</th>
      <th scope="col">Verified</th>
    </>
  );
}
