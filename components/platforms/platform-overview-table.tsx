import Link from 'next/link';
import { totalPlatformBans } from '@/lib/content/platform-overview/count-platform-bans';
import type { BanView, PlatformBanCounts } from '@/lib/content/platform-overview/platform-ban-types';
import { BAN_VIEW_LABELS, platformPathOf } from '@/lib/content/platform-overview/platform-pages';

// Short headings let the four figures fit beside the platform's name on a phone.
const COLUMNS: { view: BanView; key: 'recorded' | 'active' | 'underAppeal' | 'restored'; short: string }[] = [
  { view: 'all', key: 'recorded', short: 'Bans' },
  { view: 'active', key: 'active', short: 'Active' },
  { view: 'appeal', key: 'underAppeal', short: 'Appeal' },
  { view: 'restored', key: 'restored', short: 'Restored' },
];

/** Per platform: bans recorded, active, under appeal and restored, each figure linking to its records. */
export function PlatformOverviewTable({ rows }: { rows: PlatformBanCounts[] }) {
  const totals = totalPlatformBans(rows);
  return (
    <div className="table-responsive platform-overview">
      <table className="table platform-table align-middle">
        <caption className="visually-hidden">Ban records per platform</caption>
        <thead>
          <tr>
            <th scope="col">Platform</th>
            {COLUMNS.map((column) => (
              <th key={column.view} scope="col" className="text-end">
                <span className="d-sm-none" aria-hidden="true">
                  {column.short}
                </span>
                <span className="platform-heading-long">{BAN_VIEW_LABELS[column.view]}</span>
              </th>
            ))}
            <th scope="col" className="text-end d-none d-md-table-cell">
              Creators
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.platform.id} data-platform={row.platform.id}>
              <th scope="row">
                <Link href={platformPathOf(row.platform.id)} className="platform-name">
                  <i className={`bi ${row.platform.iconClass}`} aria-hidden="true" /> {row.platform.displayName}
                </Link>
              </th>
              {COLUMNS.map((column) => (
                <td key={column.view} className="text-end" data-count={column.key}>
                  {row[column.key] > 0 ? (
                    <Link href={platformPathOf(row.platform.id, column.view)} aria-label={`${row[column.key]} ${BAN_VIEW_LABELS[column.view].toLowerCase()} on ${row.platform.displayName}`}>
                      {row[column.key]}
                    </Link>
                  ) : (
                    <span className="platform-zero">0</span>
                  )}
                </td>
              ))}
              <td className="text-end d-none d-md-table-cell">{row.creatorsAffected}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">All platforms</th>
            {COLUMNS.map((column) => (
              <td key={column.view} className="text-end" data-total={column.key}>
                {totals[column.key]}
              </td>
            ))}
            <td className="d-none d-md-table-cell" />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
